/** Limits of login throttling; counts are of failed logins inside a sliding window. */
export interface LoginThrottlePolicy {
  /** Window of the per-account count (ms). */
  readonly accountWindowMs: number;
  /** Failures of one account after which a captcha is required (never a lock-out). */
  readonly accountCaptchaAfter: number;
  /** Window of the per-address count (ms). */
  readonly addressWindowMs: number;
  /** Failures from one address after which a captcha is required for any account. */
  readonly addressCaptchaAfter: number;
  /** Failures from one address after which it is refused (429) until the count falls below this. */
  readonly addressRateLimitAfter: number;
}

/** Defaults: captcha after 3 failures of an account or 10 of an address in 15 min; 429 after 30 of an address. */
export const DEFAULT_LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  accountWindowMs: 15 * 60_000,
  accountCaptchaAfter: 3,
  addressWindowMs: 15 * 60_000,
  addressCaptchaAfter: 10,
  addressRateLimitAfter: 30,
};

/** Recent failure counts, plus when the address count drops below the rate limit (null when it is below). */
export interface FailureCounts {
  readonly accountFailures: number;
  readonly addressFailures: number;
  /** Ms timestamp at which the oldest failure that keeps the address at the limit leaves the window. */
  readonly addressLimitEndsAt: number | null;
}

/**
 * What to do with a login attempt: go ahead; go ahead only with a correct captcha (the error then
 * carries `value.captcha = true`); or refuse without checking the password (429, Retry-After).
 */
export type LoginDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'captcha' }
  | { readonly kind: 'rate-limited'; readonly retryAfterMs: number };

/**
 * Decides from failure counts. Only the address's own failures can lead to a refusal; failures
 * against an account, wherever they come from, only ever require a captcha.
 */
export function decideLogin(counts: FailureCounts, now: number, policy = DEFAULT_LOGIN_THROTTLE_POLICY): LoginDecision {
  if (counts.addressFailures >= policy.addressRateLimitAfter) {
    const endsAt = counts.addressLimitEndsAt ?? now + policy.addressWindowMs;
    return { kind: 'rate-limited', retryAfterMs: Math.max(1000, endsAt - now) };
  }
  if (counts.accountFailures >= policy.accountCaptchaAfter || counts.addressFailures >= policy.addressCaptchaAfter) {
    return { kind: 'captcha' };
  }
  return { kind: 'allow' };
}

/** Whether a decision requires the captcha (the value to send as `value.captcha`). */
export function requiresCaptcha(decision: LoginDecision): boolean {
  return decision.kind === 'captcha';
}
