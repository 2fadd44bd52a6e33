import { describe, expect, it } from 'vitest';
import { useClockedServer } from '../testing/clocked-server';
import { expectBalancesMatchLedger } from '../wallet/wallet-test-kit';
import { rgPlayer } from './rg-test-kit';

const HOUR = 3_600_000;
// Wednesday 2026-06-10, 10:00 in Manila.
const START = Date.UTC(2026, 5, 10, 2, 0, 0);
const server = useClockedServer(START);
const PESO = 100;

function errorOf(response: { json(): unknown }): { errorCode: string; value: Record<string, unknown> } {
  return response.json() as { errorCode: string; value: Record<string, unknown> };
}

describe('deposit limits', () => {
  it('takes a deposit that ends exactly at the daily limit and refuses one centavo more, saying which limit and when it resets', async () => {
    server.now = START;
    const player = rgPlayer(server, 0);
    expect((await player.setLimit('deposit', 'day', 1_000 * PESO)).statusCode).toBe(200);
    expect((await player.deposit(600 * PESO)).statusCode).toBe(200);
    expect((await player.deposit(400 * PESO)).statusCode).toBe(200);
    const refused = await player.deposit(300 * PESO);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'RG_LIMIT_REACHED',
      value: { kind: 'deposit', period: 'day', limitMinor: 1_000 * PESO, usedMinor: 1_000 * PESO, resetsAt: Date.UTC(2026, 5, 10, 16) },
    });
    const status = await player.status();
    expect(status.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day')).toMatchObject({ amountMinor: 1_000 * PESO, usedMinor: 1_000 * PESO });
  });

  it('refuses a deposit one centavo over the limit and takes the exact rest', async () => {
    server.now = START;
    const player = rgPlayer(server, 0);
    await player.setLimit('deposit', 'week', 500 * PESO + 1);
    expect(errorOf(await player.deposit(500 * PESO + 2)).errorCode).toBe('RG_LIMIT_REACHED');
    expect((await player.deposit(500 * PESO + 1)).statusCode).toBe(200);
  });

  it('stops counting a deposit that expired unpaid', async () => {
    server.now = START;
    const player = rgPlayer(server, 0);
    await player.setLimit('deposit', 'day', 600 * PESO);
    expect((await player.deposit(600 * PESO)).statusCode).toBe(200);
    expect(errorOf(await player.deposit(300 * PESO)).errorCode).toBe('RG_LIMIT_REACHED');
    server.now = START + 30 * 60_000;
    expect((await player.deposit(300 * PESO)).statusCode).toBe(200);
  });

  it('counts again from zero when the Manila day, week (from Monday) and month end', async () => {
    const deposits = [300 * PESO, 300 * PESO];
    for (const [period, first, second, resetsAt] of [
      ['day', Date.UTC(2026, 5, 28, 6), Date.UTC(2026, 5, 28, 15, 59), Date.UTC(2026, 5, 28, 16)], // Sunday 28 June in Manila
      ['week', Date.UTC(2026, 5, 27, 6), Date.UTC(2026, 5, 28, 15, 59), Date.UTC(2026, 5, 28, 16)], // Saturday, then Sunday 23:59
      ['month', Date.UTC(2026, 5, 1, 6), Date.UTC(2026, 5, 30, 15, 59), Date.UTC(2026, 5, 30, 16)], // 1 June, then 30 June 23:59
    ] as const) {
      server.now = first;
      const player = rgPlayer(server, 0);
      await player.setLimit('deposit', period, 600 * PESO);
      expect((await player.paidDeposit(deposits[0] ?? 0)).statusCode).toBe(200);
      server.now = second;
      expect((await player.paidDeposit(deposits[1] ?? 0)).statusCode).toBe(200);
      expect(errorOf(await player.deposit(300 * PESO)).value, period).toMatchObject({ period, usedMinor: 600 * PESO, resetsAt });
      server.now = resetsAt;
      expect((await player.deposit(300 * PESO)).statusCode, period).toBe(200);
    }
  });

  it('lowers at once, and raises or removes only after the cooling period', async () => {
    server.now = START;
    const player = rgPlayer(server, 0);
    await player.setLimit('deposit', 'day', 500 * PESO);
    const raised = (await (await player.setLimit('deposit', 'day', 2_000 * PESO)).json()).value.limits[0];
    expect(raised).toMatchObject({ amountMinor: 500 * PESO, pending: { amount: 2_000 * PESO, appliesAt: START + 24 * HOUR } });
    expect(errorOf(await player.deposit(600 * PESO)).value).toMatchObject({ limitMinor: 500 * PESO });
    server.now = START + 24 * HOUR - 1;
    expect(errorOf(await player.deposit(600 * PESO)).errorCode).toBe('RG_LIMIT_REACHED');
    server.now = START + 24 * HOUR;
    expect((await player.deposit(600 * PESO)).statusCode).toBe(200);
    expect((await player.status()).limits[0]).toMatchObject({ amountMinor: 2_000 * PESO, pending: null });

    await player.setLimit('deposit', 'day', null);
    expect((await player.status()).limits[0]).toMatchObject({ amountMinor: 2_000 * PESO, pending: { amount: null } });
    await player.setLimit('deposit', 'day', 700 * PESO);
    expect((await player.status()).limits[0]).toMatchObject({ amountMinor: 700 * PESO, pending: null });
  });

  it('refuses a limit under ₱1 or over ₱10,000,000', async () => {
    const player = rgPlayer(server, 0);
    const response = await player.setLimit('deposit', 'day', 99);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'amountMinor', messageKey: 'rg_limit_range' }] } });
  });
});

