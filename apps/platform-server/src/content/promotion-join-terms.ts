import type { Schema } from '../contract/schema-types';
import type { Db } from '../db/open-database';

/** A promotion's join terms as the contract shows them (`ContentPromotionJoinTerms`). */
export type PromotionJoinTerms = Schema<'ContentPromotionJoinTerms'>;

/** A promotion a member can join now: its id, its English title (the name of the reward it gives) and its terms. */
export interface JoinablePromotion {
  readonly id: number;
  readonly titleEn: string;
  readonly terms: PromotionJoinTerms;
}

interface TermsRow {
  announcement_id: number;
  bonus_percent: number;
  max_bonus_minor: number;
  min_deposit_minor: number;
  first_deposit_only: number;
  currency: string;
}

/** A terms row as the contract shows it. */
export function joinTermsOf(row: Omit<TermsRow, 'announcement_id'>): PromotionJoinTerms {
  return {
    currency: row.currency,
    bonusPercent: row.bonus_percent,
    maxBonusMinor: row.max_bonus_minor,
    minDepositMinor: row.min_deposit_minor,
    firstDepositOnly: row.first_deposit_only === 1,
  };
}

/** The `promotion_join_terms` table: which promotions a member can join, and on what terms. */
export class PromotionJoinTermsRepository {
  private readonly byIds;
  private readonly running;
  private readonly upsert;

  constructor(db: Db) {
    this.byIds = db.prepare<[string], TermsRow>(
      'SELECT * FROM promotion_join_terms WHERE announcement_id IN (SELECT value FROM json_each(?))',
    );
    this.running = db.prepare<{ id: number; merchant: string; now: number }, TermsRow & { title: string }>(
      `SELECT t.*, en.title FROM promotion_join_terms t
       JOIN announcement a ON a.id = t.announcement_id
       JOIN announcement_text en ON en.announcement_id = a.id AND en.language = 'EN'
       WHERE t.announcement_id = @id AND a.merchant_code = @merchant AND a.kind = 'promotion'
         AND a.start_date <= @now AND (a.end_date IS NULL OR a.end_date > @now)`,
    );
    this.upsert = db.prepare<[number, number, number, number, number, string]>(
      `INSERT INTO promotion_join_terms (announcement_id, bonus_percent, max_bonus_minor, min_deposit_minor, first_deposit_only, currency)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (announcement_id) DO UPDATE SET bonus_percent = excluded.bonus_percent, max_bonus_minor = excluded.max_bonus_minor,
         min_deposit_minor = excluded.min_deposit_minor, first_deposit_only = excluded.first_deposit_only, currency = excluded.currency`,
    );
  }

  /** The join terms of those of the promotions that have them, by id. */
  termsOf(ids: readonly number[]): Map<number, PromotionJoinTerms> {
    return new Map(this.byIds.all(JSON.stringify(ids)).map((row) => [row.announcement_id, joinTermsOf(row)]));
  }

  /** The merchant's promotion `id` when it has join terms and is running at `now` (started, not ended); undefined otherwise. */
  joinable(id: number, merchant: string, now: number): JoinablePromotion | undefined {
    const row = this.running.get({ id, merchant, now });
    return row ? { id: row.announcement_id, titleEn: row.title, terms: joinTermsOf(row) } : undefined;
  }

  /** Sets (or replaces) a promotion's join terms. */
  set(announcementId: number, terms: PromotionJoinTerms): void {
    this.upsert.run(announcementId, terms.bonusPercent, terms.maxBonusMinor, terms.minDepositMinor, terms.firstDepositOnly ? 1 : 0, terms.currency);
  }
}
