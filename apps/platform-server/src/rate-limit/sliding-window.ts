/** How many hits a key may make within a window. */
export interface RateLimitPolicy {
  /** Hits allowed per window; at least 1. */
  readonly limit: number;
  /** Length of the sliding window, in milliseconds; at least 1. */
  readonly windowMs: number;
}

/** The limiter's answer for one key at one moment. */
export interface RateLimitDecision {
  /** Whether one more hit may be made now. */
  readonly allowed: boolean;
  /** 0 when allowed; otherwise the milliseconds until one more hit will be allowed. */
  readonly retryAfterMs: number;
  /** Hits still allowed now, before the next one is recorded (0 when refused). */
  readonly remaining: number;
}

/** Throws unless the policy has a positive integer limit and window. */
export function assertRateLimitPolicy(policy: RateLimitPolicy): void {
  if (!Number.isInteger(policy.limit) || policy.limit < 1) throw new RangeError(`limit must be a positive integer, got ${policy.limit}`);
  if (!Number.isInteger(policy.windowMs) || policy.windowMs < 1) {
    throw new RangeError(`windowMs must be a positive integer, got ${policy.windowMs}`);
  }
}

/**
 * Sliding-window-log decision, pure: a hit made at `t` counts while `now < t + windowMs` (hits
 * stamped after `now`, after a clock step back, count too). With `limit` or more hits counting,
 * the next hit is refused until enough of them leave the window for the count to drop below the
 * limit, i.e. until the limit-th most recent one expires. `hits` may hold any hits of the key,
 * in any order; at least the `limit` most recent ones are needed for an exact answer.
 */
export function decideSlidingWindow(hits: readonly number[], now: number, policy: RateLimitPolicy): RateLimitDecision {
  const counting = hits.filter((at) => at + policy.windowMs > now).sort((a, b) => b - a);
  if (counting.length < policy.limit) {
    return { allowed: true, retryAfterMs: 0, remaining: policy.limit - counting.length };
  }
  const blocking = counting[policy.limit - 1] ?? now;
  return { allowed: false, retryAfterMs: Math.max(1, blocking + policy.windowMs - now), remaining: 0 };
}
