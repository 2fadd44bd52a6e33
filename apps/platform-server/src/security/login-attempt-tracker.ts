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

/**
 * Stores failed logins (`login_failure`) and turns them into decisions with `decideLogin`. Failures
 * are counted per (merchant, username) and per client address key; a success stops the account's
 * failures from counting for the account (they still count for their address).
 *
 * Intended flow: `check` first (rate-limited → 429; captcha → verify it before the password);
 * on a wrong password `recordFailure`, whose decision says whether the error carries
 * `value.captcha = true`; on success `recordSuccess`.
 */
export class LoginAttemptTracker {
  private readonly accountCount;
  private readonly addressCount;
  private readonly addressNth;
  private readonly insert;
  private readonly clear;
  private readonly purge;

  constructor(
    db: Db,
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
    this.insert = db.prepare<[string, string, string, number]>(
      'INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES (?, ?, ?, ?)',
    );
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

  /** Records a failed login at `now` (dropping expired rows) and returns the decision for the next attempt. */
  recordFailure(attempt: LoginAttempt, now: number): LoginDecision {
    this.purgeExpired(now);
    this.insert.run(attempt.merchantCode, normaliseUsername(attempt.username), clientAddressKey(attempt.address), now);
    return this.check(attempt, now);
  }

  /** Records a successful login: the account's failures no longer count against the account. */
  recordSuccess(attempt: Pick<LoginAttempt, 'merchantCode' | 'username'>): void {
    this.clear.run(attempt.merchantCode, normaliseUsername(attempt.username));
  }

  /** Deletes failures older than both windows; returns how many. */
  purgeExpired(now: number): number {
    return this.purge.run(now - Math.max(this.policy.accountWindowMs, this.policy.addressWindowMs)).changes;
  }
}
