/** Error codes the server answers with; the contract's ErrorCode enum lists the same, in this order. */
export const ERROR_CODES = [
  'NOT_LOGGED_IN',
  'SESSION_EXPIRED',
  'TRIAL_NOT_ALLOWED',
  'NO_PERMISSION',
  'LOGIN_FAILED',
  'CAPTCHA_REQUIRED',
  'VERIFICATION_CODE_ERROR',
  'VALIDATION_FAILED',
  'CONFIRMATION_MISMATCH',
  'SAME_PASSWORD',
  'OLD_PASSWORD_INCORRECT',
  'USERNAME_TAKEN',
  'INVALID_INVITATION_CODE',
  'REFERRER_LINK_ERROR',
  'USER_NOT_FOUND',
  'INSUFFICIENT_BALANCE',
  'AMOUNT_OUT_OF_RANGE',
  'PAYMENT_PASSWORD_INVALID',
  'IDEMPOTENCY_CONFLICT',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYOUT_ACCOUNT_LIMIT',
  'WITHDRAW_DAILY_COUNT',
  'WITHDRAW_DAILY_AMOUNT',
  'TURNOVER_NOT_MET',
  'ORDER_NOT_CANCELLABLE',
  'ALREADY_CLAIMED',
  'CONDITIONS_NOT_MET',
  'REWARD_EXPIRED',
  'CONTRACT_ANSWERED',
  'RG_LIMIT_REACHED',
  'RG_SESSION_LIMIT',
  'ACCOUNT_EXCLUDED',
  'URL_EMPTY',
  'ENCRYPTION_INVALID',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'SYSTEM_UPGRADING',
  'RATE_LIMITED',
  'MERCHANT_NOT_FOUND',
  'NOT_FOUND',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
] as const;

/** An error code of the contract. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A successful envelope around a value. */
export function ok<T>(value: T): { success: true; value: T; errorCode: null; message: null } {
  return { success: true, value, errorCode: null, message: null };
}

/** A failed envelope with a code and a message; `value` may carry details. */
export function fail(
  errorCode: ErrorCode,
  message: string,
  value: Record<string, unknown> | null = null,
): { success: false; value: Record<string, unknown> | null; errorCode: ErrorCode; message: string } {
  return { success: false, value, errorCode, message };
}

/** An error a route throws to answer with a failed envelope and an HTTP status (and response headers). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> | null = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/**
 * The one shape of a refusal by a rate limit: 429 RATE_LIMITED with `value.retryAfterSeconds`
 * (at least 1) and the same in a Retry-After header, plus any extra details.
 */
export function rateLimitedError(retryAfterMs: number, message: string, details: Record<string, unknown> = {}): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'RATE_LIMITED', message, { ...details, retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}
