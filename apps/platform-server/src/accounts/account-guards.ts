import type { FastifyRequest } from 'fastify';
import { ApiError, rateLimitedError } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import type { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { validationFailed, type FieldProblem } from '../http/validation-failed';
import { clientAddressKey } from '../security/client-address';
import { requireCaptcha, type CaptchaAnswer } from '../security/require-captcha';
import { MESSAGE_KEYS } from './registration-rules';

/** The key under which a client's calls are counted (an IPv6 client by its /64). */
export function clientKey(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
}

/** The message of the account calls' 429 RATE_LIMITED refusals. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts, please wait a moment and try again';

/** Counts one call of `key`, refusing it with 429 RATE_LIMITED when the limiter's window is full. */
export function consumeOrRefuse(limiter: SqliteRateLimiter, key: string, now: number): void {
  const decision = limiter.consume(key, now);
  if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, TOO_MANY_ATTEMPTS);
}

/** Refuses with 429 RATE_LIMITED when the limiter's window for `key` is full, without counting. */
export function refuseWhenFull(limiter: SqliteRateLimiter, key: string, now: number): void {
  const decision = limiter.check(key, now);
  if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, TOO_MANY_ATTEMPTS);
}

/** Throws 400 VALIDATION_FAILED listing the fields, when there are any. */
export function refuseFields(problems: readonly FieldProblem[]): void {
  if (problems.length > 0) {
    throw validationFailed(problems, 'Account, password and e-mail format incorrect');
  }
}

/** Throws 400 CONFIRMATION_MISMATCH unless the confirmation equals the password. */
export function requireConfirmation(password: string, confirmation: string, field: string): void {
  if (password !== confirmation) {
    throw new ApiError(400, 'CONFIRMATION_MISMATCH', 'Confirmation password not matched', {
      fields: [{ field, messageKey: MESSAGE_KEYS.confirmMismatch }],
    });
  }
}

/**
 * Checks a form's captcha when the merchant's rules require one (see `requireCaptcha`), naming the
 * captcha field in `value.fields`.
 */
export function requireFormCaptcha(context: PlatformContext, required: boolean, answer: CaptchaAnswer): void {
  if (required) requireCaptcha(context, answer, context.now(), { fields: [{ field: 'captcha', messageKey: MESSAGE_KEYS.captcha }] });
}

/** 400 VERIFICATION_CODE_ERROR for a wrong, used or expired SMS code or reset token. */
export function verificationCodeError(field = 'verificationCode'): ApiError {
  return new ApiError(400, 'VERIFICATION_CODE_ERROR', 'Verification code error', {
    fields: [{ field, messageKey: MESSAGE_KEYS.verificationCode }],
  });
}

/** The bare session token of the request (the session hook already proved it valid). */
export function sessionTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}
