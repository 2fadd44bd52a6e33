import type { Db } from '../db/open-database';
import { clientAddressKey } from './client-address';
import { DEFAULT_LOGIN_THROTTLE_POLICY, decideLogin, type LimitedCount, type LoginDecision, type LoginThrottlePolicy } from './login-throttle';

/**
 * Who is trying to log in: the merchant, the username as typed, the client address (as the
 * trusted proxies report it) and the device key (`deviceKeyOf`, null without a Device-Id).
 */
export interface LoginAttempt {
  readonly merchantCode: string;
  readonly username: string;
  readonly address: string;
  readonly device?: string | null;
}

/** How long a device that logged in to an account keeps its own budget: 90 days from its last login. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;

/** The account key: usernames are counted trimmed and lower-cased (at most 128 characters). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase().slice(0, 128);
}

/** The decision for one attempt and the failure row that already counts it (null when refused). */
export interface BegunLogin {
  readonly decision: LoginDecision;
  readonly failureId: number | null;
}

/** Counts failures matching a WHERE clause since a time. */
function failureCounter<P extends unknown[]>(db: Db, where: string) {
  const count = db.prepare<[...P, number], { n: number }>(`SELECT count(*) AS n FROM login_failure WHERE ${where} AND failed_at > ?`);
  return (params: P, since: number): number => count.get(...params, since)?.n ?? 0;
}

/** Counts failures matching a WHERE clause since a time, and finds when a count at its limit drops. */
function limitedCounter<P extends unknown[]>(db: Db, where: string) {
  const count = failureCounter<P>(db, where);
  const nth = db.prepare<[...P, number, number], { failed_at: number }>(
    `SELECT failed_at FROM login_failure WHERE ${where} AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?`,
  );
  return (params: P, since: number, limit: number, windowMs: number): LimitedCount => {
    const failures = count(params, since);
    if (failures < limit) return { failures, limitEndsAt: null };
    // The limit-th most recent failure: when it leaves the window the count drops below the limit.
    const row = nth.get(...params, since, limit - 1);
    return { failures, limitEndsAt: row ? row.failed_at + windowMs : null };
  };
}

/**
 * Stores failed logins (`login_failure`) and the devices that logged in (`known_login_device`),
 * and turns them into decisions with `decideLogin`. A success stops the account's failures from
 * counting against the account, its pairs and its devices (they still count for their address).
 *
 * Intended flow: `begin` first, before anything is awaited: it decides from the earlier failures
 * and, unless refused (429), already counts this attempt as a failure, so parallel attempts each
 * see the ones before them. Captcha → verify it before the password, and `forget` the attempt
 * when the captcha is refused. On a wrong password the row stays (`check` then says whether the
 * error carries `value.captcha = true`); on success `recordSuccess` with the row's id.
 */
export class LoginAttemptTracker {
  private readonly accountCount;
  private readonly addressCount;
  private readonly pairCount;
  private readonly deviceCount;
  private readonly knownDevice;
  private readonly rememberDevice;
  private readonly insert;
  private readonly remove;
  private readonly clear;
  private readonly purge;
  private readonly purgeDevices;

