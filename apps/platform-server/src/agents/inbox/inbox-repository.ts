import { htmlTextPreview } from '@gp/domain';
import type { Db } from '../../db/open-database';
import type { Schema } from '../../contract/schema-types';

/** Characters of an inbox preview at most. */
export const INBOX_PREVIEW_LENGTH = 80;

/** An inbox message in the list. */
export interface InboxSummary {
  readonly id: number;
  readonly title: string;
  readonly preview: string;
  readonly read: boolean;
  readonly createdAt: number;
}

/** A whole inbox message. */
export type InboxMessage = Schema<'InboxMessage'>;

interface MessageRow {
  id: number;
  title: string;
  content_html: string;
  created_at: number;
  read_at: number | null;
}

/** Members' inbox messages; every query is bounded by the member. */
export class InboxRepository {
  private readonly pageRows;
  private readonly countRows;
  private readonly unreadRows;
  private readonly oneRow;
  private readonly markRead;
  private readonly remove;
  private readonly insert;

  constructor(db: Db) {
    this.pageRows = db.prepare<[number, number, number], MessageRow>(
      'SELECT * FROM inbox_message WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    );
    this.countRows = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM inbox_message WHERE member_id = ?');
    this.unreadRows = db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL',
    );
    this.oneRow = db.prepare<[number, number], MessageRow>('SELECT * FROM inbox_message WHERE id = ? AND member_id = ?');
    this.markRead = db.prepare<[number, number, number]>(
      'UPDATE inbox_message SET read_at = ? WHERE id = ? AND member_id = ? AND read_at IS NULL',
    );
    this.remove = db.prepare<[number, number]>('DELETE FROM inbox_message WHERE id = ? AND member_id = ?');
    this.insert = db.prepare<[number, string, string, number, number | null], { id: number }>(
      'INSERT INTO inbox_message (member_id, title, content_html, created_at, read_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    );
  }

  /** One page of the member's inbox, newest first. */
  page(memberId: number, limit: number, offset: number): InboxSummary[] {
    return this.pageRows.all(memberId, limit, offset).map((row) => ({
      id: row.id,
      title: row.title,
      preview: htmlTextPreview(row.content_html, INBOX_PREVIEW_LENGTH),
      read: row.read_at !== null,
      createdAt: row.created_at,
    }));
  }

  /** How many messages the member's inbox holds. */
  count(memberId: number): number {
    return this.countRows.get(memberId)?.n ?? 0;
  }

  /** How many of them are unread. */
  unreadCount(memberId: number): number {
    return this.unreadRows.get(memberId)?.n ?? 0;
  }

  /** The member's message, marked read at `at`; null when it is not theirs or does not exist. */
  open(memberId: number, messageId: number, at: number): InboxMessage | null {
    const row = this.oneRow.get(messageId, memberId);
    if (!row) return null;
    this.markRead.run(at, messageId, memberId);
    return { id: row.id, title: row.title, content: row.content_html, read: true, createdAt: row.created_at };
  }

  /** Deletes the member's message; false when it is not theirs or does not exist. */
  delete(memberId: number, messageId: number): boolean {
    return this.remove.run(messageId, memberId).changes === 1;
  }

  /** Writes a message to a member's inbox (seeds and tests); returns its id. */
  add(memberId: number, title: string, contentHtml: string, at: number, readAt: number | null = null): number {
    const row = this.insert.get(memberId, title, contentHtml, at, readAt);
    if (!row) throw new Error('the inbox message was not written');
    return row.id;
  }
}
