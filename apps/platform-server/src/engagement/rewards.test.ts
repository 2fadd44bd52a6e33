import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { manilaMidnight } from '../time/manila-days';
import { newKey, useWalletServer } from '../wallet/wallet-test-kit';
import { call, entriesOf, expectRefusal, newPlayer, post, ROUTES, statusCounts, withKey } from './engagement-test-kit';
import { RewardRepository, type NewReward } from './reward-repository';
import { rewardReference } from './reward-service';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Wednesday 11 March 2026, 12:00 in Manila. */
const NOON = manilaMidnight(2026, 3, 11) + 12 * HOUR;
const { server, clock } = useWalletServer(NOON);

/** Gives a member a reward created `agoMs` before the clock, expiring `expiresInMs` after it (null: never). */
function give(memberId: number, over: Partial<NewReward> & { agoMs?: number; expiresInMs?: number | null } = {}): number {
  const { agoMs = HOUR, expiresInMs = null, ...reward } = over;
  const id = new RewardRepository(server.db).create({
    memberId,
    source: 'cashback',
    reference: null,
    cause: null,
    amountMinor: 1_000,
    at: clock.now - agoMs,
    expiresAt: expiresInMs === null ? null : clock.now + expiresInMs,
    ...reward,
  });
  if (id === null) throw new Error('the reward was not written');
  return id;
}

const list = (headers: Record<string, string>, query = '') => call(server, { route: ROUTES.rewards, url: `${ROUTES.rewards}${query}`, headers });
const claim = (headers: Record<string, string>, rewardId: number, key = newKey()) =>
  call(server, { method: 'POST', route: ROUTES.rewardClaim, url: `/wps/engagement/rewards/${rewardId}/claim`, headers: withKey(headers, key) });

