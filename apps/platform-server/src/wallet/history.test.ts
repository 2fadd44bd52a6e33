import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { TRIAL_DEMO_BALANCE_MINOR } from '../sessions/trial-accounts';
import { dayPeriodBounds as periodBounds, manilaDate } from '../time/manila-days';
import { cashOf, memberIdOf, newKey, useWalletServer } from './wallet-test-kit';

// 2026-03-10 12:00 in Manila (04:00 UTC).
const { server, clock } = useWalletServer(Date.UTC(2026, 2, 10, 4, 0));

const get = (url: string, headers: Record<string, string>) => server.app.inject({ url, headers });

/** Posts a cash movement for an account straight through the ledger, at the platform clock's time. */
function post(username: string, amountMinor: number, kind: 'bet' | 'payout' | 'bonus' | 'deposit' | 'bet_refund', at = clock.now) {
  return server.app.platform.ledger.post({ memberId: memberIdOf(server.db, username, 'ember'), wallet: 'cash', amountMinor, kind, reference: `test:${kind}`, at });
}

describe('getWalletBalance', () => {
  it("shows a real account's cash balance with the peso symbol and two decimals", async () => {
    const response = await get('/wps/wallets/gcs', authHeaders(server, 'demo'));
    expect(response.statusCode).toBe(200);
    const balance = response.json().value;
    const cash = cashOf(server, 'demo');
    expect(balance).toMatchObject({ balanceMinor: cash, currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0 });
    expect(balance.sumBalance).toBe(`${Math.floor(cash / 100)}.${String(cash % 100).padStart(2, '0')}`);
  });

  it("shows a trial account's demo balance", async () => {
    const response = await get('/wps/wallets/gcs', trialHeaders(server));
    expect(response.json().value).toMatchObject({ balanceMinor: TRIAL_DEMO_BALANCE_MINOR, sumBalance: '2000.00', demo: true, lockedMinor: 0 });
  });

  it('needs a session', async () => {
    expect((await get('/wps/wallets/gcs', { merchant: 'aurora' })).json().errorCode).toBe('NOT_LOGGED_IN');
    expect((await get('/wps/wallets/gcs', { merchant: 'aurora', authorization: 'y'.repeat(43) })).json().errorCode).toBe('SESSION_EXPIRED');
  });
});

describe('trial accounts', () => {
  it('are refused every wallet call but the balance', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/wps/deposit/methods'],
      ['POST', '/wps/deposit', { methodCode: 'GCASH', amountMinor: 50_000 }],
      ['GET', '/wps/deposit/1'],
      ['GET', '/wps/transaction/withdraw/options'],
      ['POST', '/wps/transaction/withdraw/1/cancel'],
      ['GET', '/wps/transaction/records'],
      ['GET', '/wps/rebates'],
      ['POST', '/wps/rebates/1/claim'],
      ['GET', '/wps/reports/summary'],
    ];
    for (const [method, url, payload] of calls) {
      const headers = { ...trialHeaders(server), 'idempotency-key': newKey() };
      const response = await server.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errorCode, url).toBe('TRIAL_NOT_ALLOWED');
    }
  });
});

describe('the seeded history', () => {
  it('gives every demo account ₱5,000 to ₱20,000 and a history of every kind', () => {
    const seeded = server.db.prepare<[number], { kind: string; total: number }>(
      `SELECT kind, sum(amount_minor) AS total FROM ledger_entry
       WHERE member_id = ? AND wallet = 'cash' AND (reference GLOB 'seed-bet:*' OR reference GLOB 'rebate:*'
         OR reference GLOB 'withdrawal:*' OR reference IN (SELECT 'deposit:' || id FROM deposit))
       GROUP BY kind ORDER BY kind`,
    );
    for (const merchant of ['aurora', 'jade', 'ember']) {
      for (const username of ['demo', 'agent01']) {
        const sums = seeded.all(memberIdOf(server.db, username, merchant));
        expect(sums.map((row) => row.kind)).toEqual(['bet', 'deposit', 'payout', 'rebate', 'withdrawal']);
        const total = sums.reduce((sum, row) => sum + row.total, 0);
        expect(total).toBeGreaterThanOrEqual(500_000);
        expect(total).toBeLessThanOrEqual(2_000_000);
      }
    }
  });
});

