import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/envelope';
import type { RateLimitDecision } from '../../rate-limit/sliding-window';

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
