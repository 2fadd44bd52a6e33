import type { MessageId } from '../messages/message-catalogue';

/**
 * Every platform error code and transport failure, with the id of the message the player sees
 * (SPEC §8; the catalogue of messages holds its wording).
 * The platform's contract lists the same codes; a code missing here shows 'Unknown error'.
 */
export const ERROR_CATALOGUE = {
  INVALID_INVITATION_CODE: 'error.invitationCode',
  TRIAL_NOT_ALLOWED: 'error.trialActualAccount',
  NOT_LOGGED_IN: 'error.notLoggedIn',
  NO_PERMISSION: 'error.noPermission',
  USER_NOT_FOUND: 'error.userNotFound',
  USERNAME_TAKEN: 'error.usernameTaken',
  VERIFICATION_CODE_ERROR: 'error.verificationCode',
  CREDENTIALS_FORMAT: 'error.credentialsFormat',
  CONFIRMATION_MISMATCH: 'error.confirmationMismatch',
  CAPTCHA_REQUIRED: 'error.captchaRequired',
  REFERRER_LINK_ERROR: 'error.referrerLink',
  URL_EMPTY: 'error.urlEmpty',
  SESSION_EXPIRED: 'error.sessionExpired',
  MAINTENANCE: 'error.maintenance',
  REGION_RESTRICTED: 'error.regionRestricted',
  SYSTEM_UPGRADING: 'error.systemUpgrading',
  LOGIN_FAILED: 'error.loginFailed',
  VALIDATION_FAILED: 'error.credentialsFormat',
  SAME_PASSWORD: 'error.samePassword',
  OLD_PASSWORD_INCORRECT: 'error.oldPasswordIncorrect',
  INSUFFICIENT_BALANCE: 'error.insufficientBalance',
  AMOUNT_OUT_OF_RANGE: 'error.amountOutOfRange',
  PAYMENT_PASSWORD_INVALID: 'error.paymentPassword',
  IDEMPOTENCY_CONFLICT: 'error.unknown',
  PAYMENT_PASSWORD_NOT_SET: 'error.paymentPasswordNotSet',
  PAYOUT_ACCOUNT_LIMIT: 'error.payoutAccountLimit',
  WITHDRAW_DAILY_COUNT: 'withdraw.noWithdrawalsLeft',
  WITHDRAW_DAILY_AMOUNT: 'error.withdrawDailyAmount',
  TURNOVER_NOT_MET: 'error.turnoverNotMet',
  ORDER_NOT_CANCELLABLE: 'error.orderNotCancellable',
  ALREADY_CLAIMED: 'error.alreadyClaimed',
  CONDITIONS_NOT_MET: 'error.conditionsNotMet',
  REWARD_EXPIRED: 'error.rewardExpired',
  CONTRACT_ANSWERED: 'error.contractAnswered',
  RG_LIMIT_REACHED: 'error.rgLimitReached',
  RG_SESSION_LIMIT: 'error.rgSessionLimit',
  ACCOUNT_EXCLUDED: 'error.accountExcluded',
  ENCRYPTION_INVALID: 'error.badRequest',
  RATE_LIMITED: 'error.rateLimited',
  MERCHANT_NOT_FOUND: 'error.merchantNotFound',
  NOT_FOUND: 'error.urlEmpty',
  BAD_REQUEST: 'error.badRequest',
  INTERNAL_ERROR: 'error.server',
  NETWORK: 'error.network',
  TIMEOUT: 'error.timeout',
  BAD_RESPONSE: 'error.server',
  UNKNOWN: 'error.unknown',
} as const satisfies Record<string, MessageId>;

/** A code the catalogue knows. */
export type KnownErrorCode = keyof typeof ERROR_CATALOGUE;

/** Tells whether a code is in the catalogue. */
export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The message to show for an error code; an unknown or missing code gives 'Unknown error'. */
export function errorMessageIdOf(code: string | null | undefined): MessageId {
  return code && isKnownErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE.UNKNOWN;
}

/**
 * The code to show for a failed call: a 5xx answer whose code the catalogue does not know is a
 * failure of the platform (INTERNAL_ERROR: 'Something went wrong on our side', with Try again),
 * never a bare 'Unknown error'.
 */
export function failureCodeOf(code: string | null | undefined, status: number | null | undefined): string | null {
  const known = code !== null && code !== undefined && isKnownErrorCode(code) && code !== 'UNKNOWN';
  return !known && status !== null && status !== undefined && status >= 500 ? 'INTERNAL_ERROR' : (code ?? null);
}

/** Codes by which the platform says the session is over: the app then forgets it (SPEC §4 'Logout'). */
export const SESSION_ENDING_CODES: readonly string[] = ['SESSION_EXPIRED', 'NOT_LOGGED_IN'];

/** Whether an error code means the session is over. */
export function endsSession(code: string | null | undefined): boolean {
  return code !== null && code !== undefined && SESSION_ENDING_CODES.includes(code);
}
