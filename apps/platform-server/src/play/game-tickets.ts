import { hashToken, newOpaqueToken } from '../security/token-hash';
import type { Db } from '../db/open-database';
import type { WalletKind } from '../wallet/ledger';

/** How long a game ticket lasts: 2 hours. */
export const GAME_TICKET_TTL_MS = 2 * 60 * 60_000;

/** What a ticket is bound to. */
export interface GameTicket {
  readonly merchantCode: string;
  readonly memberId: number;
  readonly nodeId: number;
  readonly wallet: WalletKind;
  readonly language: string;
  readonly currency: string;
  readonly username: string;
  readonly expiresAt: number;
}

interface TicketRow {
  merchant_code: string;
  member_id: number;
  node_id: number;
  wallet: WalletKind;
  language: string;
  currency: string;
  username: string;
  expires_at: number;
  status: string;
}

/**
 * Single-game tickets: 32 random bytes (base64url) handed out once by a launch; only their
 * SHA-256 is stored, bound to a merchant, a member, a game and a wallet, for 2 hours.
 */
export class GameTickets {
  private readonly insert;
  private readonly lookup;
  private readonly purge;

  constructor(db: Db) {
    this.insert = db.prepare<[Buffer, string, number, number, WalletKind, string, number, number]>(
      `INSERT INTO play_ticket (ticket_hash, merchant_code, member_id, node_id, wallet, language, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.lookup = db.prepare<[Buffer], TicketRow>(
      `SELECT t.merchant_code, t.member_id, t.node_id, t.wallet, t.language, t.expires_at, m.currency, m.username, m.status
       FROM play_ticket t JOIN member m ON m.id = t.member_id WHERE t.ticket_hash = ?`,
    );
    this.purge = db.prepare<[number]>('DELETE FROM play_ticket WHERE expires_at < ?');
  }

  /** Issues a ticket at `now`; returns it (shown once) and its expiry. */
  issue(
    binding: { merchantCode: string; memberId: number; nodeId: number; wallet: WalletKind; language: string },
    now: number,
  ): { ticket: string; expiresAt: number } {
    const ticket = newOpaqueToken();
    const expiresAt = now + GAME_TICKET_TTL_MS;
    this.purge.run(now - GAME_TICKET_TTL_MS);
    this.insert.run(hashToken(ticket), binding.merchantCode, binding.memberId, binding.nodeId, binding.wallet, binding.language, now, expiresAt);
    return { ticket, expiresAt };
  }

  /**
   * The ticket's binding when it is live at `now` for this merchant (null: whichever merchant it
   * was issued on, for the game pages) and its account is active; else null.
   */
  find(ticket: string, merchantCode: string | null, now: number): GameTicket | null {
    const row = this.lookup.get(hashToken(ticket));
    if (!row || (merchantCode !== null && row.merchant_code !== merchantCode) || row.expires_at <= now || row.status !== 'active') return null;
    return {
      merchantCode: row.merchant_code,
      memberId: row.member_id,
      nodeId: row.node_id,
      wallet: row.wallet,
      language: row.language,
      currency: row.currency,
      username: row.username,
      expiresAt: row.expires_at,
    };
  }
}