describe('listRewards', () => {
  it('lists claimable rewards soonest expiry first, the history newest first, with the bonus totals', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'lister_one');
    const welcome = give(player.memberId, { source: 'welcome', amountMinor: 8_800 });
    const event = give(player.memberId, { source: 'event', reference: 'Weekend fiesta', amountMinor: 5_000, expiresInMs: 2 * HOUR });
    const cashback = give(player.memberId, { amountMinor: 12_550, expiresInMs: 3 * DAY });
    const expired = give(player.memberId, { source: 'birthday', amountMinor: 20_000, agoMs: 10 * DAY, expiresInMs: -3 * DAY });
    const claimed = give(player.memberId, { source: 'leaderboard', reference: '2026-03-02', amountMinor: 100_000, agoMs: 2 * DAY });
    expect((await claim(player.headers, claimed)).statusCode).toBe(200);
    post(server, player.memberId, 'bonus', 700, manilaMidnight(2026, 3, 11) - 1); // yesterday

    const claimable = (await list(player.headers)).json().value;
    expect(claimable.items.map((r: { id: number }) => r.id)).toEqual([event, cashback, welcome]);
    expect(claimable.items[0]).toEqual({
      id: event,
      source: 'event',
      reference: 'Weekend fiesta',
      amountMinor: 5_000,
      status: 'claimable',
      createdAt: NOON - HOUR,
      expiresAt: NOON + 2 * HOUR,
      claimedAt: null,
    });
    expect(claimable).toMatchObject({
      currency: 'PHP',
      todayBonusMinor: 100_000,
      totalBonusMinor: 100_700,
      claimableTotalMinor: 26_350,
      page: { pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 3 },
    });

    const history = (await list(player.headers, '?status=history')).json().value;
    expect(history.items.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [claimed, 'claimed'],
      [expired, 'expired'],
    ]);
    expect(history.items[0]).toMatchObject({ claimedAt: NOON, amountMinor: 100_000 });

    const paged = (await list(player.headers, '?status=claimable&pageNo=2&pageSize=2')).json().value;
    expect(paged.items.map((r: { id: number }) => r.id)).toEqual([welcome]);
    expect(paged.page).toEqual({ pageNo: 2, pageSize: 2, totalPages: 2, totalCount: 3 });

    clock.now = NOON + 2 * HOUR; // the event reward's last moment has passed
    const later = (await list(player.headers)).json().value;
    expect(later).toMatchObject({ claimableTotalMinor: 21_350, page: { totalCount: 2 } });
    expect((await list(player.headers, '?status=history')).json().value.items.map((r: { id: number }) => r.id)).toEqual([event, claimed, expired]);
  });

  it('counts the sign-in bonus and every bonus of the Manila day in today\'s total', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'bonus_counter');
    post(server, player.memberId, 'bonus', 300, manilaMidnight(2026, 3, 11));
    post(server, player.memberId, 'bonus', 400, manilaMidnight(2026, 3, 12) - 1);
    const signed = await call(server, { method: 'POST', route: ROUTES.signInClaim, headers: withKey(player.headers) });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await list(player.headers)).json().value).toMatchObject({ todayBonusMinor: 1_700, totalBonusMinor: 1_700 });
    clock.now = manilaMidnight(2026, 3, 12);
    expect((await list(player.headers)).json().value).toMatchObject({ todayBonusMinor: 0, totalBonusMinor: 1_700 });
  });

  it('is refused where REWCEN3 is off, to trial accounts and to guests, and refuses an unknown status', async () => {
    expectRefusal(await list(authHeaders(server, 'demo', 'ember')), 403, 'NO_PERMISSION');
    expectRefusal(await claim(authHeaders(server, 'demo', 'ember'), 1), 403, 'NO_PERMISSION');
    expectRefusal(await list(trialHeaders(server, 'jade')), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await claim(trialHeaders(server, 'jade'), 1), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await list({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN');
    expectRefusal(await list(authHeaders(server, 'demo', 'jade'), '?status=everything'), 400, 'BAD_REQUEST');
  });
});

describe('claimReward', () => {
  it('credits the reward once as a bonus ledger row and answers with it claimed and the balance', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'claimer_one');
    const id = give(player.memberId, { amountMinor: 12_550, expiresInMs: DAY });
    const key = newKey();
    const first = await claim(player.headers, id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({
      reward: { id, source: 'cashback', reference: null, amountMinor: 12_550, status: 'claimed', createdAt: NOON - HOUR, expiresAt: NOON + DAY, claimedAt: NOON },
      balanceMinor: 12_550,
    });
    expect(entriesOf(server, rewardReference(id))).toEqual([{ kind: 'bonus', amountMinor: 12_550, memberId: player.memberId }]);
    expect((await claim(player.headers, id, key)).json()).toEqual(first.json());
    expectRefusal(await claim(player.headers, id), 409, 'ALREADY_CLAIMED');
    expect(server.app.platform.ledger.balanceOf(player.memberId)).toBe(12_550);
  });

  it('refuses an expired reward with 409 REWARD_EXPIRED from its expiry on, crediting nothing', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'late_claimer');
    const id = give(player.memberId, { expiresInMs: HOUR });
    clock.now = NOON + HOUR - 1;
    const inTime = give(player.memberId, { expiresInMs: 1 });
    expect((await claim(player.headers, inTime)).statusCode).toBe(200);
    clock.now = NOON + HOUR;
    expectRefusal(await claim(player.headers, id), 409, 'REWARD_EXPIRED');
    expect(entriesOf(server, rewardReference(id))).toEqual([]);
    expect(server.app.platform.ledger.balanceOf(player.memberId)).toBe(1_000);
  });

  it("answers 404 NOT_FOUND for another member's reward and for none", async () => {
    clock.now = NOON;
    const owner = newPlayer(server, 'jade', 'reward_owner');
    const other = newPlayer(server, 'jade', 'reward_thief');
    const id = give(owner.memberId);
    expectRefusal(await claim(other.headers, id), 404, 'NOT_FOUND');
    expectRefusal(await claim(other.headers, 9_000_000), 404, 'NOT_FOUND');
    expect(entriesOf(server, rewardReference(id))).toEqual([]);
    expect((await claim(owner.headers, id)).statusCode).toBe(200);
  });

  it('credits once when ten claims with different keys race: the others are 409 ALREADY_CLAIMED', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'reward_racer');
    const id = give(player.memberId, { amountMinor: 5_000 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(player.headers, id)));
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().errorCode).toBe('ALREADY_CLAIMED');
    expect(entriesOf(server, rewardReference(id))).toHaveLength(1);
    expect(server.app.platform.ledger.balanceOf(player.memberId)).toBe(5_000);
  });

  it('answers ten parallel retries of one key identically, with one credit', async () => {
    clock.now = NOON;
    const player = newPlayer(server, 'jade', 'reward_retrier');
    const id = give(player.memberId, { amountMinor: 5_000 });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(player.headers, id, key)));
    expect(statusCounts(answers)).toEqual({ 200: 10 });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(entriesOf(server, rewardReference(id))).toHaveLength(1);
    const another = give(player.memberId);
    expectRefusal(await claim(player.headers, another, key), 409, 'IDEMPOTENCY_CONFLICT');
  });
});
