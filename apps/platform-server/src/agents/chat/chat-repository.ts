import { hashToken, newOpaqueToken } from '../../security/token-hash';
import type { Db } from '../../db/open-database';

/** How long a chat link ticket works: 2 hours. */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60_000;
/** Messages one read returns at most (the most recent ones). */
export const CHAT_READ_LIMIT = 200;

/** Who wrote a chat message. */
export type ChatSender = 'player' | 'support';

/** How the chat page looks and where its back link goes, fixed when the chat is launched. */
export interface ChatPageSettings {
  readonly backUrl: string;
  readonly headerColor: string;
  readonly title: string;
  readonly language: string;
}

/** A live ticket: whose chat it opens and how its page looks. */
export interface ChatTicketGrant extends ChatPageSettings {
  readonly memberId: number;
  readonly merchantCode: string;
  readonly displayName: string;
  readonly expiresAt: number;
}

/** A stored chat message. */
export interface StoredChatMessage {
  readonly id: number;
  readonly sender: ChatSender;
  readonly text: string;
  readonly createdAt: number;
}

interface TicketRow {
  member_id: number;
  merchant_code: string;
  username: string;
  nickname: string | null;
  back_url: string;
  header_color: string;
  title: string;
  language: string;
  expires_at: number;
}

interface MessageRow {
  id: number;
  sender: ChatSender;
  text: string;
  created_at: number;
}

function toMessage(row: MessageRow): StoredChatMessage {
  return { id: row.id, sender: row.sender, text: row.text, createdAt: row.created_at };
}

/**
 * Chat link tickets (only their SHA-256 is stored; a ticket works for 2 hours and only for an
 * active member) and each member's conversation with customer service.
 */
export class ChatRepository {
  private readonly insertTicket;
  private readonly ticketRow;
  private readonly purgeTickets;
  private readonly recent;
  private readonly insertMessage;
  private readonly markRead;
  private readonly unread;

  constructor(db: Db) {
    this.insertTicket = db.prepare<[Buffer, number, string, string, string, string, number, number]>(
      `INSERT INTO chat_ticket (ticket_hash, member_id, back_url, header_color, title, language, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.ticketRow = db.prepare<[Buffer, number], TicketRow>(
      `SELECT t.member_id, m.merchant_code, m.username, m.nickname, t.back_url, t.header_color, t.title, t.language, t.expires_at
       FROM chat_ticket t JOIN member m ON m.id = t.member_id WHERE t.ticket_hash = ? AND t.expires_at > ? AND m.status = 'active'`,
    );
    this.purgeTickets = db.prepare<[number]>('DELETE FROM chat_ticket WHERE expires_at <= ?');
    this.recent = db.prepare<[number, number, number], MessageRow>(
      `SELECT * FROM (SELECT id, sender, text, created_at FROM chat_message WHERE member_id = ? AND id > ? ORDER BY id DESC LIMIT ?)
       ORDER BY id`,
    );
    this.insertMessage = db.prepare<[number, ChatSender, string, number, number | null], MessageRow>(
      'INSERT INTO chat_message (member_id, sender, text, created_at, read_at) VALUES (?, ?, ?, ?, ?) RETURNING id, sender, text, created_at',
    );
    this.markRead = db.prepare<[number, number, number]>(
      "UPDATE chat_message SET read_at = ? WHERE member_id = ? AND sender = 'support' AND read_at IS NULL AND id <= ?",
    );
    this.unread = db.prepare<[number], { n: number }>(
      "SELECT count(*) AS n FROM chat_message WHERE member_id = ? AND sender = 'support' AND read_at IS NULL",
    );
  }

  /** Issues a ticket for a member's chat page at `now`; the ticket itself is returned once. */
  createTicket(memberId: number, settings: ChatPageSettings, now: number): { ticket: string; expiresAt: number } {
    this.purgeTickets.run(now);
    const ticket = newOpaqueToken();
    const expiresAt = now + CHAT_TICKET_TTL_MS;
    this.insertTicket.run(hashToken(ticket), memberId, settings.backUrl, settings.headerColor, settings.title, settings.language, now, expiresAt);
    return { ticket, expiresAt };
  }

  /** What a ticket opens at `now`, or null when it is unknown, expired or its member disabled. */
  findTicket(ticket: string, now: number): ChatTicketGrant | null {
    const row = this.ticketRow.get(hashToken(ticket), now);
    if (!row) return null;
    return {
      memberId: row.member_id,
      merchantCode: row.merchant_code,
      displayName: row.nickname ?? row.username,
      backUrl: row.back_url,
      headerColor: row.header_color,
      title: row.title,
      language: row.language,
      expiresAt: row.expires_at,
    };
  }

  /** The member's most recent messages after `afterId`, oldest first. */
  messages(memberId: number, afterId = 0, limit = CHAT_READ_LIMIT): StoredChatMessage[] {
    return this.recent.all(memberId, afterId, limit).map(toMessage);
  }

  /** Stores a message; a support message starts unread unless `readAt` is given. */
  add(memberId: number, sender: ChatSender, text: string, at: number, readAt: number | null = null): StoredChatMessage {
    const row = this.insertMessage.get(memberId, sender, text, at, sender === 'player' ? at : readAt);
    if (!row) throw new Error('the chat message was not written');
    return toMessage(row);
  }

  /** Marks the member's support messages up to `upToId` as seen. */
  markSeen(memberId: number, upToId: number, at: number): void {
    this.markRead.run(at, memberId, upToId);
  }

  /** Support messages the member has not seen yet. */
  unreadCount(memberId: number): number {
    return this.unread.get(memberId)?.n ?? 0;
  }
}
