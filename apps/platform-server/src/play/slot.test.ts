import { describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/sessions';
import { useClockedServer } from '../testing/clocked-server';
import { gameWhere, launch, newKey, newPlayer } from './play-test-kit';
import { SlotService } from './slot-service';

const START = Date.UTC(2026, 5, 1, 4, 0, 0);
const server = useClockedServer(START);

/** A slot ticket with cash for a new player holding `cashMinor`. */
async function cashTicket(cashMinor: number, merchant = 'aurora'): Promise<{ memberId: number; ticket: string; minBet: number }> {
  const player = newPlayer(server, cashMinor, merchant);
  const game = gameWhere(server.db, "game_category = 'RNG' AND min_bet_minor <= 100");
  const answer = await launch(server.app, player.headers, `nodeId=${game.nodeId}`);
  return { memberId: player.memberId, ticket: answer.ticket, minBet: game.minBet };
}

function spin(ticket: string, stakeMinor: number, options: { key?: string; merchant?: string } = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/wps/demo/slot/spin',
    headers: { merchant: options.merchant ?? 'aurora', 'idempotency-key': options.key ?? newKey() },
    payload: { ticket, stakeMinor },
  });
}

describe('spinDemoSlot', () => {
  it('debits the stake and credits the win in ledger rows of the order, the balance always the ledger sum', async () => {
    const { memberId, ticket } = await cashTicket(100_000);
    const ledger = server.app.platform.ledger;
    for (let i = 0; i < 12; i += 1) {
      server.now += 1_000;
      const before = ledger.balanceOf(memberId);
      const response = await spin(ticket, 100);
      expect(response.statusCode, response.body).toBe(200);
      const value = response.json().value;
      const entries = ledger.entriesFor(`order:${value.orderId}`);
      expect(entries.map((e) => [e.kind, e.amountMinor])).toEqual([['bet', -100], ...(value.winMinor > 0 ? [['payout', value.winMinor]] : [])]);
      expect(value.winMinor).toBe(Math.floor(100 * value.multiplier));
      expect(value.balanceMinor).toBe(before - 100 + value.winMinor);
      expect(ledger.balanceOf(memberId)).toBe(ledger.ledgerSum(memberId));
      const order = server.db.prepare<[number], { status: string; stake_minor: number; win_minor: number; wallet: string }>('SELECT * FROM game_order WHERE id = ?').get(value.orderId);
      expect(order).toMatchObject({ status: 'settled', stake_minor: 100, win_minor: value.winMinor, wallet: 'cash' });
    }
  });

  it('refuses a stake above the balance (INSUFFICIENT_BALANCE) and writes nothing', async () => {
    const { memberId, ticket } = await cashTicket(50);
    const orders = () => server.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM game_order WHERE member_id = ?').get(memberId)?.n;
    const response = await spin(ticket, 100);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(orders()).toBe(0);
    expect(server.app.platform.ledger.balanceOf(memberId)).toBe(50);
  });

  it('refuses a stake that is not one of the game stakes (AMOUNT_OUT_OF_RANGE)', async () => {
    const { ticket } = await cashTicket(100_000);
    const expensive = gameWhere(server.db, "game_category = 'RNG' AND min_bet_minor = 1000");
    const player = newPlayer(server, 100_000);
    const high = await launch(server.app, player.headers, `nodeId=${expensive.nodeId}`);
    for (const [t, stake] of [[ticket, 15], [ticket, 20_000], [high.ticket, 500]] as const) {
      const response = await spin(t, stake);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'AMOUNT_OUT_OF_RANGE', value: { allowedStakes: expect.any(Array) } });
    }
  });

  it('refuses a ticket of another merchant, an expired or unknown one and a lottery ticket (401 SESSION_EXPIRED)', async () => {
    const { ticket } = await cashTicket(100_000);
    expect((await spin(ticket, 100, { merchant: 'jade' })).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await spin('x'.repeat(43), 100)).statusCode).toBe(401);
    const lottery = await launch(server.app, authHeaders(server, 'demo'), `nodeId=${gameWhere(server.db, "vendor_code = 'ELOTT'").nodeId}`);
    expect((await spin(lottery.ticket, 100)).json().errorCode).toBe('SESSION_EXPIRED');
    server.now += 2 * 60 * 60_000;
    const expired = await spin(ticket, 100);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe('SESSION_EXPIRED');
  });

  it('returns the first result on a retry with the same Idempotency-Key, and refuses the key for another body', async () => {
    const { memberId, ticket } = await cashTicket(100_000);
    server.now += 1_000;
    const key = newKey();
    const first = await spin(ticket, 100, { key });
    const again = await spin(ticket, 100, { key });
    expect(again.json()).toEqual(first.json());
    const count = server.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM game_order WHERE member_id = ?').get(memberId)?.n;
    expect(count).toBe(1);
    expect((await spin(ticket, 200, { key })).json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('allows 5 spins per second per ticket (429 RATE_LIMITED beyond)', async () => {
    const { ticket } = await cashTicket(100_000);
    server.now += 5_000;
    for (let i = 0; i < 5; i += 1) expect((await spin(ticket, 100)).statusCode).toBe(200);
    const limited = await spin(ticket, 100);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });
    server.now += 1_000;
    expect((await spin(ticket, 100)).statusCode).toBe(200);
  });

  it('puts a big real-money win on the winners board, and not a free-play one', async () => {
    const { ticket } = await cashTicket(100_000);
    server.now += 60_000;
    const sevens = new SlotService(server.app.platform, (min) => min);
    const win = sevens.spin('aurora', { ticket, stakeMinor: 1000 }, newKey());
    expect(win).toMatchObject({ reels: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 200, winMinor: 200_000 });
    const board = (await server.app.inject({ url: '/wps/winners/board?limitNum=20', headers: { merchant: 'aurora' } })).json().value.list;
    expect(board[0].vo).toMatchObject({ winAmountMinor: 200_000, currency: 'PHP', customerName: expect.stringMatching(/^\w{1,2}\*\*\*\w{1,2}$/) });
    expect(board.length).toBe(20);

    const free = await launch(server.app, authHeaders(server, 'demo'), `nodeId=${gameWhere(server.db, "game_category = 'RNG' AND support_play = 0").nodeId}&freePlay=1`);
    server.now += 60_000;
    sevens.spin('aurora', { ticket: free.ticket, stakeMinor: 1000 }, newKey());
    const after = (await server.app.inject({ url: '/wps/winners/board', headers: { merchant: 'aurora' } })).json().value.list;
    expect(after[0].vo.wonAt).toBe(board[0].vo.wonAt);
  });
});

describe('the demo slot page', () => {
  it('serves a self-contained page with a nonce CSP for a live ticket', async () => {
    const { ticket } = await cashTicket(100_000);
    const page = await server.app.inject(`/demo/slot/${ticket}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/default-src 'none'/);
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('/wps/demo/slot/spin');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
  });

  it('answers 404 with an ended page for an unknown ticket', async () => {
    const page = await server.app.inject('/demo/slot/unknown-ticket-000000000000');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Game session ended');
  });
});
