import { LeaderboardModel } from '../leaderboard.model';
import { PromotionJoinModel } from '../promotion-join.model';
import { ReferralModel } from '../referral.model';
import { RewardCentreModel } from '../reward-centre.model';
import type { ScreenRoot } from '../screen-model';
import { SignInModel } from '../sign-in.model';

/** The daily sign-in `/m/activity/signIn`. */
export function signInModel({ api, ui, wallet, clock }: ScreenRoot): SignInModel {
  return new SignInModel({ api, ui, wallet, clock });
}

/** The leaderboard `/m/leaderBoard`. */
export function leaderboardModel({ api, clock }: ScreenRoot): LeaderboardModel {
  return new LeaderboardModel({ api, clock });
}

/** The reward centre `/m/rewardCenter`. */
export function rewardCentreModel({ api, ui, wallet }: ScreenRoot): RewardCentreModel {
  return new RewardCentreModel({ api, ui, wallet });
}

/** Invite friends `/m/inviteFriends`. */
export function referralModel({ api }: ScreenRoot): ReferralModel {
  return new ReferralModel(api);
}

/** Joining a deposit promotion from its page `/m/activityDetail`. */
export function promotionJoinModel({ api, session }: ScreenRoot): PromotionJoinModel {
  return new PromotionJoinModel({ api, session });
}
