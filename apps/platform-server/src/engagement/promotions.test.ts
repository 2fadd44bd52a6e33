import { describe, expect, it } from 'vitest';
import { FIRST_DEPOSIT_JOIN_TERMS, RELOAD_JOIN_TERMS } from '../content/seed/announcement-seed-data';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { manilaMidnight } from '../time/manila-days';
import { cashOf, useWalletServer } from '../wallet/wallet-test-kit';
import { call, depositThroughProvider, entriesOf, expectRefusal, newPlayer, ROUTES, statusCounts, withKey } from './engagement-test-kit';
import { promotionCause } from './promotion-enrollment-repository';
import { promotionBonusMinor, PromotionRewards } from './promotion-rewards';
import { rewardReference } from './reward-service';

const HOUR = 60 * 60_000;
const PESO = 100;
/** Wednesday 11 March 2026, 12:00 in Manila (the seeded promotions run from December 2025 for ten years). */
const NOON = manilaMidnight(2026, 3, 11) + 12 * HOUR;
const { server, clock } = useWalletServer(NOON);

interface ListedPromotion {
  id: number;
  title: string;
  category: string;
  joinTerms: { bonusPercent: number; maxBonusMinor: number; minDepositMinor: number; firstDepositOnly: boolean } | null;
}

/** A merchant's promotions as getAnnouncements lists them. */
async function promotionsOf(merchant: string): Promise<ListedPromotion[]> {
  const response = await server.app.inject({ method: 'GET', url: '/wps/announcements?types=Promotion', headers: { merchant } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.promotions as ListedPromotion[];
}

/** The id of a merchant's promotion with this English title. */
async function promotionId(merchant: string, title: string): Promise<number> {
  const found = (await promotionsOf(merchant)).find((promotion) => promotion.title === title);
  if (!found) throw new Error(`${merchant} has no promotion '${title}'`);
  return found.id;
}

const FIRST_DEPOSIT = '100% First Deposit Bonus';
const RELOAD = '20% Reload Bonus';

const join = (headers: Record<string, string>, id: number) =>
  call(server, { method: 'POST', route: ROUTES.promotionJoin, url: `/wps/engagement/promotions/${id}/join`, headers });
const joined = (headers: Record<string, string>) => call(server, { route: ROUTES.promotionsJoined, headers });

/** The `promotion` rewards of a member, oldest first. */
function promotionRewardsOf(memberId: number) {
  return server.db
    .prepare<[number], { id: number; cause: string; reference: string; amount_minor: number; status: string; expires_at: number | null }>(
      "SELECT id, cause, reference, amount_minor, status, expires_at FROM reward WHERE member_id = ? AND source = 'promotion' ORDER BY id",
    )
    .all(memberId);
}

/** A member's enrollment rows. */
function enrollmentsOf(memberId: number) {
  return server.db
    .prepare<[number], { id: number; announcement_id: number; status: string; reward_id: number | null }>(
      'SELECT id, announcement_id, status, reward_id FROM promotion_enrollment WHERE member_id = ? ORDER BY id',
    )
    .all(memberId);
}

describe('joinPromotion and listJoinedPromotions', () => {
  it('enrolls a member, answers the same enrollment to a second join, and lists enrollments newest first', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'joiner_one');
    const first = await promotionId('jade', FIRST_DEPOSIT);
    const reload = await promotionId('jade', RELOAD);
    expect((await joined(player.headers)).json().value).toEqual({ items: [] });

    const answer = await join(player.headers, first);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toEqual({ promotionId: first, status: 'joined', joinedAt: NOON, rewardId: null });
    clock.now = NOON + HOUR;
    expect((await join(player.headers, first)).json().value).toEqual(answer.json().value);
    expect((await join(player.headers, reload)).json().value).toEqual({ promotionId: reload, status: 'joined', joinedAt: NOON + HOUR, rewardId: null });

    const list = (await joined(player.headers)).json().value;
    expect(list.items.map((item: { promotionId: number }) => item.promotionId)).toEqual([reload, first]);
    expect(enrollmentsOf(player.memberId)).toHaveLength(2);
  });

  it('keeps one enrollment for 10 concurrent joins, each answered with it', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'joiner_rush');
    const reload = await promotionId('jade', RELOAD);
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(player.headers, reload)));
    expect(statusCounts(answers)).toEqual({ 200: 10 });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(enrollmentsOf(player.memberId)).toHaveLength(1);
  });

  it("refuses a promotion that does not exist, another merchant's, one without join terms, one not running, with 404", async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'joiner_refused');
    expectRefusal(await join(player.headers, 999_999), 404, 'NOT_FOUND');
    expectRefusal(await join(player.headers, await promotionId('aurora', RELOAD)), 404, 'NOT_FOUND');
    const liveStreak = (await promotionsOf('jade')).find((promotion) => promotion.category === 'live_promo');
    expect(liveStreak?.joinTerms).toBeNull();
    expectRefusal(await join(player.headers, liveStreak?.id ?? 0), 404, 'NOT_FOUND');

    const reload = await promotionId('jade', RELOAD);
    const dates = server.db.prepare<[number], { start_date: number; end_date: number }>('SELECT start_date, end_date FROM announcement WHERE id = ?').get(reload);
    if (!dates) throw new Error('no reload promotion row');
    const setDates = server.db.prepare<[number, number, number]>('UPDATE announcement SET start_date = ?, end_date = ? WHERE id = ?');
    try {
      setDates.run(NOON - 10 * HOUR, NOON, reload); // ended just now
      expectRefusal(await join(player.headers, reload), 404, 'NOT_FOUND');
      setDates.run(NOON + 1, NOON + 10 * HOUR, reload); // not started yet
      expectRefusal(await join(player.headers, reload), 404, 'NOT_FOUND');
    } finally {
      setDates.run(dates.start_date, dates.end_date, reload);
    }
    expect(enrollmentsOf(player.memberId)).toEqual([]);
    expect((await join(player.headers, reload)).statusCode).toBe(200);
  });

  it('refuses a first-deposit promotion to a member who has deposited, with 400 CONDITIONS_NOT_MET', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'joiner_late');
    await depositThroughProvider(server, player.headers, 300 * PESO);
    expectRefusal(await join(player.headers, await promotionId('jade', FIRST_DEPOSIT)), 400, 'CONDITIONS_NOT_MET');
    expectRefusal(await join(authHeaders(server, 'demo', 'jade'), await promotionId('jade', FIRST_DEPOSIT)), 400, 'CONDITIONS_NOT_MET');
    expect(enrollmentsOf(player.memberId)).toEqual([]);
    expect((await join(player.headers, await promotionId('jade', RELOAD))).statusCode).toBe(200);
  });

  it('is for real accounts: trial accounts 403 TRIAL_NOT_ALLOWED, guests 401', async () => {
    const reload = await promotionId('jade', RELOAD);
    const trial = trialHeaders(server, 'jade');
    expectRefusal(await join(trial, reload), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await joined(trial), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await join({ merchant: 'jade' }, reload), 401, 'NOT_LOGGED_IN');
    expectRefusal(await joined({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN');
  });
});

describe('the promotion bonus', () => {
  it('is the percent of the deposit rounded down, at most the maximum', () => {
    expect(promotionBonusMinor(RELOAD_JOIN_TERMS, 50_157)).toBe(10_031);
    expect(promotionBonusMinor(RELOAD_JOIN_TERMS, 5_000 * PESO)).toBe(1_000 * PESO);
    expect(promotionBonusMinor(RELOAD_JOIN_TERMS, 6_000 * PESO)).toBe(1_000 * PESO);
    expect(promotionBonusMinor(FIRST_DEPOSIT_JOIN_TERMS, 8_000 * PESO)).toBe(5_000 * PESO);
  });

  it('comes once, capped, from the first qualifying deposit, and is then claimable in the reward centre', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'first_timer');
    const first = await promotionId('jade', FIRST_DEPOSIT);
    await join(player.headers, first);
    clock.now = NOON + HOUR;
    await depositThroughProvider(server, player.headers, 8_000 * PESO);
    const [reward, ...others] = promotionRewardsOf(player.memberId);
    expect(others).toEqual([]);
    expect(reward).toMatchObject({ reference: FIRST_DEPOSIT, amount_minor: 5_000 * PESO, status: 'claimable', expires_at: null });
    expect(reward?.cause).toBe(promotionCause(enrollmentsOf(player.memberId)[0]?.id ?? 0));
    expect((await joined(player.headers)).json().value.items).toEqual([{ promotionId: first, status: 'rewarded', joinedAt: NOON, rewardId: reward?.id }]);

    await depositThroughProvider(server, player.headers, 9_000 * PESO);
    expect(promotionRewardsOf(player.memberId)).toHaveLength(1);
    expect((await join(player.headers, first)).json().value).toMatchObject({ status: 'rewarded', rewardId: reward?.id });

    const rewardId = reward?.id ?? 0;
    const claim = await call(server, {
      method: 'POST',
      route: ROUTES.rewardClaim,
      url: `/wps/engagement/rewards/${rewardId}/claim`,
      headers: withKey(player.headers),
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().value.reward).toMatchObject({ id: rewardId, source: 'promotion', reference: FIRST_DEPOSIT, amountMinor: 5_000 * PESO, status: 'claimed' });
    expect(claim.json().value.balanceMinor).toBe((8_000 + 9_000 + 5_000) * PESO);
    expect(entriesOf(server, rewardReference(rewardId))).toEqual([{ kind: 'bonus', amountMinor: 5_000 * PESO, memberId: player.memberId }]);
    expect(cashOf(server, 'first_timer', 'jade')).toBe((8_000 + 9_000 + 5_000) * PESO);
  });

  it('waits for a deposit that meets the minimum: a smaller one leaves the enrollment joined', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'reloader');
    await depositThroughProvider(server, player.headers, 300 * PESO);
    const reload = await promotionId('jade', RELOAD);
    await join(player.headers, reload);
    await depositThroughProvider(server, player.headers, 400 * PESO);
    expect(promotionRewardsOf(player.memberId)).toEqual([]);
    expect(enrollmentsOf(player.memberId)).toMatchObject([{ status: 'joined', reward_id: null }]);

    await depositThroughProvider(server, player.headers, 50_157);
    expect(promotionRewardsOf(player.memberId)).toMatchObject([{ reference: RELOAD, amount_minor: 10_031, status: 'claimable' }]);
    expect(enrollmentsOf(player.memberId)).toMatchObject([{ status: 'rewarded' }]);
  });

  it('fulfils the oldest joined enrollment; a first-deposit one only by the first deposit', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'two_promos');
    const reload = await promotionId('jade', RELOAD);
    const first = await promotionId('jade', FIRST_DEPOSIT);
    await join(player.headers, reload);
    clock.now = NOON + 1;
    await join(player.headers, first);
    await depositThroughProvider(server, player.headers, 600 * PESO);
    expect(promotionRewardsOf(player.memberId)).toMatchObject([{ reference: RELOAD, amount_minor: 120 * PESO }]);
    await depositThroughProvider(server, player.headers, 600 * PESO);
    expect(promotionRewardsOf(player.memberId)).toHaveLength(1);
    expect(enrollmentsOf(player.memberId).map((row) => [row.announcement_id, row.status])).toEqual([
      [reload, 'rewarded'],
      [first, 'joined'],
    ]);
  });

  it('gives nothing once the promotion has ended', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'aurora', 'too_late');
    const reload = await promotionId('aurora', RELOAD);
    await join(player.headers, reload);
    const end = server.db.prepare<[number], number | null>('SELECT end_date FROM announcement WHERE id = ?').pluck().get(reload) ?? null;
    const setEnd = server.db.prepare<[number | null, number]>('UPDATE announcement SET end_date = ? WHERE id = ?');
    try {
      setEnd.run(NOON + 1, reload);
      clock.now = NOON + HOUR;
      await depositThroughProvider(server, player.headers, 1_000 * PESO);
    } finally {
      setEnd.run(end, reload);
    }
    expect(promotionRewardsOf(player.memberId)).toEqual([]);
    expect(enrollmentsOf(player.memberId)).toMatchObject([{ status: 'joined' }]);
  });

  it('is given at most once per enrollment, also when a deposit is confirmed concurrently or the hook runs again', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'double_credit');
    await depositThroughProvider(server, player.headers, 300 * PESO);
    await join(player.headers, await promotionId('jade', RELOAD));
    const created = await server.app.inject({ method: 'POST', url: '/wps/deposit', headers: withKey(player.headers), payload: { methodCode: 'GCASH', amountMinor: 2_000 * PESO } });
    const { id, paymentUrl } = created.json().value as { id: number; paymentUrl: string };
    const token = new URL(paymentUrl, 'http://localhost').searchParams.get('token') ?? '';
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/sandbox/pay/${id}/confirm`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token }).toString(),
        }),
      ),
    );
    expect(statusCounts(confirms)).toEqual({ 303: 5 });
    expect(entriesOf(server, `deposit:${id}`)).toHaveLength(1);
    expect(promotionRewardsOf(player.memberId)).toMatchObject([{ amount_minor: 400 * PESO }]);
    expect(new PromotionRewards(server.app.platform).afterDeposit(player.memberId, 2_000 * PESO, clock.now)).toBeNull();
    expect(promotionRewardsOf(player.memberId)).toHaveLength(1);
  });
});
