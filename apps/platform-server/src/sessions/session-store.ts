import { hashToken, newOpaqueToken } from '../security/token-hash';
import type { Db } from '../db/open-database';

/** How long a session of a real account lasts: 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long a trial (free play) session lasts: 2 hours. */
export const TRIAL_SESSION_TTL_MS = 2 * 60 * 60_000;

/** The account behind a valid session token. */
export interface SessionAccount {
  readonly memberId: number;
  readonly merchantCode: string;
  readonly username: string;
  /** Account type: 0, 1, 2 real accounts, 4 trial (SPEC §3). */
  readonly type: number;
  readonly nickname: string | null;
  readonly currency: string;
  readonly expiresAt: number;
}

/** What a token turned out to be: a live session, one that ended (expired or logged out), or nothing known. */
export type SessionLookup =
  | { readonly kind: 'valid'; readonly account: SessionAccount }
  | { readonly kind: 'ended' }
  | { readonly kind: 'unknown' };

interface SessionRow {
  member_id: number;
  merchant_code: string;
  username: string;
  type: number;
  nickname: string | null;
  currency: string;
  status: string;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * Opaque session tokens: 32 random bytes (base64url) handed to the app once; only their SHA-256
 * is stored, with an expiry, and logout revokes them. A disabled account's sessions stop working.
 */
export class SessionStore {
  private readonly insert;
  private readonly lookup;
  private readonly revokeOne;
  private readonly revokeAll;
  private readonly purge;

  constructor(db: Db) {
    this.insert = db.prepare<[Buffer, number, number, number, string]>(
      'INSERT INTO session (token_hash, member_id, created_at, expires_at, device) VALUES (?, ?, ?, ?, ?)',
    );
    this.lookup = db.prepare<[Buffer], SessionRow>(
      `SELECT s.member_id, s.expires_at, s.revoked_at, m.merchant_code, m.username, m.type, m.nickname, m.currency, m.status
       FROM session s JOIN member m ON m.id = s.member_id WHERE s.token_hash = ?`,
    );
    this.revokeOne = db.prepare<[number, Buffer]>('UPDATE session SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
    this.revokeAll = db.prepare<[number, number]>('UPDATE session SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL');
    this.purge = db.prepare<[number]>('DELETE FROM session WHERE expires_at < ?');
  }

  /** Starts a session for a member at `now`; returns the token (shown once) and its expiry. */
  create(memberId: number, now: number, options: { trial: boolean; device?: 'MOBILE' | 'OTHERS' }): { token: string; expiresAt: number } {
    const token = newOpaqueToken();
    const expiresAt = now + (options.trial ? TRIAL_SESSION_TTL_MS : SESSION_TTL_MS);
    this.insert.run(hashToken(token), memberId, now, expiresAt, options.device ?? 'MOBILE');
    return { token, expiresAt };
  }

  /** What a token is at `now`. */
  find(token: string, now: number): SessionLookup {
    const row = this.lookup.get(hashToken(token));
    if (!row) return { kind: 'unknown' };
    if (row.revoked_at !== null || row.expires_at <= now || row.status !== 'active') return { kind: 'ended' };
    return {
      kind: 'valid',
      account: {
        memberId: row.member_id,
        merchantCode: row.merchant_code,
        username: row.username,
        type: row.type,
        nickname: row.nickname,
        currency: row.currency,
        expiresAt: row.expires_at,
      },
    };
  }

  /** Ends one session (logout); true when it was live. */
  revoke(token: string, now: number): boolean {
    return this.revokeOne.run(now, hashToken(token)).changes === 1;
  }

  /** Ends every session of a member (password change or reset); returns how many. */
  revokeAllOf(memberId: number, now: number): number {
    return this.revokeAll.run(now, memberId).changes;
  }

  /** Deletes sessions that expired before `now`; returns how many. */
  purgeExpired(now: number): number {
    return this.purge.run(now).changes;
  }
}
