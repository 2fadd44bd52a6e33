/**
 * Limits of login throttling; counts are of failed logins inside a sliding window.
 *
 * Design (stated in the server's README): nothing an attacker does can refuse the owner of an
 * account who has the right password. Failures of an account, wherever they come from, and
 * failures from an address, whichever accounts they tried, only ever ask for a captcha. The only
 * refusals (429) are for one account from one address (brute force of that account from there) and
 * for one account from one known device; a device that has logged in to the account before keeps
 * its own budget, so the owner's phone still gets in while the account is attacked from the
 * owner's own carrier NAT.
 */
export interface LoginThrottlePolicy {
  /** Window of every count (ms). */
  readonly windowMs: number;
  /** Failures of one account (from any unknown device) after which a captcha is required. */
  readonly accountCaptchaAfter: number;
  /** Failures from one address (any account) after which a captcha is required for any account. */
  readonly addressCaptchaAfter: number;
  /** Failures of one account from one address after which that pair is refused (429). */
  readonly pairRateLimitAfter: number;
  /** Failures of one account from one of its known devices after which that device needs a captcha. */
  readonly deviceCaptchaAfter: number;
  /** Failures of one account from one of its known devices after which that device is refused (429). */
  readonly deviceRateLimitAfter: number;
}

/** Defaults: captcha after 3 failures of an account or 10 of an address in 15 min; 429 after 10 of an account from one address or one known device. */
export const DEFAULT_LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  windowMs: 15 * 60_000,
  accountCaptchaAfter: 3,
  addressCaptchaAfter: 10,
  pairRateLimitAfter: 10,
  deviceCaptchaAfter: 3,
  deviceRateLimitAfter: 10,
};

/** A recent failure count, and when it drops below its refusal limit (null while it is below). */
export interface LimitedCount {
  readonly failures: number;
  /** Ms timestamp at which the oldest failure that keeps the count at its limit leaves the window. */
  readonly limitEndsAt: number | null;
}

/**
 * The recent failures an attempt is judged by. `knownDevice` is set when the attempt comes from a
 * device that has logged in to the account before: its own failures with the account then decide,
 * and nothing else does.
 */
export interface FailureCounts {
  readonly accountFailures: number;
  readonly addressFailures: number;
  /** Failures of this account from this address. */
  readonly pair: LimitedCount;
  /** Failures of this account from this device, when the device is known to the account. */
  readonly knownDevice: LimitedCount | null;
}

/**
 * What to do with a login attempt: go ahead; go ahead only with a correct captcha (the error then
 * carries `value.captcha = true`); or refuse without checking the password (429, Retry-After).
 */
export type LoginDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'captcha' }
  | { readonly kind: 'rate-limited'; readonly retryAfterMs: number };

function refusedUntil(count: LimitedCount, now: number, policy: LoginThrottlePolicy): LoginDecision {
  const endsAt = count.limitEndsAt ?? now + policy.windowMs;
  return { kind: 'rate-limited', retryAfterMs: Math.max(1000, endsAt - now) };
}

/** Decides from failure counts (see the policy's design note). */
export function decideLogin(counts: FailureCounts, now: number, policy = DEFAULT_LOGIN_THROTTLE_POLICY): LoginDecision {
  if (counts.knownDevice) {
    const { failures } = counts.knownDevice;
    if (failures >= policy.deviceRateLimitAfter) return refusedUntil(counts.knownDevice, now, policy);
    return failures >= policy.deviceCaptchaAfter ? { kind: 'captcha' } : { kind: 'allow' };
  }
  if (counts.pair.failures >= policy.pairRateLimitAfter) return refusedUntil(counts.pair, now, policy);
  if (counts.accountFailures >= policy.accountCaptchaAfter || counts.addressFailures >= policy.addressCaptchaAfter) {
    return { kind: 'captcha' };
  }
  return { kind: 'allow' };
}

/** Whether a decision requires the captcha (the value to send as `value.captcha`). */
export function requiresCaptcha(decision: LoginDecision): boolean {
  return decision.kind === 'captcha';
}
