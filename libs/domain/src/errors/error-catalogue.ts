/** One entry of the error catalogue: the message id the app shows and the spec's English wording. */
export interface ErrorEntry {
  readonly messageId: string;
  /** The wording of SPEC §8, the English default of the message. */
  readonly wording: string;
}

/**
 * Every platform error code and transport failure, with the message the player sees (SPEC §8).
 * The platform's contract lists the same codes; a code missing here shows 'Unknown error'.
 */
export const ERROR_CATALOGUE = {
  INVALID_INVITATION_CODE: { messageId: 'invitation_code_error', wording: 'Invalid invitation code' },
  TRIAL_NOT_ALLOWED: { messageId: 'trial_actual_account', wording: 'Please login an actual account to use this function' },
  NOT_LOGGED_IN: { messageId: 'error.notLoggedIn', wording: 'You are not logged in, please login first' },
  NO_PERMISSION: {
    messageId: 'no_permission',
    wording: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  USER_NOT_FOUND: { messageId: 'error.userNotFound', wording: 'Sorry, the user does not exist or is disabled' },
  USERNAME_TAKEN: { messageId: 'error.usernameTaken', wording: 'Sorry, the username already exists' },
  VERIFICATION_CODE_ERROR: { messageId: 'error.verificationCode', wording: 'Verification code error' },
  CREDENTIALS_FORMAT: { messageId: 'error.credentialsFormat', wording: 'Account, password and e-mail format incorrect' },
  CONFIRMATION_MISMATCH: { messageId: 'in_confirmation_correct', wording: 'Confirmation password not matched' },
  CAPTCHA_REQUIRED: { messageId: 'in_vwrite_code', wording: 'Please enter the code' },
  REFERRER_LINK_ERROR: { messageId: 'error.referrerLink', wording: 'Referrer link error' },
  URL_EMPTY: { messageId: 'error.urlEmpty', wording: 'The requested url is empty' },
  SESSION_EXPIRED: { messageId: 'error.sessionExpired', wording: 'The account has been logged out, please log in again' },
  MAINTENANCE: { messageId: 'error.maintenance', wording: 'The platform is under maintenance' },
  REGION_RESTRICTED: { messageId: 'error.regionRestricted', wording: 'IP or location restricted access' },
  SYSTEM_UPGRADING: { messageId: 'error.systemUpgrading', wording: 'System upgrading, please try again later' },
  LOGIN_FAILED: { messageId: 'error.loginFailed', wording: 'The username or password is incorrect' },
  VALIDATION_FAILED: { messageId: 'error.credentialsFormat', wording: 'Account, password and e-mail format incorrect' },
  SAME_PASSWORD: { messageId: 'error.samePassword', wording: 'The new password and the old password cannot be the same' },
  OLD_PASSWORD_INCORRECT: { messageId: 'error.oldPasswordIncorrect', wording: 'The old password is incorrect' },
  INSUFFICIENT_BALANCE: { messageId: 'error.insufficientBalance', wording: 'Your balance is not enough for this amount' },
  AMOUNT_OUT_OF_RANGE: { messageId: 'error.amountOutOfRange', wording: 'The amount is outside the allowed range' },
  PAYMENT_PASSWORD_INVALID: { messageId: 'error.paymentPassword', wording: 'The payment password is incorrect' },
  IDEMPOTENCY_CONFLICT: { messageId: 'error.unknown', wording: 'Unknown error' },
  ORDER_NOT_CANCELLABLE: { messageId: 'error.orderNotCancellable', wording: 'This order can no longer be cancelled' },
  ENCRYPTION_INVALID: { messageId: 'error.badRequest', wording: 'Please check what you entered and try again' },
  RATE_LIMITED: { messageId: 'error.rateLimited', wording: 'Too many attempts, please wait a moment and try again' },
  MERCHANT_NOT_FOUND: { messageId: 'error.merchantNotFound', wording: 'This site is not available' },
  NOT_FOUND: { messageId: 'error.urlEmpty', wording: 'The requested url is empty' },
  BAD_REQUEST: { messageId: 'error.badRequest', wording: 'Please check what you entered and try again' },
  INTERNAL_ERROR: { messageId: 'error.unknown', wording: 'Unknown error' },
  NETWORK: { messageId: 'error.network', wording: 'No connection. Check your mobile data or Wi-Fi and try again' },
  TIMEOUT: { messageId: 'error.timeout', wording: 'The connection is slow. Please try again' },
  BAD_RESPONSE: { messageId: 'error.unknown', wording: 'Unknown error' },
  UNKNOWN: { messageId: 'error.unknown', wording: 'Unknown error' },
} as const satisfies Record<string, ErrorEntry>;

/** A code the catalogue knows. */
export type KnownErrorCode = keyof typeof ERROR_CATALOGUE;

/** Tells whether a code is in the catalogue. */
export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The entry to show for an error code; an unknown or missing code gives 'Unknown error'. */
export function errorEntryOf(code: string | null | undefined): ErrorEntry {
  return code && isKnownErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE.UNKNOWN;
}

/** Codes by which the platform says the session is over: the app then forgets it (SPEC §4 'Logout'). */
export const SESSION_ENDING_CODES: readonly string[] = ['SESSION_EXPIRED', 'NOT_LOGGED_IN'];

/** Whether an error code means the session is over. */
export function endsSession(code: string | null | undefined): boolean {
  return code !== null && code !== undefined && SESSION_ENDING_CODES.includes(code);
}
