import { PromotionJoinTermsRepository } from '../content/promotion-join-terms';
import type { Schema } from '../contract/schema-types';
import { ApiError } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import type { SessionAccount } from '../sessions/session-store';
import { MemberActivity } from './member-activity';
import { PromotionEnrollmentRepository, type PromotionEnrollmentView } from './promotion-enrollment-repository';

/** The answer of listJoinedPromotions (`PromotionEnrollmentList`). */
export type PromotionEnrollmentListView = Schema<'PromotionEnrollmentList'>;

/**
 * Joinable deposit promotions: the member's enrollments, and joining a running promotion of the
 * merchant that has join terms (once: a second join, also a concurrent one, answers the first
 * enrollment). The bonus itself comes with a qualifying deposit (PromotionRewards).
 */
export class PromotionService {
  private readonly joinTerms;
  private readonly enrollments;
  private readonly activity;

  constructor(private readonly context: PlatformContext) {
    this.joinTerms = new PromotionJoinTermsRepository(context.db);
    this.enrollments = new PromotionEnrollmentRepository(context.db);
    this.activity = new MemberActivity(context.db);
  }

  /** The member's enrollments, newest first. */
  joined(account: SessionAccount): PromotionEnrollmentListView {
    return { items: this.enrollments.listOf(account.memberId) };
  }

  /**
   * Enrolls the member in a promotion: 404 NOT_FOUND unless it is the merchant's, has join terms
   * and is running now; 400 CONDITIONS_NOT_MET for a first-deposit promotion when the member has a
   * credited deposit. A member already enrolled gets that enrollment as it is now (even after the
   * deposit that rewarded it).
   */
  join(account: SessionAccount, promotionId: number): PromotionEnrollmentView {
    const now = this.context.now();
    return this.context.db.transaction((): PromotionEnrollmentView => {
      const promotion = this.joinTerms.joinable(promotionId, account.merchantCode, now);
      if (!promotion) throw new ApiError(404, 'NOT_FOUND', 'No such promotion to join');
      const earlier = this.enrollments.find(account.memberId, promotion.id);
      if (earlier) return earlier;
      if (promotion.terms.firstDepositOnly && this.activity.depositCount(account.memberId) > 0) {
        throw new ApiError(400, 'CONDITIONS_NOT_MET', 'This promotion is for members who have not deposited yet');
      }
      return this.enrollments.join(account.memberId, promotion.id, now);
    })();
  }
}