describe('wager limits', () => {
  it('takes a spin that ends exactly at the limit, refuses one centavo more, and counts again the next day', async () => {
    server.now = START;
    const player = rgPlayer(server, 100_000 * PESO);
    await player.setLimit('wager', 'day', 3 * PESO);
    const ticket = await player.slotTicket();
    expect((await player.spin(ticket, 2 * PESO)).statusCode).toBe(200);
    expect((await player.spin(ticket, 1 * PESO)).statusCode).toBe(200);
    const refused = await player.spin(ticket, 10);
    expect(errorOf(refused)).toMatchObject({ errorCode: 'RG_LIMIT_REACHED', value: { kind: 'wager', period: 'day', usedMinor: 3 * PESO } });
    server.now = Date.UTC(2026, 5, 10, 16, 0);
    expect((await player.spin(await player.slotTicket(), 10)).statusCode).toBe(200);
    expectBalancesMatchLedger(server.db);
  });

  it('refuses a spin that would pass the limit by one centavo', async () => {
    server.now = START;
    const player = rgPlayer(server, 100_000 * PESO);
    await player.setLimit('wager', 'month', 3 * PESO - 1);
    const ticket = await player.slotTicket();
    expect((await player.spin(ticket, 2 * PESO)).statusCode).toBe(200);
    expect(errorOf(await player.spin(ticket, PESO)).value).toMatchObject({ kind: 'wager', period: 'month', limitMinor: 299, usedMinor: 200 });
    expect((await player.spin(ticket, 50)).statusCode).toBe(200);
  });

  it('counts lottery stakes too, the whole order at once', async () => {
    server.now = START;
    const player = rgPlayer(server, 100_000 * PESO);
    await player.setLimit('wager', 'week', 3 * PESO);
    expect(errorOf(await player.lotteryBet(['11', '22', '33', '44'], PESO)).errorCode).toBe('RG_LIMIT_REACHED');
    expect((await player.lotteryBet(['11', '22', '33'], PESO)).statusCode).toBe(200);
  });
});

describe('loss limits', () => {
  it('counts a stake as lost: takes bets up to the limit exactly and refuses one centavo more', async () => {
    server.now = START;
    const player = rgPlayer(server, 100_000 * PESO);
    await player.setLimit('loss', 'day', 5 * PESO);
    expect((await player.lotteryBet(['01', '02', '03', '04'], PESO)).statusCode).toBe(200);
    expect((await player.lotteryBet(['05'], PESO)).statusCode).toBe(200);
    const refused = await player.lotteryBet(['06'], 10);
    expect(errorOf(refused)).toMatchObject({ errorCode: 'RG_LIMIT_REACHED', value: { kind: 'loss', period: 'day', limitMinor: 5 * PESO, usedMinor: 5 * PESO } });
    const status = await player.status();
    expect(status.limits.find((limit) => limit.kind === 'loss' && limit.period === 'day')?.usedMinor).toBe(5 * PESO);
  });

  it('refuses a bet one centavo over the loss limit and counts again from the next week', async () => {
    server.now = Date.UTC(2026, 5, 14, 15, 0); // Sunday 14 June, 23:00 in Manila
    const player = rgPlayer(server, 100_000 * PESO);
    await player.setLimit('loss', 'week', 2 * PESO - 1);
    expect((await player.lotteryBet(['01'], PESO)).statusCode).toBe(200);
    expect(errorOf(await player.lotteryBet(['02'], PESO)).value).toMatchObject({ kind: 'loss', period: 'week', usedMinor: PESO, resetsAt: Date.UTC(2026, 5, 14, 16) });
    server.now = Date.UTC(2026, 5, 14, 16, 0); // Monday 15 June, 00:00
    expect((await player.lotteryBet(['02'], PESO)).statusCode).toBe(200);
  });

  it('does not count play money', async () => {
    server.now = START;
    const player = rgPlayer(server, 0);
    await player.setLimit('wager', 'day', PESO);
    await player.setLimit('loss', 'day', PESO);
    const demo = await server.app.inject({ url: '/wps/game/launch?nodeId=' + (await slotNode()) + '&freePlay=1', headers: player.headers });
    const ticket = /\/demo\/slot\/([\w-]+)/.exec(demo.json().value.url)?.[1] ?? '';
    expect((await player.spin(ticket, 2 * PESO)).statusCode).toBe(200);
  });
});

async function slotNode(): Promise<number> {
  return server.db.prepare<[], { n: number }>("SELECT node_id AS n FROM game WHERE game_category = 'RNG' AND support_play = 0 AND min_bet_minor <= 10 ORDER BY node_id LIMIT 1").get()?.n ?? 0;
}