describe('listTransactions', () => {
  it('lists the ledger newest first with pending deposits, and filters by type', async () => {
    const headers = authHeaders(server, 'demo');
    await server.app.inject({ method: 'POST', url: '/wps/deposit', headers: { ...headers, 'idempotency-key': newKey() }, payload: { methodCode: 'GCASH', amountMinor: 77_700 } });
    const all = (await get('/wps/transaction/records?pageSize=100', headers)).json().value;
    expect(all.items[0]).toMatchObject({ kind: 'deposit', amountMinor: 77_700, balanceAfterMinor: null, status: 'pending' });
    expect(all.items[0].id).toMatch(/^deposit:\d+$/);
    const times = all.items.map((item: { createdAt: number }) => item.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.page).toMatchObject({ pageNo: 1, pageSize: 100, totalCount: all.items.length, totalPages: 1 });
    expect(all.items.find((item: { kind: string }) => item.kind === 'withdrawal')).toMatchObject({ status: 'completed', amountMinor: -200_000 });

    const bets = (await get('/wps/transaction/records?type=bet&pageSize=5&pageNo=2', headers)).json().value;
    expect(bets.items).toHaveLength(5);
    expect(bets.items.every((item: { kind: string }) => item.kind === 'bet')).toBe(true);
    const betCount = server.db
      .prepare("SELECT count(*) FROM ledger_entry WHERE member_id = ? AND kind IN ('bet', 'bet_refund') AND wallet = 'cash'")
      .pluck()
      .get(memberIdOf(server.db, 'demo')) as number;
    expect(bets.page).toMatchObject({ pageNo: 2, pageSize: 5, totalCount: betCount, totalPages: Math.ceil(betCount / 5) });
    const withdrawals = (await get('/wps/transaction/records?type=withdrawal', headers)).json().value;
    expect(withdrawals.items.map((item: { kind: string }) => item.kind)).toEqual(['withdrawal']);
  });

  it('bounds the list by time', async () => {
    const headers = authHeaders(server, 'demo');
    const all = (await get('/wps/transaction/records?type=deposit', headers)).json().value.items;
    const oldest = all[all.length - 1].createdAt;
    // At most 30 days: the seeded deposits after the oldest, not the one created now (in March).
    const bounded = (await get(`/wps/transaction/records?type=deposit&from=${oldest + 1}&to=${oldest + 30 * 86_400_000}`, headers)).json().value;
    expect(bounded.items).toHaveLength(all.length - 2); // neither the oldest nor the deposit created now
    const tooLong = await get(`/wps/transaction/records?type=deposit&from=${oldest}&to=${clock.now}`, headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorCode).toBe('BAD_REQUEST');
  });

  it('shows only the own history and refuses bad queries and trial accounts', async () => {
    const agentIds = (await get('/wps/transaction/records?pageSize=100', authHeaders(server, 'agent01'))).json().value.items.map((i: { id: string }) => i.id);
    const demoIds = (await get('/wps/transaction/records?pageSize=100', authHeaders(server, 'demo'))).json().value.items.map((i: { id: string }) => i.id);
    expect(agentIds.filter((id: string) => demoIds.includes(id))).toEqual([]);
    expect((await get('/wps/transaction/records?type=casino', authHeaders(server, 'demo'))).statusCode).toBe(400);
    expect((await get('/wps/transaction/records?pageSize=1000', authHeaders(server, 'demo'))).statusCode).toBe(400);
    expect((await get('/wps/transaction/records', trialHeaders(server))).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('rebates', () => {
  it('lists claimable and claimed rebates, newest day first', async () => {
    const response = await get('/wps/rebates?pageSize=100', authHeaders(server, 'agent01', 'jade'));
    const { items, claimableTotalMinor, currency } = response.json().value;
    expect(currency).toBe('PHP');
    expect(items.some((r: { status: string }) => r.status === 'claimed')).toBe(true);
    const claimable = items.filter((r: { status: string }) => r.status === 'claimable');
    expect(claimable.length).toBeGreaterThan(0);
    expect(claimableTotalMinor).toBe(claimable.reduce((sum: number, r: { amountMinor: number }) => sum + r.amountMinor, 0));
    for (const rebate of items) expect(rebate.amountMinor).toBe(Math.floor((rebate.turnoverMinor * rebate.ratePercent) / 100));
    const dates = items.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const onlyClaimed = (await get('/wps/rebates?status=claimed', authHeaders(server, 'agent01', 'jade'))).json().value.items;
    expect(onlyClaimed.every((r: { status: string }) => r.status === 'claimed')).toBe(true);
  });

  it('credits a claim once; a second claim answers Done without crediting', async () => {
    const headers = authHeaders(server, 'agent01', 'jade');
    const rebate = (await get('/wps/rebates?status=claimable', headers)).json().value.items[0];
    const before = cashOf(server, 'agent01', 'jade');
    const url = `/wps/rebates/${rebate.id}/claim`;
    for (let time = 0; time < 2; time += 1) {
      const response = await server.app.inject({ method: 'POST', url, headers });
      expect(response.json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    }
    expect(cashOf(server, 'agent01', 'jade')).toBe(before + rebate.amountMinor);
    expect(server.app.platform.ledger.entriesFor(`rebate:${rebate.id}`)).toHaveLength(1);
    const other = await server.app.inject({ method: 'POST', url, headers: authHeaders(server, 'demo', 'jade') });
    expect(other.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/wps/rebates/99999999/claim', headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url, headers: trialHeaders(server, 'jade') })).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('getReportSummary', () => {
  it('bounds periods by Asia/Manila days', () => {
    const startOfToday = Date.UTC(2026, 2, 9, 16, 0); // 2026-03-10 00:00 in Manila
    expect(periodBounds('today', clock.now)).toEqual({ from: startOfToday, to: startOfToday + 86_400_000 });
    expect(periodBounds('yesterday', clock.now)).toEqual({ from: startOfToday - 86_400_000, to: startOfToday });
    expect(periodBounds('last7days', clock.now).from).toBe(startOfToday - 6 * 86_400_000);
    expect(periodBounds('last30days', clock.now).from).toBe(startOfToday - 29 * 86_400_000);
    // 23:30 in Manila on the 9th is still yesterday, 00:30 on the 10th today.
    expect(periodBounds('today', Date.UTC(2026, 2, 9, 15, 30)).from).toBe(startOfToday - 86_400_000);
  });

  it("sums the member's ledger over the period", async () => {
    const headers = authHeaders(server, 'demo', 'ember');
    const startOfToday = Date.UTC(2026, 2, 9, 16, 0);
    post('demo', 500_000, 'deposit', startOfToday - 60_000); // yesterday, late evening in Manila
    post('demo', -10_000, 'bet', startOfToday + 60_000);
    post('demo', -20_000, 'bet');
    post('demo', 5_000, 'bet_refund');
    post('demo', 45_000, 'payout');
    post('demo', 1_000, 'bonus');
    const today = (await get('/wps/reports/summary?period=today', headers)).json().value;
    expect(today).toEqual({
      period: 'today',
      from: startOfToday,
      to: startOfToday + 86_400_000,
      currency: 'PHP',
      depositsMinor: 0,
      withdrawalsMinor: 0,
      betsMinor: 25_000,
      betCount: 2,
      payoutsMinor: 45_000,
      netWinLossMinor: 20_000,
      rebatesMinor: 0,
      bonusMinor: 1_000,
      days: [{ date: manilaDate(startOfToday), netWinLossMinor: 20_000 }],
    });
    const yesterday = (await get('/wps/reports/summary?period=yesterday', headers)).json().value;
    expect(yesterday).toMatchObject({ depositsMinor: 500_000, betsMinor: 0, netWinLossMinor: 0 });
    const week = (await get('/wps/reports/summary?period=last7days', headers)).json().value;
    expect(week).toMatchObject({ depositsMinor: 500_000, betsMinor: 25_000 });
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toEqual({ date: manilaDate(startOfToday), netWinLossMinor: 20_000 });
    expect(week.days.slice(0, 6).every((day: { netWinLossMinor: number }) => day.netWinLossMinor === 0)).toBe(true);
  });

  it('sums the seeded history over 30 days, and refuses a bad period and trial accounts', async () => {
    clock.now = Date.UTC(2026, 0, 1, 4, 0); // the seed's clock
    const headers = authHeaders(server, 'agent01', 'ember');
    const month = (await get('/wps/reports/summary?period=last30days', headers)).json().value;
    // The wallet seed alone gives ₱18,000 of deposits, a ₱2,000 withdrawal and 24 bets (other areas may add more).
    expect(month.depositsMinor).toBeGreaterThanOrEqual(1_800_000);
    expect(month.withdrawalsMinor).toBeGreaterThanOrEqual(200_000);
    expect(month.betCount).toBeGreaterThanOrEqual(24);
    expect(month.netWinLossMinor).toBe(month.payoutsMinor - month.betsMinor);
    expect((await get('/wps/reports/summary?period=forever', headers)).statusCode).toBe(400);
    expect((await get('/wps/reports/summary', trialHeaders(server, 'ember'))).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});
