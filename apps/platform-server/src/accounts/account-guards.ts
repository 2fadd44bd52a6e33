import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import type { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { validationFailed, type FieldProblem } from '../http/validation-failed';
import { clientAddressKey } from '../security/client-address';
import { MESSAGE_KEYS } from './registration-rules';

/** The key under which a client's calls are counted (an IPv6 client by its /64). */
export function clientKey(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
}

/** Throws 429 RATE_LIMITED with `value.retryAfterSeconds` and a Retry-After header. */
export function rateLimited(reply: FastifyReply, retryAfterMs: number, extra: Record<string, unknown> = {}): never {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header('retry-after', String(retryAfterSeconds));
  throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts, please wait a moment and try again', { retryAfterSeconds, ...extra });
}

/** Counts one call of `key`, refusing it with 429 when the limiter's window is full. */
export function consumeOrRefuse(limiter: SqliteRateLimiter, key: string, now: number, reply: FastifyReply): void {
  const decision = limiter.consume(key, now);
  if (!decision.allowed) rateLimited(reply, decision.retryAfterMs);
}

/** Refuses with 429 when the limiter's window for `key` is full, without counting. */
export function refuseWhenFull(limiter: SqliteRateLimiter, key: string, now: number, reply: FastifyReply): void {
  const decision = limiter.check(key, now);
  if (!decision.allowed) rateLimited(reply, decision.retryAfterMs);
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
 * Checks a captcha answer when one is required: none given is 400 CAPTCHA_REQUIRED, a wrong, used
 * or expired one 400 VERIFICATION_CODE_ERROR (both with `value.captcha: true`). Uses the challenge up.
 */
export function requireCaptcha(
  context: PlatformContext,
  required: boolean,
  answer: { readonly captchaId?: string | undefined; readonly captcha?: string | undefined },
): void {
  if (!required) return;
  const fields = [{ field: 'captcha', messageKey: MESSAGE_KEYS.captcha }];
  if (!answer.captchaId || !answer.captcha?.trim()) {
    throw new ApiError(400, 'CAPTCHA_REQUIRED', 'Please enter the code', { captcha: true, fields });
  }
  if (!context.captchas.verify(answer.captchaId, answer.captcha, context.now())) {
    throw new ApiError(400, 'VERIFICATION_CODE_ERROR', 'Verification code error', { captcha: true, fields });
  }
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
