import type { PromotionJoinTerms } from '../content/promotion-join-terms';
import type { PlatformContext } from '../platform-context';
import { MemberActivity } from './member-activity';
import { promotionCause, PromotionEnrollmentRepository } from './promotion-enrollment-repository';
import { RewardRepository } from './reward-repository';

/** The longest reward reference the reward table keeps. */
const REFERENCE_MAX_LENGTH = 64;

/** The bonus a deposit earns on join terms: its percent of the deposit, rounded down, at most the maximum. */
export function promotionBonusMinor(terms: Pick<PromotionJoinTerms, 'bonusPercent' | 'maxBonusMinor'>, depositMinor: number): number {
  return Math.min(Math.floor((depositMinor * terms.bonusPercent) / 100), terms.maxBonusMinor);
}

/**
 * The bonus of a joined deposit promotion: when a deposit is credited, the member's oldest `joined`
 * enrollment it qualifies for (promotion still running, minimum met, a first-deposit promotion only
 * by the first deposit) becomes `rewarded` with one claimable `promotion` reward of
 * min(floor(deposit × percent / 100), maximum), named by the promotion's English title (the one
 * text every promotion has) and without expiry. Once per enrollment: the status guard and the
 * reward's unique cause 'promotion:<enrollment id>' refuse a second one.
 */
export class PromotionRewards {
  private readonly enrollments;
  private readonly rewards;
  private readonly activity;

  constructor(context: PlatformContext) {
    this.enrollments = new PromotionEnrollmentRepository(context.db);
    this.rewards = new RewardRepository(context.db);
    this.activity = new MemberActivity(context.db);
  }

  /**
   * Called after a deposit of `amountMinor` of `memberId` was credited (its ledger row written),
   * inside the deposit's transaction: gives the bonus of the enrollment it fulfils; returns the reward's id, or null
   * when none was given.
   */
  afterDeposit(memberId: number, amountMinor: number, at: number): number | null {
    const first = this.activity.depositCount(memberId) === 1;
    const due = this.enrollments.dueFor({ memberId, amountMinor, first, at });
    if (!due) return null;
    const rewardId = this.rewards.create({
      memberId,
      source: 'promotion',
      reference: due.titleEn.slice(0, REFERENCE_MAX_LENGTH) || null,
      cause: promotionCause(due.id),
      amountMinor: promotionBonusMinor(due.terms, amountMinor),
      at,
      expiresAt: null,
    });
    if (rewardId === null) return null;
    if (!this.enrollments.markRewardedBy(due.id, rewardId)) throw new Error(`promotion enrollment ${due.id} was rewarded meanwhile`);
    return rewardId;
  }
}
