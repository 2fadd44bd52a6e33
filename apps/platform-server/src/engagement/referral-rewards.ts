import type { PlatformContext } from '../platform-context';
import { maskName } from '../play/mask-name';
import { isAgentOn, PromoSwitches } from './engagement-access';
import { MemberActivity } from './member-activity';
import { referralCause, ReferralRepository } from './referral-repository';
import { RewardRepository } from './reward-repository';

/**
 * The invite-friends reward: when a referred member's approved deposits first reach the merchant's
 * qualifying amount, their recommender (a player of a merchant with the referral promo on) gets one
 * claimable `referral` reward, named by the friend's masked username. Once per friend: the reward
 * table's unique cause refuses a second one.
 */
export class ReferralRewards {
  private readonly referrals;
  private readonly rewards;
  private readonly activity;
  private readonly promos;

  constructor(private readonly context: PlatformContext) {
    this.referrals = new ReferralRepository(context.db);
    this.rewards = new RewardRepository(context.db);
    this.activity = new MemberActivity(context.db);
    this.promos = new PromoSwitches(context.db);
  }

  /**
   * Called after a deposit of `memberId` was credited, inside the deposit's transaction: gives the
   * recommender's reward when it is due; returns its id, or null when none was given now.
   */
  afterDeposit(memberId: number, at: number): number | null {
    const link = this.referrals.linkOf(memberId);
    if (!link || !this.promos.isOn(link.merchantCode, 'referral')) return null;
    if (isAgentOn(this.context.merchants, link.merchantCode, link.recommenderType)) return null;
    const terms = this.referrals.termsOf(link.merchantCode);
    if (this.activity.depositTotal(memberId) < terms.qualifyingDepositMinor) return null;
    return this.rewards.create({
      memberId: link.recommenderId,
      source: 'referral',
      reference: maskName(link.friendUsername),
      cause: referralCause(memberId),
      amountMinor: terms.rewardPerFriendMinor,
      at,
      expiresAt: null,
    });
  }
}
