import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { manilaMidnight, WEEK_MS } from '../time/manila-days';
import { useWalletServer } from '../wallet/wallet-test-kit';
import { cancelBet, lotteryBet } from '../play/play-test-kit';
import { call, expectRefusal, newPlayer, post, ROUTES, sessionHeaders, setPromo } from './engagement-test-kit';
import { LeaderboardRepository, type RaceStanding } from './leaderboard-repository';
import { prizeOfRank, prizePoolOf } from './leaderboard-prizes';
import { toPrizeMinor } from './leaderboard-service';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const { server, clock } = useWalletServer(manilaMidnight(2026, 3, 11) + 12 * HOUR);

/** A fresh aurora player (or of `merchant`) with a deposit before the week, then these bets (negative) and refunds at these times. */
function bettor(name: string, moves: readonly (readonly [number, number])[], merchant = 'aurora') {
  const player = newPlayer(server, merchant, name);
  post(server, player.memberId, 'deposit', 10_000_000, manilaMidnight(2026, 1, 1));
  for (const [amount, at] of moves) post(server, player.memberId, amount < 0 ? 'bet' : 'bet_refund', amount, at);
  return player;
}

const board = async (headers: Record<string, string>) => {
  const response = await call(server, { route: ROUTES.leaderboard, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

describe('getLeaderboard', () => {
  it("ranks the merchant's members by this week's valid bets, with the prizes and masked names", async () => {
    const monday = manilaMidnight(2026, 3, 9);
    clock.now = monday + 2 * DAY + 12 * HOUR;
    bettor('alpha_one', [[-5_000, monday + HOUR], [1_000, monday + 2 * HOUR]]);
    const bravo = bettor('bravo_two', [[-3_000, monday + DAY]]);
    bettor('charlie_3', [[-2_000, monday - 1], [-1_000, monday + DAY]]);
    bettor('delta_jade', [[-9_000, monday + DAY]], 'jade');
    const value = await board(bravo.headers);
    expect(value.race).toEqual({
      id: '2026-03-09',
      startsAt: monday,
      endsAt: monday + WEEK_MS,
      prizePoolMinor: 990_000,
      prizes: [
        { rankFrom: 1, rankTo: 1, amountMinor: 500_000 },
        { rankFrom: 2, rankTo: 2, amountMinor: 250_000 },
        { rankFrom: 3, rankTo: 3, amountMinor: 100_000 },
        { rankFrom: 4, rankTo: 10, amountMinor: 20_000 },
      ],
    });
    expect(value.top).toEqual([
      { rank: 1, name: 'al***ne', amountMinor: 4_000, prizeMinor: 500_000 },
      { rank: 2, name: 'br***wo', amountMinor: 3_000, prizeMinor: 250_000 },
      { rank: 3, name: 'ch***_3', amountMinor: 1_000, prizeMinor: 100_000 },
    ]);
    expect(value).toMatchObject({ currency: 'PHP', participants: 3, me: { rank: 2, amountMinor: 3_000, prizeMinor: 250_000, toPrizeMinor: 0 } });
  });

  it('ranks a tie by who reached the amount first (their last counted bet): a later refund moves nobody behind', async () => {
    const monday = manilaMidnight(2026, 3, 16);
    clock.now = monday + 5 * DAY;
    bettor('tie_late', [[-1_000, monday], [-1_000, monday + 2 * DAY]]);
    bettor('tie_refund', [[-3_000, monday], [1_000, monday + 3 * DAY]]);
    const early = bettor('tie_early', [[-2_000, monday + DAY]]);
    const value = await board(early.headers);
    expect(value.top.map((entry: { name: string; amountMinor: number }) => [entry.name, entry.amountMinor])).toEqual([
      ['ti***nd', 2_000],
      ['ti***ly', 2_000],
      ['ti***te', 2_000],
    ]);
    expect(value.me.rank).toBe(2);
  });

  it('ranks a tie of lottery bets by when each counted, though a refund came later', async () => {
    const monday = manilaMidnight(2026, 4, 20);
    clock.now = monday + 5 * DAY + 12 * HOUR;
    const first = newPlayer(server, 'aurora', 'lotto_first');
    const second = newPlayer(server, 'aurora', 'lotto_second');
    for (const player of [first, second]) post(server, player.memberId, 'deposit', 100_000, monday - DAY);
    // The first reaches ₱100 when its draw closes; a later bet of theirs is cancelled after the second reached ₱100.
    const firstBet = await lotteryBet(server, first.headers, { numbers: ['01'], stakeEach: 10_000 });
    clock.now = firstBet.closesAt;
    const later = await lotteryBet(server, first.headers, { numbers: ['02', '03'], stakeEach: 5_000, drawsAhead: 2 });
    const secondBet = await lotteryBet(server, second.headers, { numbers: ['04'], stakeEach: 10_000 });
    clock.now = secondBet.closesAt;
    expect((await cancelBet(server, first.headers, later.orderId, later.subOrderIds)).statusCode).toBe(200);
    clock.now = later.closesAt;
    const value = await board(second.headers);
    expect(value.top.slice(0, 2).map((entry: { name: string; amountMinor: number }) => [entry.name, entry.amountMinor])).toEqual([
      ['lo***st', 10_000],
      ['lo***nd', 10_000],
    ]);
  });

  it('counts a lottery bet only once its draw has closed, in the race where it closes: one cancelled before never counts', async () => {
    const nextMonday = manilaMidnight(2026, 5, 11);
    clock.now = nextMonday - 2 * 60_000; // Sunday 23:58
    const canceller = newPlayer(server, 'aurora', 'late_canceller');
    const keeper = newPlayer(server, 'aurora', 'late_keeper');
    for (const player of [canceller, keeper]) post(server, player.memberId, 'deposit', 100_000, nextMonday - DAY);
    // Both bet on the draw after the open one: it closes at 00:04:30 on Monday, in the next race.
    const cancelled = await lotteryBet(server, canceller.headers, { numbers: ['11', '12'], stakeEach: 10_000, drawsAhead: 1 });
    await lotteryBet(server, keeper.headers, { numbers: ['13'], stakeEach: 10_000, drawsAhead: 1 });
    expect(cancelled.closesAt).toBeGreaterThan(nextMonday);
    expect((await board(canceller.headers)).me).toMatchObject({ rank: null, amountMinor: 0 });

    // After Monday 00:00 the ended race is final and holds neither; the bet can still be cancelled.
    clock.now = nextMonday + 60_000;
    const ended = new LeaderboardRepository(server.db).ranking('aurora', { from: nextMonday - WEEK_MS, to: nextMonday, now: clock.now }, 1_000, canceller.memberId);
    expect(ended.standings.filter((standing) => [canceller.memberId, keeper.memberId].includes(standing.memberId))).toEqual([]);
    expect((await cancelBet(server, canceller.headers, cancelled.orderId, cancelled.subOrderIds)).statusCode).toBe(200);
    expect((await board(canceller.headers)).me).toMatchObject({ rank: null, amountMinor: 0 });

    clock.now = cancelled.closesAt;
    expect((await board(canceller.headers)).me).toMatchObject({ rank: null, amountMinor: 0 });
    expect((await board(keeper.headers)).me).toMatchObject({ rank: 1, amountMinor: 10_000 });
  });

  it('lists the top 20 and shows a member their own place outside it, and what a prized place still needs', async () => {
    const monday = manilaMidnight(2026, 3, 23);
    clock.now = monday + 3 * DAY;
    for (let i = 0; i < 22; i++) bettor(`runner_${i}`, [[-(22 - i) * 10_000, monday + i * HOUR]]);
    const behind = bettor('behind_me', [[-5_000, monday + DAY]]);
    const middle = bettor('middle_me', [[-65_000, monday + DAY]]);
    const idle = newPlayer(server, 'aurora', 'idle_me');
    const value = await board(behind.headers);
    expect(value.top).toHaveLength(20);
    expect(value.top.map((entry: { rank: number }) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(value.participants).toBe(24);
    // The 10th place (the last prized) has ₱1,300.00: one centavo more takes it.
    expect(value.top[9]).toMatchObject({ rank: 10, amountMinor: 130_000, prizeMinor: 20_000 });
    expect(value.top[10]).toMatchObject({ rank: 11, prizeMinor: 0 });
    expect(value.me).toEqual({ rank: 24, amountMinor: 5_000, prizeMinor: 0, toPrizeMinor: 125_001 });
    expect((await board(middle.headers)).me).toEqual({ rank: 17, amountMinor: 65_000, prizeMinor: 0, toPrizeMinor: 65_001 });
    expect((await board(idle.headers)).me).toEqual({ rank: null, amountMinor: 0, prizeMinor: 0, toPrizeMinor: 130_001 });
  });

  it('runs from Monday 00:00 to the next Monday 00:00 in Manila', async () => {
    const monday = manilaMidnight(2026, 3, 30);
    clock.now = monday;
    const { memberId } = bettor('window_me', [[-1_000, monday - 1], [-2_000, monday], [-4_000, monday + WEEK_MS - 1], [-8_000, monday + WEEK_MS]]);
    const at = async (now: number) => {
      clock.now = now;
      return board(sessionHeaders(server, 'aurora', memberId));
    };
    expect((await at(monday)).me).toMatchObject({ rank: 1, amountMinor: 2_000 });
    const lastMoment = await at(monday + WEEK_MS - 1);
    expect(lastMoment.race.id).toBe('2026-03-30');
    expect(lastMoment.me).toMatchObject({ rank: 1, amountMinor: 6_000 });
    const next = await at(monday + WEEK_MS);
    expect(next.race).toMatchObject({ id: '2026-04-06', startsAt: monday + WEEK_MS, endsAt: monday + 2 * WEEK_MS });
    expect(next.me).toMatchObject({ rank: 1, amountMinor: 8_000 });
    const empty = await at(monday + 2 * WEEK_MS);
    expect(empty).toMatchObject({ top: [], participants: 0, me: { rank: null, amountMinor: 0, toPrizeMinor: 1 } });
  });

  it('counts cash bets only: a trial account playing free games has no place', async () => {
    const monday = manilaMidnight(2026, 4, 13);
    clock.now = monday + DAY;
    const trial = trialHeaders(server, 'ember');
    const trialId = server.db.prepare<[], { id: number }>('SELECT max(id) AS id FROM member').get()?.id ?? 0;
    server.app.platform.ledger.post({ memberId: trialId, wallet: 'demo', amountMinor: -5_000, kind: 'bet', reference: 'test:bet', at: monday + HOUR });
    expectRefusal(await call(server, { route: ROUTES.leaderboard, headers: trial }), 403, 'TRIAL_NOT_ALLOWED');
    expect((await board(authHeaders(server, 'demo', 'ember'))).participants).toBe(0);
  });

  it('is refused where the MISSION promo is off, to trial accounts and to guests', async () => {
    expectRefusal(await call(server, { route: ROUTES.leaderboard, headers: authHeaders(server, 'demo', 'jade') }), 403, 'NO_PERMISSION');
    expectRefusal(await call(server, { route: ROUTES.leaderboard, headers: trialHeaders(server) }), 403, 'TRIAL_NOT_ALLOWED');
    expectRefusal(await call(server, { route: ROUTES.leaderboard, headers: { merchant: 'aurora' } }), 401, 'NOT_LOGGED_IN');
    setPromo(server, 'aurora', 'mission', false);
    expectRefusal(await call(server, { route: ROUTES.leaderboard, headers: authHeaders(server, 'demo') }), 403, 'NO_PERMISSION');
    setPromo(server, 'aurora', 'mission', true);
  });
});

describe('the prize rules', () => {
  const prizes = [
    { rankFrom: 1, rankTo: 1, amountMinor: 500 },
    { rankFrom: 2, rankTo: 3, amountMinor: 100 },
  ];
  const standing = (rank: number, amountMinor: number): RaceStanding => ({ memberId: rank, username: `p${rank}`, rank, amountMinor });

  it('gives each place its prize and sums the pool over every prized place', () => {
    expect([1, 2, 3, 4].map((rank) => prizeOfRank(prizes, rank))).toEqual([500, 100, 100, 0]);
    expect(prizeOfRank(prizes, null)).toBe(0);
    expect(prizePoolOf(prizes)).toBe(700);
    expect(prizePoolOf([])).toBe(0);
  });

  it('refuses prizes whose places overlap, and a merchant without prizes races for none', async () => {
    const repository = new LeaderboardRepository(server.db);
    expect(() => repository.setPrizes('jade', [{ rankFrom: 1, rankTo: 3, amountMinor: 100 }, { rankFrom: 3, rankTo: 5, amountMinor: 50 }])).toThrow(RangeError);
    expect(repository.prizesOf('jade')).toEqual([]);
    const monday = manilaMidnight(2026, 5, 4);
    clock.now = monday + DAY;
    setPromo(server, 'jade', 'mission', true);
    const player = bettor('prizeless', [[-1_000, monday + HOUR]], 'jade');
    const value = await board(player.headers);
    expect(value.race).toMatchObject({ prizePoolMinor: 0, prizes: [] });
    expect(value).toMatchObject({ top: [{ rank: 1, name: 'pr***ss', amountMinor: 1_000, prizeMinor: 0 }], me: { rank: 1, prizeMinor: 0, toPrizeMinor: 0 } });
    setPromo(server, 'jade', 'mission', false);
  });

  it('asks one centavo more than the last prized place, nothing in a prized place or without prizes', () => {
    const others = [standing(1, 900), standing(2, 800), standing(3, 700)];
    expect(toPrizeMinor(3, standing(4, 650), others)).toBe(51);
    expect(toPrizeMinor(3, standing(4, 700), others)).toBe(1);
    expect(toPrizeMinor(3, undefined, others)).toBe(701);
    expect(toPrizeMinor(3, standing(2, 800), [standing(1, 900)])).toBe(0);
    expect(toPrizeMinor(3, undefined, others.slice(0, 2))).toBe(1);
    expect(toPrizeMinor(0, undefined, others)).toBe(0);
  });
});
