import type { Schema } from '../contract/schema-types';
import type { PlatformContext } from '../platform-context';
import { maskName } from '../play/mask-name';
import type { SessionAccount } from '../sessions/session-store';
import { ReferralCodes } from './referral-codes';
import { ReferralRepository, type ReferredFriend } from './referral-repository';

/** The invite-friends page as the contract's `Referral` shows it. */
export type ReferralView = Schema<'Referral'>;

/** How many of the latest referred friends the page lists. */
export const REFERRAL_FRIENDS_LISTED = 50;

/** A friend's state: rewarded once the member's reward was given, deposited with any approved deposit, else registered. */
export function friendStatusOf(friend: Pick<ReferredFriend, 'depositedMinor' | 'rewardMinor'>): Schema<'ReferralFriend'>['status'] {
  if (friend.rewardMinor !== null) return 'rewarded';
  return friend.depositedMinor > 0 ? 'deposited' : 'registered';
}

/**
 * Invite friends: the member's referral code (random, not their username: ReferralCodes), the
 * merchant's terms and the friends who used it.
 */
export class ReferralService {
  private readonly referrals;
  private readonly codes;

  constructor(context: PlatformContext) {
    this.referrals = new ReferralRepository(context.db);
    this.codes = new ReferralCodes(context.db);
  }

  /** The member's referral page; a member without a code yet (registered before codes existed, or by an agent) gets one now. */
  view(account: SessionAccount): ReferralView {
    const terms = this.referrals.termsOf(account.merchantCode);
    const counts = this.referrals.countsOf(account.memberId);
    return {
      code: this.codes.ensure(account.memberId, account.merchantCode),
      currency: account.currency,
      rewardPerFriendMinor: terms.rewardPerFriendMinor,
      qualifyingDepositMinor: terms.qualifyingDepositMinor,
      invitedCount: counts.invited,
      rewardedCount: counts.rewarded,
      earnedMinor: counts.earnedMinor,
      friends: this.referrals.latestFriends(account.memberId, REFERRAL_FRIENDS_LISTED).map((friend) => ({
        name: maskName(friend.username),
        registeredAt: friend.registeredAt,
        status: friendStatusOf(friend),
        rewardMinor: friend.rewardMinor ?? 0,
      })),
    };
  }
}
