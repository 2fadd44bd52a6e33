import { describe, expect, it } from 'vitest';
import { manilaMidnight, WEEK_MS } from '../time/manila-days';
import { newKey, useWalletServer } from '../wallet/wallet-test-kit';
import { lotteryBet } from '../play/play-test-kit';
import { call, entriesOf, newPlayer, post, ROUTES, sessionHeaders, statusCounts, withKey } from './engagement-test-kit';
import { Ledger } from '../wallet/ledger';
import { leaderboardCause, RaceSettlement } from './race-settlement';
import { rewardReference } from './reward-service';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Monday 8 June 2026, 00:00 in Manila: the first race the tests run. */
const JUNE_8 = manilaMidnight(2026, 6, 8);
const { server, clock } = useWalletServer(JUNE_8 + 2 * DAY);

/** A fresh player of `merchant` with a deposit long before, then cash bets (ledger rows) of these amounts at these times. */
function bettor(name: string, bets: readonly (readonly [number, number])[], merchant = 'aurora') {
  const player = newPlayer(server, merchant, name);
  post(server, player.memberId, 'deposit', 10_000_000, manilaMidnight(2026, 1, 1));
  for (const [amount, at] of bets) post(server, player.memberId, 'bet', -amount, at);
  return player;
}

interface RewardRow {
  member_id: number;
  source: string;
  reference: string | null;
  cause: string | null;
  amount_minor: number;
  status: string;
  expires_at: number | null;
}

/** The rewards of one settled race (by their cause), by member id. */
function prizesOf(merchant: string, raceId: string): RewardRow[] {
  return server.db
    .prepare<[string], RewardRow>('SELECT member_id, source, reference, cause, amount_minor, status, expires_at FROM reward WHERE cause = ? ORDER BY member_id')
    .all(leaderboardCause(merchant, raceId));
}

const rewardsOf = (headers: Record<string, string>) => call(server, { route: ROUTES.rewards, headers });
const leaderboardOf = (headers: Record<string, string>) => call(server, { route: ROUTES.leaderboard, headers });

