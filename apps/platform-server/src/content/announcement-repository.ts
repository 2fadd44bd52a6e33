import type { Db } from '../db/open-database';

/** The kinds of announcement stored in one table. */
export type AnnouncementKind = 'banner' | 'notice' | 'popup' | 'promotion' | 'news';

/** One current announcement with its texts in the asked language (English where missing) and the member's read flag. */
export interface AnnouncementRow {
  readonly id: number;
  readonly sequence: number;
  readonly group_name: string | null;
  readonly image_url: string | null;
  readonly linkage: string | null;
  readonly link_url: string | null;
  readonly execution: string | null;
  readonly promotion_type: string | null;
  readonly category: string | null;
  readonly category_ids: string;
  readonly start_date: number;
  readonly end_date: number | null;
  readonly title: string;
  readonly content: string;
  readonly read: number;
}

/** Which announcements to list. */
export interface AnnouncementQuery {
  readonly merchant: string;
  readonly kind: AnnouncementKind;
  readonly language: string;
  readonly now: number;
  /** The member whose read flags to give; null for a guest (nothing read). */
  readonly memberId: number | null;
  readonly groupName?: string | null;
  readonly linkageType?: string | null;
  /** Featured promotions only. */
  readonly popularOnly?: boolean;
}

const LIST_SQL = `
  SELECT a.id, a.sequence, a.group_name, a.image_url, a.linkage, a.link_url, a.execution, a.promotion_type, a.category, a.category_ids,
         a.start_date, a.end_date, COALESCE(t.title, en.title) AS title, COALESCE(t.content, en.content) AS content,
         (r.member_id IS NOT NULL) AS read
  FROM announcement a
  JOIN announcement_text en ON en.announcement_id = a.id AND en.language = 'EN'
  LEFT JOIN announcement_text t ON t.announcement_id = a.id AND t.language = @language
  LEFT JOIN announcement_read r ON r.announcement_id = a.id AND r.member_id = @memberId
  WHERE a.merchant_code = @merchant AND a.kind = @kind AND a.start_date <= @now AND (a.end_date IS NULL OR a.end_date > @now)
    AND (@groupName IS NULL OR a.group_name = @groupName) AND (@linkageType IS NULL OR a.linkage_type = @linkageType)
    AND (@popularOnly = 0 OR a.popular = 1)`;

/** Reads announcements, their pictures and read markers; writes read markers. */
export class AnnouncementRepository {
  private readonly bySequence;
  private readonly newestFirst;
  private readonly images;
  private readonly exists;
  private readonly insertRead;
  private readonly unread;

  constructor(db: Db) {
    this.bySequence = db.prepare<Record<string, unknown>, AnnouncementRow>(`${LIST_SQL} ORDER BY a.sequence, a.id`);
    this.newestFirst = db.prepare<Record<string, unknown>, AnnouncementRow>(`${LIST_SQL} ORDER BY a.start_date DESC, a.id DESC`);
    this.images = db.prepare<[string], { announcement_id: number; url: string; sequence: number }>(
      `SELECT announcement_id, url, sequence FROM announcement_image
       WHERE announcement_id IN (SELECT value FROM json_each(?)) ORDER BY announcement_id, sequence`,
    );
    this.exists = db.prepare<[number, string], { id: number }>('SELECT id FROM announcement WHERE id = ? AND merchant_code = ?');
    this.insertRead = db.prepare('INSERT OR IGNORE INTO announcement_read (member_id, announcement_id, read_at) VALUES (?, ?, ?)');
    this.unread = db.prepare<{ memberId: number; merchant: string; now: number }, { n: number }>(
      `SELECT count(*) AS n FROM announcement a
       WHERE a.merchant_code = @merchant AND a.kind = 'notice' AND a.start_date <= @now AND (a.end_date IS NULL OR a.end_date > @now)
         AND NOT EXISTS (SELECT 1 FROM announcement_read r WHERE r.announcement_id = a.id AND r.member_id = @memberId)`,
    );
  }

  /** Current announcements of one kind: notices and news newest first, the others in sequence order. */
  list(query: AnnouncementQuery): AnnouncementRow[] {
    const statement = query.kind === 'notice' || query.kind === 'news' ? this.newestFirst : this.bySequence;
    return statement.all({
      merchant: query.merchant,
      kind: query.kind,
      language: query.language,
      now: query.now,
      memberId: query.memberId ?? -1,
      groupName: query.groupName ?? null,
      linkageType: query.linkageType ?? null,
      popularOnly: query.popularOnly ? 1 : 0,
    });
  }

  /** The pictures of announcements by id, each list in sequence order. */
  imagesOf(ids: readonly number[]): Map<number, { url: string; sequence: number }[]> {
    const byId = new Map<number, { url: string; sequence: number }[]>();
    for (const row of this.images.all(JSON.stringify(ids))) {
      const list = byId.get(row.announcement_id) ?? [];
      list.push({ url: row.url, sequence: row.sequence });
      byId.set(row.announcement_id, list);
    }
    return byId;
  }

  /** Whether the id is one of the merchant's announcements. */
  belongsTo(id: number, merchant: string): boolean {
    return this.exists.get(id, merchant) !== undefined;
  }

  /** Marks an announcement read for a member; marking it again keeps the first time. */
  markRead(memberId: number, id: number, at: number): void {
    this.insertRead.run(memberId, id, at);
  }

  /** How many current notices of the merchant the member has not read. */
  unreadNoticeCount(merchant: string, memberId: number, now: number): number {
    return this.unread.get({ memberId, merchant, now })?.n ?? 0;
  }
}
