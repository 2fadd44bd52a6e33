import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE_POLICY as P, decideLogin, requiresCaptcha } from './login-throttle';

const NOW = 1_700_000_000_000;
const counts = (accountFailures: number, addressFailures: number, addressLimitEndsAt: number | null = null) => ({
  accountFailures,
  addressFailures,
  addressLimitEndsAt,
});

describe('decideLogin', () => {
  it('allows below every threshold', () => {
    expect(decideLogin(counts(P.accountCaptchaAfter - 1, P.addressCaptchaAfter - 1), NOW)).toEqual({ kind: 'allow' });
  });

  it('requires a captcha from the account or the address threshold on', () => {
    expect(decideLogin(counts(P.accountCaptchaAfter, 0), NOW)).toEqual({ kind: 'captcha' });
    expect(decideLogin(counts(0, P.addressCaptchaAfter), NOW)).toEqual({ kind: 'captcha' });
  });

  it('never refuses because of account failures alone', () => {
    for (const n of [3, 30, 1000, 1_000_000]) expect(decideLogin(counts(n, 0), NOW).kind).toBe('captcha');
  });

  it('rate-limits an address at its limit until the count drops', () => {
    const limited = (retryAfterMs: number) => ({ kind: 'rate-limited', retryAfterMs });
    expect(decideLogin(counts(0, P.addressRateLimitAfter, NOW + 90_000), NOW)).toEqual(limited(90_000));
    expect(decideLogin(counts(0, P.addressRateLimitAfter, null), NOW)).toEqual(limited(P.addressWindowMs));
    expect(decideLogin(counts(0, P.addressRateLimitAfter, NOW), NOW)).toEqual(limited(1000));
  });

  it('takes a custom policy and says when the captcha is required', () => {
    const strict = { ...P, accountCaptchaAfter: 1 };
    expect(requiresCaptcha(decideLogin(counts(1, 0), NOW, strict))).toBe(true);
    expect(requiresCaptcha(decideLogin(counts(1, 0), NOW))).toBe(false);
  });
});
