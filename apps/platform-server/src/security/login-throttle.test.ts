import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE_POLICY as P, decideLogin, requiresCaptcha, type FailureCounts } from './login-throttle';

const NOW = 1_700_000_000_000;
const counts = (accountFailures: number, addressFailures: number, pairFailures = 0, pairEndsAt: number | null = null): FailureCounts => ({
  accountFailures,
  addressFailures,
  pair: { failures: pairFailures, limitEndsAt: pairEndsAt },
  knownDevice: null,
});
const fromKnownDevice = (base: FailureCounts, failures: number, limitEndsAt: number | null = null): FailureCounts => ({
  ...base,
  knownDevice: { failures, limitEndsAt },
});

describe('decideLogin', () => {
  it('allows below every threshold', () => {
    expect(decideLogin(counts(P.accountCaptchaAfter - 1, P.addressCaptchaAfter - 1, P.pairRateLimitAfter - 1), NOW)).toEqual({ kind: 'allow' });
  });

  it('requires a captcha from the account or the address threshold on', () => {
    expect(decideLogin(counts(P.accountCaptchaAfter, 0), NOW)).toEqual({ kind: 'captcha' });
    expect(decideLogin(counts(0, P.addressCaptchaAfter), NOW)).toEqual({ kind: 'captcha' });
  });

  it('never refuses because of account failures or address failures alone', () => {
    for (const n of [10, 30, 1000, 1_000_000]) {
      expect(decideLogin(counts(n, 0), NOW).kind).toBe('captcha');
      expect(decideLogin(counts(0, n), NOW).kind).toBe('captcha');
      expect(decideLogin(counts(n, n, P.pairRateLimitAfter - 1), NOW).kind).toBe('captcha');
    }
  });

  it('refuses one account from one address at the pair limit, until the count drops', () => {
    const limited = (retryAfterMs: number) => ({ kind: 'rate-limited', retryAfterMs });
    expect(decideLogin(counts(10, 10, P.pairRateLimitAfter, NOW + 90_000), NOW)).toEqual(limited(90_000));
    expect(decideLogin(counts(10, 10, P.pairRateLimitAfter, null), NOW)).toEqual(limited(P.windowMs));
    expect(decideLogin(counts(10, 10, P.pairRateLimitAfter, NOW), NOW)).toEqual(limited(1000));
  });

  it('judges a known device by its own failures only', () => {
    const attacked = counts(1000, 1000, 1000, NOW + 60_000);
    expect(decideLogin(fromKnownDevice(attacked, 0), NOW)).toEqual({ kind: 'allow' });
    expect(decideLogin(fromKnownDevice(attacked, P.deviceCaptchaAfter), NOW)).toEqual({ kind: 'captcha' });
    expect(decideLogin(fromKnownDevice(counts(0, 0), P.deviceRateLimitAfter, NOW + 5000), NOW)).toEqual({ kind: 'rate-limited', retryAfterMs: 5000 });
  });

  it('takes a custom policy and says when the captcha is required', () => {
    const strict = { ...P, accountCaptchaAfter: 1 };
    expect(requiresCaptcha(decideLogin(counts(1, 0), NOW, strict))).toBe(true);
    expect(requiresCaptcha(decideLogin(counts(1, 0), NOW))).toBe(false);
  });
});
