import type { Schema } from '../contract/schema-types';
import { ApiError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import { pageOf, type PageRequest } from '../http/paging';
import type { PlatformContext } from '../platform-context';
import type { SessionAccount } from '../sessions/session-store';
import { DAY_MS, startOfManilaDay } from '../time/manila-days';
import { MemberActivity } from './member-activity';
import { RaceSettlement } from './race-settlement';
import { directPayoutOf } from './direct-payout';
import { isExpired, RewardRepository, rewardViewOf, type RewardFilter } from './reward-repository';

/** The reward centre's page (`RewardPage`). */
export type RewardPageView = Schema<'RewardPage'>;

/** A reward claim's answer (`RewardClaim`). */
export type RewardClaimView = Schema<'RewardClaim'>;

/** The ledger reference of a reward's credit. */
export function rewardReference(rewardId: number): string {
  return `reward:${rewardId}`;
}

/**
 * The reward centre (REWCEN3): the member's bonus totals and rewards, and the claim of a reward
 * once, credited as a `bonus` ledger row in the same transaction that marks it claimed. Listing
 * the rewards first settles the merchant's ended leaderboard races, so their prizes are listed.
 */
export class RewardService {
  private readonly rewards;
  private readonly activity;
  private readonly keys;
  private readonly settlement;

  constructor(private readonly context: PlatformContext) {
    this.rewards = new RewardRepository(context.db);
    this.activity = new MemberActivity(context.db);
    this.keys = new IdempotencyStore(context.db);
    this.settlement = new RaceSettlement(context.db, directPayoutOf(context));
  }

  /** The member's bonuses today (Manila day) and in all, what is left to claim, and a page of rewards (ended races settled first). */
  page(account: SessionAccount, filter: RewardFilter, page: PageRequest): RewardPageView {
    const now = this.context.now();
    this.settlement.settleEnded(account.merchantCode, now);
    const today = startOfManilaDay(now);
    const { items, total } = this.rewards.list(account.memberId, filter, page, now);
    return {
      currency: account.currency,
      todayBonusMinor: this.activity.bonusBetween(account.memberId, today, today + DAY_MS),
      totalBonusMinor: this.activity.bonusTotal(account.memberId),
      claimableTotalMinor: this.rewards.claimableTotal(account.memberId, now),
      items,
      page: pageOf(page, total),
    };
  }

  /**
   * Claims a reward once per Idempotency-Key: 404 NOT_FOUND for none or another member's, 409
   * ALREADY_CLAIMED when it was claimed (also by a concurrent claim), 409 REWARD_EXPIRED past its expiry.
   */
  claim(account: SessionAccount, rewardId: number, key: string): RewardClaimView {
    const now = this.context.now();
    const call = { memberId: account.memberId, operation: 'claimReward', key, request: { rewardId } };
    return this.keys.run(call, now, () => {
      const row = this.rewards.find(rewardId);
      if (!row || row.member_id !== account.memberId) throw new ApiError(404, 'NOT_FOUND', 'No such reward');
      if (row.status === 'claimed') throw new ApiError(409, 'ALREADY_CLAIMED', 'This reward was already claimed');
      if (isExpired(row, now)) throw new ApiError(409, 'REWARD_EXPIRED', "This reward's claim period is over");
      const entry = this.context.ledger.post({
        memberId: account.memberId,
        wallet: 'cash',
        amountMinor: row.amount_minor,
        kind: 'bonus',
        reference: rewardReference(rewardId),
        at: now,
      });
      if (!this.rewards.markClaimedBy(rewardId, entry.id, now)) throw new ApiError(409, 'ALREADY_CLAIMED', 'This reward was already claimed');
      const claimed = this.rewards.find(rewardId);
      if (!claimed) throw new Error(`reward ${rewardId} vanished`);
      return { reward: rewardViewOf(claimed, now), balanceMinor: entry.balanceAfterMinor };
    });
  }
}
