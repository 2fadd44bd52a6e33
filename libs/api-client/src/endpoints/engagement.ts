import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { PathOf, QueryOf } from './params';

/** One day of the sign-in week. */
export type SignInDay = components['schemas']['SignInDay'];
/** This week's daily sign-in calendar with today's conditions. */
export type SignInCalendar = components['schemas']['SignInCalendar'];
/** What a sign-in claim credited, the balance after it and the calendar now. */
export type SignInClaim = components['schemas']['SignInClaim'];
/** The current leaderboard race, its top 20 and the member's place. */
export type Leaderboard = components['schemas']['Leaderboard'];
/** One place of the leaderboard. */
export type LeaderboardEntry = components['schemas']['LeaderboardEntry'];
/** A race of the leaderboard. */
export type LeaderboardRace = components['schemas']['LeaderboardRace'];
/** The prize of a range of places. */
export type LeaderboardPrize = components['schemas']['LeaderboardPrize'];
/** The member's own place in the race. */
export type LeaderboardStanding = components['schemas']['LeaderboardStanding'];
/** A reward of the reward centre. */
export type Reward = components['schemas']['Reward'];
/** The bonus totals and a page of rewards. */
export type RewardPage = components['schemas']['RewardPage'];
/** A claimed reward and the balance after it. */
export type RewardClaim = components['schemas']['RewardClaim'];
/** The member's referral code, terms and invited friends. */
export type Referral = components['schemas']['Referral'];
/** A friend who registered with the member's code. */
export type ReferralFriend = components['schemas']['ReferralFriend'];
/** A member's place in a joinable promotion. */
export type PromotionEnrollment = components['schemas']['PromotionEnrollment'];
/** The bonus terms of a joinable deposit promotion. */
export type PromotionJoinTerms = components['schemas']['ContentPromotionJoinTerms'];
/** The filter and paging of listRewards. */
export type ListRewardsQuery = QueryOf<'listRewards'>;

/** Reads this week's sign-in calendar (GET /wps/engagement/sign-in). */
export function getSignInCalendar(client: PlatformClient): Promise<SignInCalendar> {
  return valueOf(client.GET('/wps/engagement/sign-in'));
}

/**
 * Claims today's sign-in reward (POST /wps/engagement/sign-in/claim). `idempotencyKey` is made
 * once per tap and sent again on every retry of it, so a retry never credits twice.
 */
export function claimSignIn(client: PlatformClient, params: { readonly idempotencyKey: string }): Promise<SignInClaim> {
  return valueOf(client.POST('/wps/engagement/sign-in/claim', { params: { header: { 'Idempotency-Key': params.idempotencyKey } } }));
}

/** Reads the current leaderboard race (GET /wps/engagement/leaderboard). */
export function getLeaderboard(client: PlatformClient): Promise<Leaderboard> {
  return valueOf(client.GET('/wps/engagement/leaderboard'));
}

/** Reads the bonus totals and a page of rewards (GET /wps/engagement/rewards). */
export function listRewards(client: PlatformClient, params: ListRewardsQuery = {}): Promise<RewardPage> {
  return valueOf(client.GET('/wps/engagement/rewards', { params: { query: params } }));
}

/** Claims a reward (POST /wps/engagement/rewards/{rewardId}/claim), once per `idempotencyKey`. */
export function claimReward(client: PlatformClient, params: PathOf<'claimReward'> & { readonly idempotencyKey: string }): Promise<RewardClaim> {
  const { idempotencyKey, ...path } = params;
  return valueOf(
    client.POST('/wps/engagement/rewards/{rewardId}/claim', { params: { path, header: { 'Idempotency-Key': idempotencyKey } } }),
  );
}

/** Reads the member's referral code and invited friends (GET /wps/engagement/referral). */
export function getReferral(client: PlatformClient): Promise<Referral> {
  return valueOf(client.GET('/wps/engagement/referral'));
}

/** Reads the promotions the member joined (GET /wps/engagement/promotions/joined). */
export async function listJoinedPromotions(client: PlatformClient): Promise<readonly PromotionEnrollment[]> {
  return (await valueOf(client.GET('/wps/engagement/promotions/joined'))).items;
}

/** Joins a promotion (POST /wps/engagement/promotions/{promotionId}/join); joining again answers the same enrollment. */
export function joinPromotion(client: PlatformClient, params: PathOf<'joinPromotion'>): Promise<PromotionEnrollment> {
  return valueOf(client.POST('/wps/engagement/promotions/{promotionId}/join', { params: { path: params } }));
}
