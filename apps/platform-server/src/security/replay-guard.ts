import type { Db } from '../db/open-database';

/** Shortest and longest nonce accepted (characters); the table enforces the same. */
export const NONCE_LENGTH = { min: 16, max: 128 } as const;

/**
 * Remembers the nonces of accepted encrypted bodies in SQLite (`request_nonce`), so each is accepted
 * once, also after a restart. `claim` is a single `INSERT OR IGNORE`, atomic across connections and
 * processes: of two concurrent claims of one nonce exactly one wins.
 */
export class ReplayGuard {
  private readonly insert;
  private readonly purge;

  constructor(db: Db) {
    this.insert = db.prepare<[string, number, number]>(
      'INSERT OR IGNORE INTO request_nonce (nonce, seen_at, expires_at) VALUES (?, ?, ?)',
    );
    this.purge = db.prepare<[number]>('DELETE FROM request_nonce WHERE expires_at < ?');
  }

  /**
   * Claims a nonce at time `now`; `expiresAt` is the last moment a body carrying it could still pass
   * the time-window check, after which the row may be purged (each claim first purges such rows).
   * Returns false when the nonce was seen before (a replay) or has an invalid length.
   */
  claim(nonce: string, now: number, expiresAt: number): boolean {
    if (nonce.length < NONCE_LENGTH.min || nonce.length > NONCE_LENGTH.max) return false;
    this.purge.run(now);
    return this.insert.run(nonce, now, Math.max(expiresAt, now)).changes === 1;
  }

  /** Forgets nonces whose bodies could no longer pass the time-window check; returns how many. */
  purgeExpired(now: number): number {
    return this.purge.run(now).changes;
  }
}
