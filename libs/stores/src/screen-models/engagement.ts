import { LeaderboardModel } from '../leaderboard.model';
import { ReferralModel } from '../referral.model';
import { RewardCentreModel } from '../reward-centre.model';
import type { ScreenRoot } from '../screen-model';
import { SignInModel } from '../sign-in.model';

/** The daily sign-in `/m/activity/signIn`. */
export function signInModel({ api, ui, wallet }: ScreenRoot): SignInModel {
  return new SignInModel({ api, ui, wallet });
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
