import { hashToken, newOpaqueToken } from '../security/token-hash';
import type { Db } from '../db/open-database';

/** How long an e-mailed password reset token works: 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** A message of the e-mail outbox. */
export interface OutboxEmail {
  readonly subject: string;
  readonly body: string;
  readonly sentAt: number;
}

/**
 * Sessions, password reset tokens and the e-mail outbox as the password calls need them. Session
 * and reset tokens are only ever stored as their SHA-256.
 */
export class AccountSecurityRepository {
  private readonly revokeOthers;
  private readonly sessionStart;
  private readonly dropTokens;
  private readonly insertToken;
  private readonly takeToken;
  private readonly insertEmail;
  private readonly latestEmail;

  constructor(private readonly db: Db) {
    this.revokeOthers = db.prepare<[number, number, Buffer]>(
      'UPDATE session SET revoked_at = ? WHERE member_id = ? AND token_hash <> ? AND revoked_at IS NULL',
    );
    this.sessionStart = db.prepare<[Buffer], { created_at: number }>('SELECT created_at FROM session WHERE token_hash = ?');
    this.dropTokens = db.prepare<[number]>('DELETE FROM password_reset_token WHERE member_id = ? AND used_at IS NULL');
    this.insertToken = db.prepare<[Buffer, number, number, number]>(
      'INSERT INTO password_reset_token (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.takeToken = db.prepare<[number, Buffer, number, string], { member_id: number }>(
      `UPDATE password_reset_token SET used_at = ?
        WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
          AND member_id IN (SELECT id FROM member WHERE merchant_code = ? AND status = 'active')
       RETURNING member_id`,
    );
    this.insertEmail = db.prepare<[string, string, string, string, number]>(
      'INSERT INTO email_outbox (merchant_code, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.latestEmail = db.prepare<[string, string], { subject: string; body: string; created_at: number }>(
      'SELECT subject, body, created_at FROM email_outbox WHERE merchant_code = ? AND to_address = ? ORDER BY id DESC LIMIT 1',
    );
  }

  /** Ends every live session of a member except the one of `keepToken`; returns how many ended. */
  revokeOtherSessions(memberId: number, keepToken: string, now: number): number {
    return this.revokeOthers.run(now, memberId, hashToken(keepToken)).changes;
  }

  /** When the session of this token started, or null. */
  sessionStartedAt(token: string): number | null {
    return this.sessionStart.get(hashToken(token))?.created_at ?? null;
  }

  /** A new single-use reset token for a member (previous unused ones stop working); returns the token. */
  issueResetToken(memberId: number, now: number): string {
    const token = newOpaqueToken();
    this.db.transaction(() => {
      this.dropTokens.run(memberId);
      this.insertToken.run(hashToken(token), memberId, now, now + RESET_TOKEN_TTL_MS);
    })();
    return token;
  }

  /** Uses up a live reset token of a merchant's member; that member, or null when it is unknown, used or expired. */
  consumeResetToken(token: string, merchantCode: string, now: number): number | null {
    return this.takeToken.get(now, hashToken(token), now, merchantCode)?.member_id ?? null;
  }

  /** Writes an e-mail to the outbox (the reference platform sends nothing out). */
  sendEmail(merchantCode: string, to: string, subject: string, body: string, now: number): void {
    this.insertEmail.run(merchantCode, to.trim().toLowerCase(), subject, body, now);
  }

  /** The latest e-mail of the outbox to this address on this merchant, or null. */
  latestEmailTo(merchantCode: string, to: string): OutboxEmail | null {
    const row = this.latestEmail.get(merchantCode, to.trim().toLowerCase());
    return row ? { subject: row.subject, body: row.body, sentAt: row.created_at } : null;
  }
}
