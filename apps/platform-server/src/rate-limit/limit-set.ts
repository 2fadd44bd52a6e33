import type { Db } from '../db/open-database';
import type { RateLimitPolicy } from './sliding-window';
import { SqliteRateLimiter } from './sqlite-rate-limiter';

/** The subjects one call is counted under, by limit name; a missing or null subject is not counted. */
export type LimitSubjects<N extends string> = Partial<Record<N, string | null | undefined>>;

/** A refusal by the limit whose window frees up last. */
export interface LimitRefusal<N extends string> {
  readonly by: N;
  readonly retryAfterMs: number;
}

/**
 * Several sliding-window limits on one kind of call, each per its own subject (the number, the
 * device, the address...), taken together: a call is allowed only when every limit with a subject
 * allows it, and then counts under every one of them; a refused call counts under none. Hits live
 * in `rate_limit_hit` under `<kind>:<limit>:<subject>`, so two sets of the same kind (e.g. real
 * and pretended SMS sends) share their counts.
 */
export class LimitSet<N extends string> {
  private readonly limiters: ReadonlyMap<N, SqliteRateLimiter>;

  constructor(
    private readonly db: Db,
    private readonly kind: string,
    policies: Readonly<Record<N, RateLimitPolicy>>,
  ) {
    this.limiters = new Map((Object.entries(policies) as [N, RateLimitPolicy][]).map(([name, policy]) => [name, new SqliteRateLimiter(db, policy)]));
  }

  /** The refusal a call with these subjects would get at `now` (null when allowed), recording nothing. */
  check(subjects: LimitSubjects<N>, now: number): LimitRefusal<N> | null {
    let refusal: LimitRefusal<N> | null = null;
    for (const [name, key] of this.keysOf(subjects)) {
      const decision = this.limiter(name).check(key, now);
      if (!decision.allowed && decision.retryAfterMs > (refusal?.retryAfterMs ?? 0)) refusal = { by: name, retryAfterMs: decision.retryAfterMs };
    }
    return refusal;
  }

  /** Records one call under every subject, allowed or not. */
  hit(subjects: LimitSubjects<N>, now: number): void {
    for (const [name, key] of this.keysOf(subjects)) this.limiter(name).hit(key, now);
  }

  /** Checks and, when every limit allows, records the call, in one synchronous transaction. */
  take(subjects: LimitSubjects<N>, now: number): LimitRefusal<N> | null {
    return this.db.transaction(() => {
      const refusal = this.check(subjects, now);
      if (!refusal) this.hit(subjects, now);
      return refusal;
    })();
  }

  /** Deletes every hit (of any limiter) that no longer counts at `now`; returns how many. */
  purge(now: number): number {
    return [...this.limiters.values()][0]?.purge(now) ?? 0;
  }

  private keysOf(subjects: LimitSubjects<N>): [N, string][] {
    return (Object.entries(subjects) as [N, string | null | undefined][])
      .filter((entry): entry is [N, string] => typeof entry[1] === 'string' && entry[1] !== '' && this.limiters.has(entry[0]))
      .map(([name, subject]) => [name, `${this.kind}:${name}:${subject}`]);
  }

  private limiter(name: N): SqliteRateLimiter {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`no limit named ${name}`);
    return limiter;
  }
}
