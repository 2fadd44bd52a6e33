import type { Db } from '../db/open-database';
import { assertRateLimitPolicy, decideSlidingWindow } from './sliding-window';
import type { RateLimitDecision, RateLimitPolicy } from './sliding-window';

/**
 * A sliding-window rate limiter whose hits live in the `rate_limit_hit` table, so limits survive a
 * restart and are shared by every limiter over the same database. Keys should name the limiter as
 * well as the subject (`sms:number:+639171234567`, `sms:ip:1.2.3.4`): two limiters with different
 * policies must not share a key. Time is always passed in (ms timestamps).
 */
export class SqliteRateLimiter {
  private readonly recent;
  private readonly insert;
  private readonly insertReturningId;
  private readonly deleteById;
  private readonly deleteExpired;

  constructor(
    private readonly db: Db,
    readonly policy: RateLimitPolicy,
  ) {
    assertRateLimitPolicy(policy);
    this.recent = db.prepare<[string, number, number], { hit_at: number }>(
      'SELECT hit_at FROM rate_limit_hit WHERE key = ? AND hit_at > ? ORDER BY hit_at DESC LIMIT ?',
    );
    this.insert = db.prepare<[string, number, number]>('INSERT INTO rate_limit_hit (key, hit_at, expires_at) VALUES (?, ?, ?)');
    this.insertReturningId = db.prepare<[string, number, number], { id: number }>(
      'INSERT INTO rate_limit_hit (key, hit_at, expires_at) VALUES (?, ?, ?) RETURNING id',
    );
    this.deleteById = db.prepare<[number]>('DELETE FROM rate_limit_hit WHERE id = ?');
    this.deleteExpired = db.prepare<[number]>('DELETE FROM rate_limit_hit WHERE expires_at <= ?');
  }

  /** Whether `key` may make one more hit at `now`, without recording anything. */
  check(key: string, now: number): RateLimitDecision {
    const hits = this.recent.all(key, now - this.policy.windowMs, this.policy.limit).map((row) => row.hit_at);
    return decideSlidingWindow(hits, now, this.policy);
  }

  /** Records a hit of `key` at `now`, whether or not it was allowed. */
  hit(key: string, now: number): void {
    this.insert.run(key, now, now + this.policy.windowMs);
  }

  /** Records a hit of `key` at `now` like `hit`, and returns the id of its row (for `removeHit`). */
  recordHit(key: string, now: number): number {
    const row = this.insertReturningId.get(key, now, now + this.policy.windowMs);
    if (!row) throw new Error('the rate limit hit was not written');
    return row.id;
  }

  /** Takes back one hit recorded by `recordHit` (e.g. an attempt that turned out right); whether it was there. */
  removeHit(hitId: number): boolean {
    return this.deleteById.run(hitId).changes > 0;
  }

  /**
   * Checks and, when allowed, records the hit, in one synchronous transaction; `remaining` then
   * counts the hits still allowed after this one.
   */
  consume(key: string, now: number): RateLimitDecision {
    return this.consumeCounted(key, now).decision;
  }

  /**
   * Like `consume`, also giving the id of the recorded hit (null when refused). Use it to count an
   * attempt before an awaited check, so parallel attempts cannot all pass, and `removeHit` the
   * hit afterwards when the attempt should not count (e.g. the password was right).
   */
  consumeCounted(key: string, now: number): { readonly decision: RateLimitDecision; readonly hitId: number | null } {
    return this.db.transaction(() => {
      const decision = this.check(key, now);
      if (!decision.allowed) return { decision, hitId: null };
      const hitId = this.recordHit(key, now);
      return { decision: { ...decision, remaining: decision.remaining - 1 }, hitId };
    })();
  }

  /** Deletes every hit (of any limiter) that no longer counts at `now`; returns how many. */
  purge(now: number): number {
    return this.deleteExpired.run(now).changes;
  }
}
