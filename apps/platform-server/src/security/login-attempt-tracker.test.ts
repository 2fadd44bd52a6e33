import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { LoginAttemptTracker, normaliseUsername } from './login-attempt-tracker';
import { DEFAULT_LOGIN_THROTTLE_POLICY as P } from './login-throttle';

const NOW = 1_700_000_000_000;
const ALICE = { merchantCode: 'aurora', username: 'alice', address: '198.51.100.1' };

function tracker(): LoginAttemptTracker {
  const db = openDatabase(':memory:');
  migrate(db);
  return new LoginAttemptTracker(db);
}

function fail(t: LoginAttemptTracker, attempt: typeof ALICE, times: number, at = NOW) {
  let decision = t.check(attempt, at);
  for (let i = 0; i < times; i++) decision = t.recordFailure(attempt, at + i);
  return decision;
}

describe('LoginAttemptTracker', () => {
  it('requires a captcha after 3 recent failures of an account, and only for that account', () => {
    const t = tracker();
    expect(fail(t, ALICE, 2)).toEqual({ kind: 'allow' });
    expect(t.recordFailure(ALICE, NOW + 10)).toEqual({ kind: 'captcha' });
    expect(t.check({ ...ALICE, username: 'bob' }, NOW + 11).kind).toBe('allow');
    expect(t.check({ ...ALICE, merchantCode: 'ember' }, NOW + 11).kind).toBe('allow');
  });

  it('counts usernames trimmed and case-insensitively', () => {
    const t = tracker();
    for (const username of ['Alice', ' alice ', 'ALICE']) t.recordFailure({ ...ALICE, username }, NOW);
    expect(t.check(ALICE, NOW).kind).toBe('captcha');
    expect(normaliseUsername('  MiXed ')).toBe('mixed');
  });

  it('forgets failures once they leave the window', () => {
    const t = tracker();
    fail(t, ALICE, 3);
    expect(t.check(ALICE, NOW + P.accountWindowMs - 1).kind).toBe('captcha');
    expect(t.check(ALICE, NOW + P.accountWindowMs + 10).kind).toBe('allow');
  });

  it('clears the account on success, but not the address count', () => {
    const t = tracker();
    fail(t, ALICE, 3);
    t.recordSuccess(ALICE);
    expect(t.check({ ...ALICE, address: '192.0.2.9' }, NOW + 5).kind).toBe('allow');
    fail(t, { ...ALICE, username: 'carol' }, P.addressCaptchaAfter - 3, NOW + 10);
    expect(t.check({ ...ALICE, username: 'dave' }, NOW + 100).kind).toBe('captcha');
  });

  it('never locks out an account attacked from many addresses: the owner only gets a captcha', () => {
    const t = tracker();
    for (let i = 0; i < 500; i++) {
      const decision = t.recordFailure({ ...ALICE, address: `10.${i >> 8}.${i & 255}.1` }, NOW + i);
      if (i >= 2) expect(decision).toEqual({ kind: 'captcha' });
    }
    expect(t.check({ ...ALICE, address: '203.0.113.50' }, NOW + 600)).toEqual({ kind: 'captcha' });
  });

  it('rate-limits one address hammering many accounts, until its failures age out', () => {
    const t = tracker();
    const hammer = (i: number) => ({ ...ALICE, username: `user${i}` });
    for (let i = 0; i < P.addressRateLimitAfter - 1; i++) {
      const decision = t.recordFailure(hammer(i), NOW + i * 1000);
      expect(decision.kind).toBe(i + 1 >= P.addressCaptchaAfter ? 'captcha' : 'allow');
    }
    const last = NOW + (P.addressRateLimitAfter - 1) * 1000;
    expect(t.recordFailure(hammer(999), last)).toEqual({ kind: 'rate-limited', retryAfterMs: P.addressWindowMs - last + NOW });
    expect(t.check(hammer(1000), last + 1).kind).toBe('rate-limited');
    // The victims and everybody else are unaffected.
    expect(t.check({ ...hammer(5), address: '192.0.2.1' }, last + 1).kind).toBe('allow');
    // Once the oldest failure leaves the window the address is below the limit again (captcha still).
    expect(t.check(hammer(1000), NOW + P.addressWindowMs).kind).toBe('captcha');
  });

  it('counts an IPv6 /64 as one address', () => {
    const t = tracker();
    for (let i = 0; i < P.addressRateLimitAfter; i++) {
      t.recordFailure({ ...ALICE, username: `u${i}`, address: `2001:db8:1:2::${(i + 1).toString(16)}` }, NOW);
    }
    expect(t.check({ ...ALICE, address: '2001:db8:1:2:ffff::1' }, NOW + 1).kind).toBe('rate-limited');
    expect(t.check({ ...ALICE, address: '2001:db8:1:3::1' }, NOW + 1).kind).toBe('allow');
  });

  it('begins an attempt in one step: decided from the failures before it, and already counted', () => {
    const t = tracker();
    const begun = [0, 1, 2, 3, 4].map((i) => t.begin(ALICE, NOW + i));
    expect(begun.map((b) => b.decision.kind)).toEqual(['allow', 'allow', 'allow', 'captcha', 'captcha']);
    expect(new Set(begun.map((b) => b.failureId)).size).toBe(5);
    // An attempt refused before its password (e.g. a wrong captcha) is taken back.
    for (const b of begun.slice(3)) t.forget(b.failureId);
    expect(t.begin({ ...ALICE, username: 'bob' }, NOW + 10).decision.kind).toBe('allow');
    expect(t.check(ALICE, NOW + 10).kind).toBe('captcha');
  });

  it('does not count an attempt refused by the address limit', () => {
    const t = tracker();
    for (let i = 0; i < P.addressRateLimitAfter; i++) t.recordFailure({ ...ALICE, username: `u${i}` }, NOW);
    const refused = t.begin(ALICE, NOW + 1);
    expect(refused.decision.kind).toBe('rate-limited');
    expect(refused.failureId).toBeNull();
    expect(t.purgeExpired(NOW + P.addressWindowMs + 1)).toBe(P.addressRateLimitAfter);
  });

  it('deletes the row of a successful attempt: a success counts neither for the address nor the account', () => {
    const t = tracker();
    fail(t, { ...ALICE, username: 'carol' }, P.addressCaptchaAfter - 1);
    const success = t.begin(ALICE, NOW + 100);
    expect(success.decision.kind).toBe('allow');
    expect(t.check({ ...ALICE, username: 'dave' }, NOW + 100).kind).toBe('captcha');
    t.recordSuccess(ALICE, success.failureId);
    expect(t.check({ ...ALICE, username: 'dave' }, NOW + 101).kind).toBe('allow');
    expect(t.purgeExpired(NOW + P.addressWindowMs + 200)).toBe(P.addressCaptchaAfter - 1);
  });

  it('purges failures older than both windows', () => {
    const t = tracker();
    fail(t, ALICE, 3);
    expect(t.purgeExpired(NOW + P.accountWindowMs - 1)).toBe(0);
    expect(t.purgeExpired(NOW + P.accountWindowMs + 10)).toBe(3);
  });
});
