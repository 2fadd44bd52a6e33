import { beforeAll, describe, expect, it } from 'vitest';
import { useClockedServer, type ClockedServer } from '../testing/clocked-server';
import { authHeaders } from '../testing/sessions';
import { manilaMidnight, startOfManilaWeek } from '../time/manila-days';
import { expectBalancesMatchLedger, ledgerRowsOutOfTimeOrder } from '../wallet/wallet-test-kit';
import { seedEngagementActivity } from './engagement-activity-seed';
import { SEED_RACES } from './engagement-seed-data';
import { call, ROUTES } from './engagement-test-kit';

const HOUR = 60 * 60_000;

/** A server whose database has the engagement activity seeded at its clock, as main.ts and the end-to-end server do. */
function seededAt(now: number): ClockedServer {
  const server = useClockedServer(now);
  beforeAll(() => seedEngagementActivity(server.db, server.now));
  return server;
}

async function valueOf(server: ClockedServer, route: (typeof ROUTES)[keyof typeof ROUTES], headers: Record<string, string>, url?: string) {
  const response = await call(server, { route, headers, ...(url ? { url } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** The seeded race bets, with their times. */
function raceBets(server: ClockedServer): { at: number }[] {
  return server.db.prepare<[], { at: number }>("SELECT created_at AS at FROM ledger_entry WHERE reference GLOB 'seed-race:*'").all();
}

describe('the engagement seed on a Wednesday afternoon', () => {
  const server = seededAt(manilaMidnight(2026, 11, 25) + 15 * HOUR);

  it("puts demo 25th of aurora's race, outside the top 20, and 7th (prized) of ember's", async () => {
    const aurora = await valueOf(server, ROUTES.leaderboard, authHeaders(server, 'demo'));
    expect(aurora.race).toMatchObject({ id: '2026-11-23', prizePoolMinor: 990_000 });
    expect(aurora.top).toHaveLength(20);
    expect(aurora.top[0]).toEqual({ rank: 1, name: 'ju***dc', amountMinor: 4_800_000, prizeMinor: 500_000 });
    expect(aurora).toMatchObject({ participants: 25, me: { rank: 25, amountMinor: 12_000, prizeMinor: 0, toPrizeMinor: 3_000_000 + 1 - 12_000 } });
    const ember = await valueOf(server, ROUTES.leaderboard, authHeaders(server, 'demo', 'ember'));
    expect(ember.race.prizePoolMinor).toBe(595_000);
    expect(ember).toMatchObject({ participants: 13, me: { rank: 7, amountMinor: 250_000, prizeMinor: 10_000, toPrizeMinor: 0 } });
    expect(ember.top).toHaveLength(13);
    expect(SEED_RACES['aurora']?.racers).toHaveLength(24);
  });

  it("lets demo claim today's sign-in on jade at once, and not on aurora", async () => {
    expect(await valueOf(server, ROUTES.signIn, authHeaders(server, 'demo', 'jade'))).toMatchObject({ todayIndex: 2, claimable: true });
    expect(await valueOf(server, ROUTES.signIn, authHeaders(server, 'demo'))).toMatchObject({ claimable: false, depositedTodayMinor: 0 });
  });

  it('gives demo and agent01 on jade three rewards to claim, one expired and one claimed', async () => {
    for (const username of ['demo', 'agent01']) {
      const headers = authHeaders(server, username, 'jade');
      const claimable = await valueOf(server, ROUTES.rewards, headers);
      expect(claimable.items.map((r: { source: string; amountMinor: number }) => [r.source, r.amountMinor])).toEqual([
        ['event', 5_000],
        ['cashback', 12_550],
        ['welcome', 8_800],
      ]);
      expect(claimable.items[0]).toMatchObject({ reference: 'Weekend fiesta', expiresAt: server.now + 2 * HOUR });
      expect(claimable.claimableTotalMinor).toBe(26_350);
      const history = await valueOf(server, ROUTES.rewards, headers, `${ROUTES.rewards}?status=history`);
      const sources = history.items.map((r: { source: string; status: string }) => `${r.source} ${r.status}`);
      expect(sources.slice(0, 2)).toEqual(['birthday expired', 'leaderboard claimed']);
      expect(history.items[1].reference).toBe('2026-11-09');
    }
    const demoHistory = await valueOf(server, ROUTES.rewards, authHeaders(server, 'demo', 'jade'), `${ROUTES.rewards}?status=history`);
    expect(demoHistory.items.map((r: { source: string }) => r.source)).toEqual(['birthday', 'leaderboard', 'referral']);
  });

  it('places every race bet in the week so far and keeps every balance equal to its ledger, each balance after in time order', () => {
    const bets = raceBets(server);
    expect(bets.length).toBeGreaterThan(100);
    for (const bet of bets) expect(bet.at >= startOfManilaWeek(server.now) && bet.at <= server.now).toBe(true);
    expectBalancesMatchLedger(server.db);
    expect(ledgerRowsOutOfTimeOrder(server.db)).toEqual([]);
  });

  it('gives every seeded member a referral code of their own, never their username', async () => {
    const codes = server.db.prepare<[], { merchant_code: string; username: string; referral_code: string | null }>('SELECT merchant_code, username, referral_code FROM member').all();
    for (const row of codes) expect(row.referral_code, `${row.merchant_code}/${row.username}`).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes.map((row) => `${row.merchant_code}:${row.referral_code}`)).size).toBe(codes.length);
    const demo = await valueOf(server, ROUTES.referral, authHeaders(server, 'demo', 'jade'));
    expect(demo.code).toBe(codes.find((row) => row.merchant_code === 'jade' && row.username === 'demo')?.referral_code);
  });
});

describe('the engagement seed 30 seconds after a Monday midnight', () => {
  const monday = manilaMidnight(2026, 11, 23);
  const server = seededAt(monday + 30_000);

  it('places the race bets in the new week, never after its clock', async () => {
    for (const bet of raceBets(server)) expect(bet.at >= monday && bet.at <= server.now).toBe(true);
    const aurora = await valueOf(server, ROUTES.leaderboard, authHeaders(server, 'demo'));
    expect(aurora).toMatchObject({ race: { id: '2026-11-23', startsAt: monday }, participants: 25, me: { rank: 25 } });
    expect(await valueOf(server, ROUTES.signIn, authHeaders(server, 'demo', 'jade'))).toMatchObject({ todayIndex: 0, claimable: true });
    expectBalancesMatchLedger(server.db);
    expect(ledgerRowsOutOfTimeOrder(server.db)).toEqual([]);
  });
});
