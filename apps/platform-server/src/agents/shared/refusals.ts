import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/envelope';
import type { RateLimitDecision } from '../../rate-limit/sliding-window';

/** One field that breaks its rule, as `value.fields` of VALIDATION_FAILED lists it. */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** 400 VALIDATION_FAILED listing the fields that break their rules (`value.fields`). */
export function validationFailed(fields: readonly FieldProblem[]): ApiError {
  const message = fields.map((problem) => problem.message).join('; ') || 'Some fields are not valid';
  return new ApiError(400, 'VALIDATION_FAILED', message, { fields });
}

/** 429 RATE_LIMITED with `value.retryAfterSeconds` and the Retry-After header. */
export function rateLimited(reply: FastifyReply, decision: RateLimitDecision, message = 'Too many attempts, please try again later'): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, 'RATE_LIMITED', message, { retryAfterSeconds });
}

/** 404 NOT_FOUND for a thing that does not exist or is not the caller's (the same answer for both). */
export function notFound(what: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} does not exist`);
}
