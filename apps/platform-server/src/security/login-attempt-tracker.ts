import type { Db } from '../db/open-database';
import { clientAddressKey } from './client-address';
import { DEFAULT_LOGIN_THROTTLE_POLICY, decideLogin, type LoginDecision, type LoginThrottlePolicy } from './login-throttle';

/** Who is trying to log in: the merchant, the username as typed and the client address. */
export interface LoginAttempt {
  readonly merchantCode: string;
  readonly username: string;
  readonly address: string;
}

/** The account key: usernames are counted trimmed and lower-cased (at most 128 characters). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase().slice(0, 128);
}

/** The decision for one attempt and the failure row that already counts it (null when refused). */
export interface BegunLogin {
  readonly decision: LoginDecision;
  readonly failureId: number | null;
}

/**
 * Stores failed logins (`login_failure`) and turns them into decisions with `decideLogin`. Failures
 * are counted per (merchant, username) and per client address key; a success stops the account's
 * failures from counting for the account (they still count for their address).
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
  private readonly addressNth;
  private readonly insert;
  private readonly remove;
  private readonly clear;
  private readonly purge;

  constructor(
    private readonly db: Db,
    private readonly policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE_POLICY,
  ) {
    this.accountCount = db.prepare<[string, string, number], { n: number }>(
      'SELECT count(*) AS n FROM login_failure WHERE merchant_code = ? AND username = ? AND failed_at > ? AND account_cleared = 0',
    );
    this.addressCount = db.prepare<[string, number], { n: number }>(
      'SELECT count(*) AS n FROM login_failure WHERE address = ? AND failed_at > ?',
    );
    this.addressNth = db.prepare<[string, number, number], { failed_at: number }>(
      'SELECT failed_at FROM login_failure WHERE address = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?',
    );
    this.insert = db.prepare<[string, string, string, number], { id: number }>(
      'INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES (?, ?, ?, ?) RETURNING id',
    );
    this.remove = db.prepare<[number]>('DELETE FROM login_failure WHERE id = ?');
    this.clear = db.prepare<[string, string]>(
      'UPDATE login_failure SET account_cleared = 1 WHERE merchant_code = ? AND username = ? AND account_cleared = 0',
    );
    this.purge = db.prepare<[number]>('DELETE FROM login_failure WHERE failed_at <= ?');
  }

  /** The decision for an attempt at time `now`, before its password is checked. */
  check(attempt: LoginAttempt, now: number): LoginDecision {
    const username = normaliseUsername(attempt.username);
    const address = clientAddressKey(attempt.address);
    const accountSince = now - this.policy.accountWindowMs;
    const addressSince = now - this.policy.addressWindowMs;
    const accountFailures = this.accountCount.get(attempt.merchantCode, username, accountSince)?.n ?? 0;
    const addressFailures = this.addressCount.get(address, addressSince)?.n ?? 0;
    let addressLimitEndsAt: number | null = null;
    if (addressFailures >= this.policy.addressRateLimitAfter) {
      // The limit-th most recent failure: when it leaves the window the count drops below the limit.
      const nth = this.addressNth.get(address, addressSince, this.policy.addressRateLimitAfter - 1);
      addressLimitEndsAt = nth ? nth.failed_at + this.policy.addressWindowMs : null;
    }
    return decideLogin({ accountFailures, addressFailures, addressLimitEndsAt }, now, this.policy);
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
   * Records a successful login: the attempt's own row (from `begin`) is deleted, so a success
   * never counts for the address, and the account's failures no longer count against the account.
   */
  recordSuccess(attempt: Pick<LoginAttempt, 'merchantCode' | 'username'>, failureId: number | null = null): void {
    this.db.transaction(() => {
      this.forget(failureId);
      this.clear.run(attempt.merchantCode, normaliseUsername(attempt.username));
    })();
  }

  private insertFailure(attempt: LoginAttempt, now: number): number {
    this.purgeExpired(now);
    const row = this.insert.get(attempt.merchantCode, normaliseUsername(attempt.username), clientAddressKey(attempt.address), now);
    if (!row) throw new Error('the login failure was not written');
    return row.id;
  }

  /** Deletes failures older than both windows; returns how many. */
  purgeExpired(now: number): number {
    return this.purge.run(now - Math.max(this.policy.accountWindowMs, this.policy.addressWindowMs)).changes;
  }
}
