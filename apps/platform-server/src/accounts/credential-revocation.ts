import type { Db } from '../db/open-database';
import type { SessionStore } from '../sessions/session-store';
import type { AccountSecurityRepository } from './account-security-repository';

/** What a password change or reset ends: the member's sessions (maybe but one) and every ticket. */
export interface RevokedCredentials {
  readonly sessions: number;
  readonly playTickets: number;
  readonly chatTickets: number;
}

/**
 * Ends everything a member's old password gave access to, after a password change or reset:
 * sessions (all of them, or all but the one that made the change) and the game tickets
 * (`play_ticket`) and chat tickets (`chat_ticket`) issued to them, which otherwise work for up to
 * 2 hours. Run it in the transaction that writes the new password.
 */
export class CredentialRevocation {
  private readonly dropPlayTickets;
  private readonly dropChatTickets;

  constructor(
    db: Db,
    private readonly sessions: Pick<SessionStore, 'revokeAllOf'>,
    private readonly security: Pick<AccountSecurityRepository, 'revokeOtherSessions'>,
  ) {
    this.dropPlayTickets = db.prepare<[number]>('DELETE FROM play_ticket WHERE member_id = ?');
    this.dropChatTickets = db.prepare<[number]>('DELETE FROM chat_ticket WHERE member_id = ?');
  }

  /** Revokes a member's credentials at `now`; with `keepSessionToken`, that session stays live. */
  revoke(memberId: number, now: number, keepSessionToken?: string): RevokedCredentials {
    const sessions =
      keepSessionToken === undefined
        ? this.sessions.revokeAllOf(memberId, now)
        : this.security.revokeOtherSessions(memberId, keepSessionToken, now);
    return {
      sessions,
      playTickets: this.dropPlayTickets.run(memberId).changes,
      chatTickets: this.dropChatTickets.run(memberId).changes,
    };
  }
}