  constructor(
    private readonly db: Db,
    private readonly policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE_POLICY,
  ) {
    const account = 'merchant_code = ? AND username = ? AND account_cleared = 0';
    this.accountCount = failureCounter<[string, string]>(db, account);
    this.addressCount = failureCounter<[string]>(db, 'address = ?');
    this.pairCount = limitedCounter<[string, string, string]>(db, `${account} AND address = ?`);
    this.deviceCount = limitedCounter<[string, string, string]>(db, `${account} AND device = ?`);
    this.knownDevice = db.prepare<[string, string, string, number], { n: number }>(
      'SELECT count(*) AS n FROM known_login_device WHERE merchant_code = ? AND username = ? AND device = ? AND last_login_at > ?',
    );
    this.rememberDevice = db.prepare<[string, string, string, number]>(
      `INSERT INTO known_login_device (merchant_code, username, device, last_login_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (merchant_code, username, device) DO UPDATE SET last_login_at = excluded.last_login_at`,
    );
    this.insert = db.prepare<[string, string, string, string | null, number], { id: number }>(
      'INSERT INTO login_failure (merchant_code, username, address, device, failed_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    );
    this.remove = db.prepare<[number]>('DELETE FROM login_failure WHERE id = ?');
    this.clear = db.prepare<[string, string]>(
      'UPDATE login_failure SET account_cleared = 1 WHERE merchant_code = ? AND username = ? AND account_cleared = 0',
    );
    this.purge = db.prepare<[number]>('DELETE FROM login_failure WHERE failed_at <= ?');
    this.purgeDevices = db.prepare<[number]>('DELETE FROM known_login_device WHERE last_login_at <= ?');
  }

  /** The decision for an attempt at time `now`, before its password is checked. */
  check(attempt: LoginAttempt, now: number): LoginDecision {
    const username = normaliseUsername(attempt.username);
    const address = clientAddressKey(attempt.address);
    const since = now - this.policy.windowMs;
    const { windowMs } = this.policy;
    const known = this.isKnownDevice(attempt, now);
    return decideLogin(
      {
        accountFailures: this.accountCount([attempt.merchantCode, username], since),
        addressFailures: this.addressCount([address], since),
        pair: this.pairCount([attempt.merchantCode, username, address], since, this.policy.pairRateLimitAfter, windowMs),
        knownDevice:
          known && attempt.device ? this.deviceCount([attempt.merchantCode, username, attempt.device], since, this.policy.deviceRateLimitAfter, windowMs) : null,
      },
      now,
      this.policy,
    );
  }

  /**
   * Starts an attempt in one synchronous step: the decision from the failures before it and,
   * unless it is refused, a failure row counting it from now on (its id, for `recordSuccess` or
   * `forget`). Call it before awaiting the password check.
   */
  begin(attempt: LoginAttempt, now: number): BegunLogin {
    return this.db.transaction((): BegunLogin => {
      const decision = this.check(attempt, now);
      if (decision.kind === 'rate-limited') return { decision, failureId: null };
      return { decision, failureId: this.insertFailure(attempt, now) };
    })();
  }

  /** Takes back an attempt counted by `begin` that was refused before its password was checked. */
  forget(failureId: number | null): void {
    if (failureId !== null) this.remove.run(failureId);
  }

  /** Records a failed login at `now` (dropping expired rows) and returns the decision for the next attempt. */
  recordFailure(attempt: LoginAttempt, now: number): LoginDecision {
    this.insertFailure(attempt, now);
    return this.check(attempt, now);
  }

  /**
   * Records a successful login at `now`: the attempt's own row (from `begin`) is deleted, so a
   * success never counts for the address; the account's failures no longer count against the
   * account; and the attempt's device, if any, becomes a known device of the account.
   */
  recordSuccess(attempt: Omit<LoginAttempt, 'address'>, now: number, failureId: number | null = null): void {
    const username = normaliseUsername(attempt.username);
    this.db.transaction(() => {
      this.forget(failureId);
      this.clear.run(attempt.merchantCode, username);
      if (attempt.device) this.rememberDevice.run(attempt.merchantCode, username, attempt.device, now);
    })();
  }

  private isKnownDevice(attempt: LoginAttempt, now: number): boolean {
    if (!attempt.device) return false;
    const row = this.knownDevice.get(attempt.merchantCode, normaliseUsername(attempt.username), attempt.device, now - KNOWN_DEVICE_TTL_MS);
    return (row?.n ?? 0) > 0;
  }

  private insertFailure(attempt: LoginAttempt, now: number): number {
    this.purgeExpired(now);
    const row = this.insert.get(attempt.merchantCode, normaliseUsername(attempt.username), clientAddressKey(attempt.address), attempt.device ?? null, now);
    if (!row) throw new Error('the login failure was not written');
    return row.id;
  }

  /** Deletes failures older than the window and devices not seen for 90 days; returns how many failures went. */
  purgeExpired(now: number): number {
    this.purgeDevices.run(now - KNOWN_DEVICE_TTL_MS);
    return this.purge.run(now - this.policy.windowMs).changes;
  }
}
