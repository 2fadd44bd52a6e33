import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { KNOWN_DEVICE_TTL_MS, LoginAttemptTracker, normaliseUsername } from './login-attempt-tracker';
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
    expect(t.check(ALICE, NOW + P.windowMs - 1).kind).toBe('captcha');
    expect(t.check(ALICE, NOW + P.windowMs + 10).kind).toBe('allow');
  });

  it('clears the account on success, but not the address count', () => {
    const t = tracker();
    fail(t, ALICE, 3);
    t.recordSuccess(ALICE, NOW + 1);
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

  it('never refuses an address hammering many accounts: it only asks that address for a captcha', () => {
    const t = tracker();
    const hammer = (i: number) => ({ ...ALICE, username: `user${i}` });
    for (let i = 0; i < 200; i++) {
      const decision = t.recordFailure(hammer(i), NOW + i * 1000);
      expect(decision.kind).toBe(i + 1 >= P.addressCaptchaAfter ? 'captcha' : 'allow');
    }
    // The owner of another account behind the same address (a carrier NAT, a proxy) is not refused.
    expect(t.check(ALICE, NOW + 200_000)).toEqual({ kind: 'captcha' });
    // Everybody elsewhere is unaffected.
    expect(t.check({ ...hammer(5), address: '192.0.2.1' }, NOW + 200_000).kind).toBe('allow');
  });

  it('refuses brute force of one account from one address, until its failures age out', () => {
    const t = tracker();
    for (let i = 0; i < P.pairRateLimitAfter - 1; i++) expect(t.recordFailure(ALICE, NOW + i * 1000).kind).not.toBe('rate-limited');
    const last = NOW + (P.pairRateLimitAfter - 1) * 1000;
    expect(t.recordFailure(ALICE, last)).toEqual({ kind: 'rate-limited', retryAfterMs: P.windowMs - last + NOW });
    // The same account from elsewhere only needs a captcha; another account from here too (the address has 10 failures).
    expect(t.check({ ...ALICE, address: '192.0.2.1' }, last + 1)).toEqual({ kind: 'captcha' });
    expect(t.check({ ...ALICE, username: 'bob' }, last + 1)).toEqual({ kind: 'captcha' });
    // Once the oldest failure leaves the window the pair is below the limit again (captcha still).
    expect(t.check(ALICE, NOW + P.windowMs).kind).toBe('captcha');
  });

  it('counts an IPv6 /64 as one address', () => {
    const t = tracker();
    for (let i = 0; i < P.pairRateLimitAfter; i++) t.recordFailure({ ...ALICE, address: `2001:db8:1:2::${(i + 1).toString(16)}` }, NOW);
    expect(t.check({ ...ALICE, address: '2001:db8:1:2:ffff::1' }, NOW + 1).kind).toBe('rate-limited');
    expect(t.check({ ...ALICE, address: '2001:db8:1:3::1' }, NOW + 1).kind).toBe('captcha');
  });

  it('gives a device that logged in to the account a budget of its own', () => {
    const t = tracker();
    const phone = 'a'.repeat(64);
    const stranger = 'b'.repeat(64);
    t.recordSuccess({ ...ALICE, device: phone }, NOW);
    // The account is brute-forced from the owner's own address, by another device.
    for (let i = 0; i < 50; i++) t.recordFailure({ ...ALICE, device: stranger }, NOW + 1 + i);
    expect(t.check({ ...ALICE, device: stranger }, NOW + 100).kind).toBe('rate-limited');
    expect(t.check(ALICE, NOW + 100).kind).toBe('rate-limited');
    // The owner's phone still gets in, without even a captcha.
    expect(t.check({ ...ALICE, device: phone }, NOW + 100)).toEqual({ kind: 'allow' });
    // A stolen phone has its own limit: a captcha after 3 failures, refused after 10.
    for (let i = 0; i < P.deviceCaptchaAfter; i++) t.recordFailure({ ...ALICE, device: phone }, NOW + 200 + i);
    expect(t.check({ ...ALICE, device: phone }, NOW + 300).kind).toBe('captcha');
    for (let i = P.deviceCaptchaAfter; i < P.deviceRateLimitAfter; i++) t.recordFailure({ ...ALICE, device: phone }, NOW + 200 + i);
    expect(t.check({ ...ALICE, device: phone }, NOW + 300).kind).toBe('rate-limited');
    // A device is known to the accounts it logged in to only (bob's login from here needs the address's captcha), and for 90 days.
    expect(t.check({ ...ALICE, username: 'bob', device: phone }, NOW + 300).kind).toBe('captcha');
    expect(t.check({ ...ALICE, address: '192.0.2.1', device: phone }, NOW + KNOWN_DEVICE_TTL_MS + 1).kind).toBe('allow');
    t.recordFailure({ ...ALICE, device: stranger }, NOW + KNOWN_DEVICE_TTL_MS + 2);
    expect(t.check({ ...ALICE, device: phone }, NOW + KNOWN_DEVICE_TTL_MS + 3).kind).toBe('allow');
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

  it('does not count an attempt refused by the pair limit', () => {
    const t = tracker();
    for (let i = 0; i < P.pairRateLimitAfter; i++) t.recordFailure(ALICE, NOW);
    const refused = t.begin(ALICE, NOW + 1);
    expect(refused.decision.kind).toBe('rate-limited');
    expect(refused.failureId).toBeNull();
    expect(t.purgeExpired(NOW + P.windowMs + 1)).toBe(P.pairRateLimitAfter);
  });

  it('deletes the row of a successful attempt: a success counts neither for the address nor the account', () => {
    const t = tracker();
    fail(t, { ...ALICE, username: 'carol' }, P.addressCaptchaAfter - 1);
    const success = t.begin(ALICE, NOW + 100);
    expect(success.decision.kind).toBe('allow');
    expect(t.check({ ...ALICE, username: 'dave' }, NOW + 100).kind).toBe('captcha');
    t.recordSuccess(ALICE, NOW + 100, success.failureId);
    expect(t.check({ ...ALICE, username: 'dave' }, NOW + 101).kind).toBe('allow');
    expect(t.purgeExpired(NOW + P.windowMs + 200)).toBe(P.addressCaptchaAfter - 1);
  });

  it('purges failures older than both windows', () => {
    const t = tracker();
    fail(t, ALICE, 3);
    expect(t.purgeExpired(NOW + P.windowMs - 1)).toBe(0);
    expect(t.purgeExpired(NOW + P.windowMs + 10)).toBe(3);
  });
});
