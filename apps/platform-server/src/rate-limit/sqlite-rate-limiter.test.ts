import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { SqliteRateLimiter } from './sqlite-rate-limiter';

const HOUR = 3_600_000;

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

describe('SQLite rate limiter', () => {
  it('checks without recording and counts recorded hits', () => {
    const limiter = new SqliteRateLimiter(freshDb(), { limit: 2, windowMs: HOUR });
    expect(limiter.check('k', 0)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 2 });
    expect(limiter.check('k', 0).remaining).toBe(2);
    limiter.hit('k', 0);
    limiter.hit('k', 1000);
    expect(limiter.check('k', 2000)).toEqual({ allowed: false, retryAfterMs: HOUR - 2000, remaining: 0 });
    expect(limiter.check('k', HOUR)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
  });

  it('keeps keys apart', () => {
    const limiter = new SqliteRateLimiter(freshDb(), { limit: 1, windowMs: HOUR });
    limiter.hit('sms:ip:1.2.3.4', 0);
    expect(limiter.check('sms:ip:1.2.3.4', 1).allowed).toBe(false);
    expect(limiter.check('sms:ip:1.2.3.5', 1).allowed).toBe(true);
  });

  it('consumes: records only allowed hits and reports what is left after them', () => {
    const limiter = new SqliteRateLimiter(freshDb(), { limit: 2, windowMs: 1000 });
    expect(limiter.consume('k', 0)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
    expect(limiter.consume('k', 10)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 0 });
    expect(limiter.consume('k', 20)).toEqual({ allowed: false, retryAfterMs: 980, remaining: 0 });
    expect(limiter.consume('k', 1000)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 0 });
  });

  it('records a hit with its id, and takes back exactly that hit by id', () => {
    const limiter = new SqliteRateLimiter(freshDb(), { limit: 2, windowMs: 1000 });
    const first = limiter.recordHit('k', 0);
    const second = limiter.recordHit('k', 10);
    expect(first).not.toBe(second);
    expect(limiter.check('k', 20).allowed).toBe(false);
    expect(limiter.removeHit(second)).toBe(true);
    expect(limiter.removeHit(second)).toBe(false);
    expect(limiter.check('k', 20)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
    expect(limiter.removeHit(first)).toBe(true);
    expect(limiter.check('k', 20).remaining).toBe(2);
  });

  it('consumes with the id of the counted hit, none when refused', () => {
    const limiter = new SqliteRateLimiter(freshDb(), { limit: 1, windowMs: 1000 });
    const taken = limiter.consumeCounted('k', 0);
    expect(taken.decision).toEqual({ allowed: true, retryAfterMs: 0, remaining: 0 });
    expect(taken.hitId).toEqual(expect.any(Number));
    expect(limiter.consumeCounted('k', 5)).toEqual({ decision: { allowed: false, retryAfterMs: 995, remaining: 0 }, hitId: null });
    limiter.removeHit(taken.hitId ?? -1);
    expect(limiter.consumeCounted('k', 6).decision.allowed).toBe(true);
  });

  it('survives a new limiter over the same database', () => {
    const db = freshDb();
    new SqliteRateLimiter(db, { limit: 1, windowMs: HOUR }).hit('k', 0);
    expect(new SqliteRateLimiter(db, { limit: 1, windowMs: HOUR }).check('k', 60_000)).toEqual({
      allowed: false,
      retryAfterMs: HOUR - 60_000,
      remaining: 0,
    });
  });

  it('purges hits that no longer count, and only those', () => {
    const db = freshDb();
    const limiter = new SqliteRateLimiter(db, { limit: 5, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.hit('a', 500);
    limiter.hit('b', 900);
    expect(limiter.purge(1000)).toBe(1);
    expect(limiter.purge(1000)).toBe(0);
    expect(limiter.check('a', 1000).remaining).toBe(4);
    const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM rate_limit_hit').get();
    expect(count?.n).toBe(2);
  });

  it('refuses a malformed policy', () => {
    expect(() => new SqliteRateLimiter(freshDb(), { limit: 0, windowMs: 1000 })).toThrow(RangeError);
  });
});