describe('the settlement of an ended race', () => {
  it("gives each prized place of aurora's ended race a claimable leaderboard reward, once, ties as ranked", async () => {
    clock.now = JUNE_8 + 2 * DAY;
    // Twelve racers: ₱120 down to ₱10, and a late twin of the 3rd, who ranks 4th (reached it later).
    const racers = Array.from({ length: 12 }, (_, i) => bettor(`june_${String(i + 1).padStart(2, '0')}`, [[(12 - i) * 1_000, JUNE_8 + i * HOUR]]));
    const twin = bettor('june_twin', [[10_000, JUNE_8 + 3 * DAY]]);
    expect((await rewardsOf(twin.headers)).json().value.items).toEqual([]);

    clock.now = JUNE_8 + WEEK_MS + HOUR; // the next Monday, 01:00
    const listed = (await rewardsOf(racers[0]?.headers ?? {})).json().value;
    expect(listed.items).toEqual([
      { id: expect.any(Number), source: 'leaderboard', reference: '2026-06-08', amountMinor: 500_000, status: 'claimable', createdAt: clock.now, expiresAt: null, claimedAt: null },
    ]);
    const byMember = new Map(prizesOf('aurora', '2026-06-08').map((row) => [row.member_id, row.amount_minor]));
    const places = [racers[0], racers[1], racers[2], twin, ...racers.slice(3)];
    // 1st ₱5,000, 2nd ₱2,500, 3rd ₱1,000, 4th to 10th ₱200; the 11th to 13th get nothing.
    expect(places.map((player) => byMember.get(player?.memberId ?? 0) ?? 0)).toEqual([
      500_000, 250_000, 100_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 20_000, 0, 0, 0,
    ]);
    expect(byMember.size).toBe(10);

    // Every later call, however many at once, finds the race settled.
    const again = await Promise.all(Array.from({ length: 5 }, () => rewardsOf(twin.headers)));
    expect(statusCounts(again)).toEqual({ 200: 5 });
    expect((await leaderboardOf(twin.headers)).statusCode).toBe(200);
    expect(new RaceSettlement(server.db).settleEnded('aurora', clock.now)).toEqual([]);
    expect(prizesOf('aurora', '2026-06-08')).toHaveLength(10);

    // The prize is claimed as any reward: one bonus ledger row.
    const rewardId = (await rewardsOf(twin.headers)).json().value.items[0].id as number;
    const claimed = await call(server, { method: 'POST', route: ROUTES.rewardClaim, url: `/wps/engagement/rewards/${rewardId}/claim`, headers: withKey(twin.headers, newKey()) });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(entriesOf(server, rewardReference(rewardId))).toEqual([{ kind: 'bonus', amountMinor: 20_000, memberId: twin.memberId }]);
  });

  it('settles every race that ended while nobody called, in order, each once', async () => {
    const june15 = JUNE_8 + WEEK_MS;
    clock.now = june15 + 3 * WEEK_MS + DAY; // three races ended since the last settled one
    const first = bettor('idle_one', [[50_000, june15 + DAY], [1_000, june15 + 2 * WEEK_MS]]);
    const second = bettor('idle_two', [[40_000, june15 + WEEK_MS + DAY]]);
    expect((await leaderboardOf(first.headers)).statusCode).toBe(200);
    expect(prizesOf('aurora', '2026-06-15').map((row) => [row.member_id, row.amount_minor])).toEqual([[first.memberId, 500_000]]);
    expect(prizesOf('aurora', '2026-06-22').map((row) => [row.member_id, row.amount_minor])).toEqual([[second.memberId, 500_000]]);
    expect(prizesOf('aurora', '2026-06-29').map((row) => [row.member_id, row.amount_minor])).toEqual([[first.memberId, 500_000]]);
    const settled = server.db
      .prepare<[], { race_id: string; winners: number }>("SELECT race_id, winners FROM leaderboard_settlement WHERE merchant_code = 'aurora' ORDER BY starts_at")
      .all();
    expect(settled).toEqual([
      { race_id: '2026-06-01', winners: 0 },
      { race_id: '2026-06-08', winners: 10 },
      { race_id: '2026-06-15', winners: 1 },
      { race_id: '2026-06-22', winners: 1 },
      { race_id: '2026-06-29', winners: 1 },
    ]);
  });

  it('pays a lottery bet placed before Monday 00:00 on a draw that closes after it in the race it counts in', async () => {
    const july13 = manilaMidnight(2026, 7, 13);
    clock.now = july13 - 2 * 60_000; // Sunday 23:58, the race of 6 July still running
    const player = newPlayer(server, 'aurora', 'night_owl');
    post(server, player.memberId, 'deposit', 100_000, july13 - DAY);
    await lotteryBet(server, player.headers, { numbers: ['21'], stakeEach: 10_000, drawsAhead: 1 });
    clock.now = july13 + 10 * 60_000;
    expect((await rewardsOf(player.headers)).json().value.items).toEqual([]);
    expect(prizesOf('aurora', '2026-07-06')).toEqual([]);
    clock.now = july13 + WEEK_MS;
    const later = sessionHeaders(server, 'aurora', player.memberId);
    expect((await rewardsOf(later)).json().value.items).toMatchObject([{ source: 'leaderboard', reference: '2026-07-13', amountMinor: 500_000 }]);
  });

  it('starts a merchant that never settled a race with the race that ended last, and gives nothing where there are no prizes', async () => {
    const august3 = manilaMidnight(2026, 8, 3);
    clock.now = august3 + WEEK_MS + HOUR;
    bettor('ember_old', [[9_000, august3 - WEEK_MS + DAY]], 'ember');
    const last = bettor('ember_last', [[8_000, august3 + DAY]], 'ember');
    const jade = bettor('jade_last', [[8_000, august3 + DAY]], 'jade');
    expect(new RaceSettlement(server.db).settleEnded('ember', clock.now)).toEqual([{ raceId: '2026-08-03', winners: 1 }]);
    expect(prizesOf('ember', '2026-08-03').map((row) => [row.member_id, row.amount_minor])).toEqual([[last.memberId, 300_000]]);
    expect(prizesOf('ember', '2026-07-27')).toEqual([]);

    expect((await rewardsOf(jade.headers)).json().value.items).toEqual([]);
    expect(server.db.prepare("SELECT race_id, winners FROM leaderboard_settlement WHERE merchant_code = 'jade'").all()).toEqual([{ race_id: '2026-08-03', winners: 0 }]);
  });

  it('credits the prizes at once where the merchant runs no reward centre (ember): the reward is written claimed with its bonus row', async () => {
    const september7 = manilaMidnight(2026, 9, 7);
    clock.now = september7 + DAY;
    const winner = bettor('ember_sept', [[50_000, september7 + HOUR]], 'ember');
    const ledger = new Ledger(server.db);
    const before = ledger.balanceOf(winner.memberId);
    clock.now = september7 + WEEK_MS + HOUR;
    expect((await leaderboardOf(sessionHeaders(server, 'ember', winner.memberId))).statusCode).toBe(200);
    const [prize] = prizesOf('ember', '2026-09-07');
    expect(prize).toMatchObject({ member_id: winner.memberId, status: 'claimed' });
    expect(ledger.balanceOf(winner.memberId)).toBe(before + (prize?.amount_minor ?? 0));
    expect(entriesOf(server, rewardReference(Number((server.db.prepare('SELECT id FROM reward WHERE member_id = ?').get(winner.memberId) as { id: number }).id)))).toHaveLength(1);
  });
});
