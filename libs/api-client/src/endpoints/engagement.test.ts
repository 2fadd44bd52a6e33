import { describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { claimReward, claimSignIn, getLeaderboard, getReferral, getSignInCalendar, joinPromotion, listJoinedPromotions, listRewards } from './engagement';

const server = usePlatformServer();
const KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('engagement', () => {
  it('reads the sign-in calendar and claims today with the Idempotency-Key header', async () => {
    answer(server, 'get', '/wps/engagement/sign-in', () => ok({ todayIndex: 2 }));
    await expect(getSignInCalendar(testClient())).resolves.toEqual({ todayIndex: 2 });
    const seen = answer(server, 'post', '/wps/engagement/sign-in/claim', () => ok({ creditedMinor: 500 }));
    await expect(claimSignIn(testClient(), { idempotencyKey: KEY })).resolves.toEqual({ creditedMinor: 500 });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
  });

  it('surfaces a second claim of the day as ALREADY_CLAIMED', async () => {
    answer(server, 'post', '/wps/engagement/sign-in/claim', () => fail('ALREADY_CLAIMED', 409));
    expect((await failureOf(claimSignIn(testClient(), { idempotencyKey: KEY }))).code).toBe('ALREADY_CLAIMED');
  });

  it('lists rewards with their filter and claims one by path with its key', async () => {
    const list = answer(server, 'get', '/wps/engagement/rewards', () => ok({ items: [] }));
    await listRewards(testClient(), { status: 'history', pageNo: 2 });
    expect(list[0]?.query).toEqual({ status: 'history', pageNo: '2' });
    const claim = answer(server, 'post', '/wps/engagement/rewards/:rewardId/claim', () => ok({ balanceMinor: 1 }));
    await claimReward(testClient(), { rewardId: 7, idempotencyKey: KEY });
    expect(claim[0]?.path).toBe('/wps/engagement/rewards/7/claim');
    expect(claim[0]?.headers.get('Idempotency-Key')).toBe(KEY);
  });

  it('reads the leaderboard and the referral', async () => {
    answer(server, 'get', '/wps/engagement/leaderboard', () => ok({ participants: 3 }));
    await expect(getLeaderboard(testClient())).resolves.toEqual({ participants: 3 });
    answer(server, 'get', '/wps/engagement/referral', () => fail('NO_PERMISSION', 403));
    expect((await failureOf(getReferral(testClient()))).code).toBe('NO_PERMISSION');
  });

  it('lists the joined promotions and joins one by path', async () => {
    answer(server, 'get', '/wps/engagement/promotions/joined', () => ok({ items: [{ promotionId: 3 }] }));
    await expect(listJoinedPromotions(testClient())).resolves.toEqual([{ promotionId: 3 }]);
    const join = answer(server, 'post', '/wps/engagement/promotions/:promotionId/join', () => ok({ promotionId: 4, status: 'joined' }));
    await expect(joinPromotion(testClient(), { promotionId: 4 })).resolves.toMatchObject({ status: 'joined' });
    expect(join[0]?.path).toBe('/wps/engagement/promotions/4/join');
  });
});
