import { joinTermsOf, type PromotionJoinTerms } from '../content/promotion-join-terms';
import type { Schema } from '../contract/schema-types';
import type { Db } from '../db/open-database';

/** An enrollment as the contract's `PromotionEnrollment` shows it. */
export type PromotionEnrollmentView = Schema<'PromotionEnrollment'>;

/** A `joined` enrollment a credited deposit fulfils, with its promotion's terms and English title. */
export interface DueEnrollment {
  readonly id: number;
  readonly promotionId: number;
  readonly titleEn: string;
  readonly terms: PromotionJoinTerms;
}

/** What a credited deposit is, for choosing the enrollment it fulfils. */
export interface CreditedDeposit {
  readonly memberId: number;
  readonly amountMinor: number;
  /** Whether it is the member's first credited deposit (a first-deposit promotion takes no other). */
  readonly first: boolean;
  readonly at: number;
}

interface EnrollmentRow {
  id: number;
  announcement_id: number;
  status: 'joined' | 'rewarded';
  joined_at: number;
  reward_id: number | null;
}

interface DueRow {
  id: number;
  announcement_id: number;
  title: string;
  bonus_percent: number;
  max_bonus_minor: number;
  min_deposit_minor: number;
  first_deposit_only: number;
  currency: string;
}

/** An enrollment row as the contract shows it. */
export function enrollmentViewOf(row: EnrollmentRow): PromotionEnrollmentView {
  return { promotionId: row.announcement_id, status: row.status, joinedAt: row.joined_at, rewardId: row.reward_id };
}

/** The cause of the reward an enrollment gives: one per enrollment (the reward table's unique cause). */
export function promotionCause(enrollmentId: number): string {
  return `promotion:${enrollmentId}`;
}

/**
 * The `promotion_enrollment` table: members' places in joinable promotions, one per member and
 * promotion, `joined` until a qualifying deposit marks one `rewarded`.
 */
export class PromotionEnrollmentRepository {
  private readonly insert;
  private readonly byPromotion;
  private readonly newestFirst;
  private readonly due;
  private readonly markRewarded;

  constructor(db: Db) {
    this.insert = db.prepare<[number, number, number]>(
      'INSERT INTO promotion_enrollment (member_id, announcement_id, joined_at) VALUES (?, ?, ?) ON CONFLICT (member_id, announcement_id) DO NOTHING',
    );
    this.byPromotion = db.prepare<[number, number], EnrollmentRow>(
      'SELECT id, announcement_id, status, joined_at, reward_id FROM promotion_enrollment WHERE member_id = ? AND announcement_id = ?',
    );
    this.newestFirst = db.prepare<[number], EnrollmentRow>(
      'SELECT id, announcement_id, status, joined_at, reward_id FROM promotion_enrollment WHERE member_id = ? ORDER BY joined_at DESC, id DESC',
    );
    this.due = db.prepare<{ member: number; amount: number; first: number; now: number }, DueRow>(
      `SELECT e.id, e.announcement_id, en.title, t.bonus_percent, t.max_bonus_minor, t.min_deposit_minor, t.first_deposit_only, t.currency
       FROM promotion_enrollment e
       JOIN promotion_join_terms t ON t.announcement_id = e.announcement_id
       JOIN announcement a ON a.id = e.announcement_id
       JOIN announcement_text en ON en.announcement_id = a.id AND en.language = 'EN'
       WHERE e.member_id = @member AND e.status = 'joined' AND t.min_deposit_minor <= @amount
         AND (t.first_deposit_only = 0 OR @first = 1)
         AND a.start_date <= @now AND (a.end_date IS NULL OR a.end_date > @now)
       ORDER BY e.joined_at, e.id LIMIT 1`,
    );
    this.markRewarded = db.prepare<[number, number]>("UPDATE promotion_enrollment SET status = 'rewarded', reward_id = ? WHERE id = ? AND status = 'joined'");
  }

  /** Enrolls a member in a promotion at `at`; a member already enrolled keeps the first enrollment. Returns the enrollment. */
  join(memberId: number, promotionId: number, at: number): PromotionEnrollmentView {
    this.insert.run(memberId, promotionId, at);
    const row = this.byPromotion.get(memberId, promotionId);
    if (!row) throw new Error(`enrollment of member ${memberId} in promotion ${promotionId} was not written`);
    return enrollmentViewOf(row);
  }

  /** The member's enrollment in a promotion, or undefined. */
  find(memberId: number, promotionId: number): PromotionEnrollmentView | undefined {
    const row = this.byPromotion.get(memberId, promotionId);
    return row ? enrollmentViewOf(row) : undefined;
  }

  /** The member's enrollments, newest first. */
  listOf(memberId: number): PromotionEnrollmentView[] {
    return this.newestFirst.all(memberId).map(enrollmentViewOf);
  }

  /**
   * The member's oldest `joined` enrollment that the deposit fulfils: its promotion still running,
   * its minimum met, and (for a first-deposit promotion) the deposit the member's first; or undefined.
   */
  dueFor(deposit: CreditedDeposit): DueEnrollment | undefined {
    const row = this.due.get({ member: deposit.memberId, amount: deposit.amountMinor, first: deposit.first ? 1 : 0, now: deposit.at });
    return row ? { id: row.id, promotionId: row.announcement_id, titleEn: row.title, terms: joinTermsOf(row) } : undefined;
  }

  /** Marks a `joined` enrollment rewarded by its reward; false when it was not `joined` any more. */
  markRewardedBy(enrollmentId: number, rewardId: number): boolean {
    return this.markRewarded.run(rewardId, enrollmentId).changes === 1;
  }
}
