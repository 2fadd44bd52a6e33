import { describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/sessions';
import { LotteryService } from './lottery-service';
import { useClockedServer } from '../testing/clocked-server';
import { gameWhere, launch, newKey, newPlayer } from './play-test-kit';

/** 12:01 Manila time: inside a 5-minute draw, well before it closes. */
const START = Date.UTC(2026, 5, 1, 4, 1, 0);
const server = useClockedServer(START);

const quick = () => gameWhere(server.db, "vendor_code = 'ELOTT' AND min_bet_minor <= 100");

interface Draw {
  drawNumber: string;
  closesAt: number;
  drawAt: number;
}

async function openDrawOf(gameCode: string): Promise<Draw> {
  const response = await server.app.inject({ url: `/wps/lottery/numero?gameCode=${gameCode}`, headers: { merchant: 'aurora' } });
  return response.json().value.current;
}

/** A new player with cash, a lottery ticket and the lottery's open draw. */
async function bettor(cash = 100_000) {
  const player = newPlayer(server, cash);
  const game = quick();
  const { ticket } = await launch(server.app, player.headers, `nodeId=${game.nodeId}`);
  return { ...player, game, ticket, draw: await openDrawOf(game.gameCode) };
}

function bet(ticket: string, drawNumber: string, numbers: string[], stakeMinor = 100, key = newKey()) {
  return server.app.inject({
    method: 'POST',
    url: '/wps/lottery/orders',
    headers: { merchant: 'aurora', 'idempotency-key': key },
    payload: { ticket, drawNumber, numbers, stakeMinor },
  });
}

function cancel(headers: Record<string, string>, orderId: number, subOrderIds: number[], key = newKey()) {
  return server.app.inject({
    method: 'POST',
    url: `/lgw/orders/${orderId}/suborders/cancel`,
    headers: { ...headers, 'idempotency-key': key },
    payload: { subOrderIds },
  });
}

describe('placeLotteryOrder', () => {
  it('writes a pending order with one sub-order per number and its bet debit', async () => {
    const b = await bettor();
    const response = await bet(b.ticket, b.draw.drawNumber, ['07', '42']);
    expect(response.statusCode, response.body).toBe(200);
    const { order, balanceMinor } = response.json().value;
    expect(order.order).toMatchObject({ kind: 'lottery', status: 'pending', stakeMinor: 200, drawNumber: b.draw.drawNumber });
    expect(order.subOrders.map((s: { number: string; status: string }) => [s.number, s.status])).toEqual([['07', 'pending'], ['42', 'pending']]);
    expect(order.cancellable).toBe(true);
    expect(balanceMinor).toBe(100_000 - 200);
    const ledger = server.app.platform.ledger;
    expect(ledger.entriesFor(`order:${order.order.orderId}`).map((e) => [e.kind, e.amountMinor])).toEqual([['bet', -200]]);
    expect(ledger.balanceOf(b.memberId)).toBe(ledger.ledgerSum(b.memberId));
  });

  it('refuses closed, unknown and too distant draws, bad stakes, slot tickets and empty balances', async () => {
    const b = await bettor(150);
    const [date] = b.draw.drawNumber.split('-');
    const sequence = Number(b.draw.drawNumber.slice(-3));
    const past = `${date}-${String(sequence - 1).padStart(3, '0')}`;
    const far = `${date}-${String(sequence + 11).padStart(3, '0')}`;
    for (const draw of [past, far, `${date}-999`]) expect((await bet(b.ticket, draw, ['01'])).statusCode, draw).toBe(400);
    expect((await bet(b.ticket, b.draw.drawNumber, ['01'], 30)).json().errorCode).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await bet(b.ticket, b.draw.drawNumber, ['01', '02'])).json().errorCode).toBe('INSUFFICIENT_BALANCE');
    const slot = await launch(server.app, b.headers, `nodeId=${gameWhere(server.db, "game_category = 'RNG'").nodeId}`);
    expect((await bet(slot.ticket, b.draw.drawNumber, ['01'])).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await bet(b.ticket, b.draw.drawNumber, ['1'])).statusCode).toBe(400);
  });
});

describe('settlement', () => {
  it('settles a due order once when it is read, paying 95 times the stake of the winning number', async () => {
    const b = await bettor();
    const placed = (await bet(b.ticket, b.draw.drawNumber, ['07', '42'])).json().value.order.order;
    server.db.prepare('INSERT INTO lottery_draw (node_id, draw_number, draw_at, result) VALUES (?, ?, ?, ?)').run(b.game.nodeId, b.draw.drawNumber, b.draw.drawAt, '31407');
    const early = await server.app.inject({ url: `/lgw/orders/${placed.orderId}`, headers: b.headers });
    expect(early.json().value.order.status).toBe('pending');
    expect(early.json().value.draw.result).toBeNull();

    server.now = b.draw.drawAt + 1_000;
    const read = (await server.app.inject({ url: `/lgw/orders/${placed.orderId}`, headers: b.headers })).json().value;
    expect(read.order).toMatchObject({ status: 'settled', winMinor: 9_500 });
    expect(read.draw).toMatchObject({ result: '31407', winningNumber: '07' });
    expect(read.subOrders.map((s: { status: string; winMinor: number }) => [s.status, s.winMinor])).toEqual([['won', 9_500], ['lost', 0]]);

    await server.app.inject({ url: '/lgw/orders', headers: b.headers });
    const stale = server.db.prepare('SELECT * FROM game_order WHERE id = ?').get(placed.orderId) as Parameters<LotteryService['settle']>[0];
    new LotteryService(server.app.platform).settle({ ...stale, status: 'pending' }, server.now);
    const ledger = server.app.platform.ledger;
    expect(ledger.entriesFor(`order:${placed.orderId}`).map((e) => [e.kind, e.amountMinor])).toEqual([['bet', -200], ['payout', 9_500]]);
    expect(ledger.balanceOf(b.memberId)).toBe(100_000 - 200 + 9_500);

    const rank = (await server.app.inject({ url: `/wps/lottery/rank?gameCode=${b.game.gameCode}&period=day`, headers: { merchant: 'aurora' } })).json().value;
    expect(rank.list[0]).toMatchObject({ rank: 1, winAmountMinor: 9_500, gameCode: b.game.gameCode });
  });

  it('settles a losing order through the order list with no payout', async () => {
    const b = await bettor();
    const placed = (await bet(b.ticket, b.draw.drawNumber, ['55'])).json().value.order.order;
    server.db.prepare('INSERT OR REPLACE INTO lottery_draw (node_id, draw_number, draw_at, result) VALUES (?, ?, ?, ?)').run(b.game.nodeId, b.draw.drawNumber, b.draw.drawAt, '00011');
    server.now = b.draw.drawAt + 1_000;
    const list = (await server.app.inject({ url: '/lgw/orders?status=settled', headers: b.headers })).json().value.list;
    expect(list).toEqual([expect.objectContaining({ orderId: placed.orderId, status: 'settled', winMinor: 0 })]);
    expect(server.app.platform.ledger.entriesFor(`order:${placed.orderId}`)).toHaveLength(1);
  });
});

describe('cancelSubOrders', () => {
  it('refunds pending numbers before the draw closes, then cancels the order when none is left', async () => {
    const b = await bettor();
    const placed = (await bet(b.ticket, b.draw.drawNumber, ['01', '02', '03'])).json().value.order;
    const [first, second, third] = placed.subOrders.map((s: { subOrderId: number }) => s.subOrderId);
    const key = newKey();
    const one = await cancel(b.headers, placed.order.orderId, [first], key);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().value.order.order).toMatchObject({ status: 'pending', refundedMinor: 100 });
    expect((await cancel(b.headers, placed.order.orderId, [first], key)).json()).toEqual(one.json());
    expect((await cancel(b.headers, placed.order.orderId, [first])).json().errorCode).toBe('ORDER_NOT_CANCELLABLE');
    expect((await cancel(b.headers, placed.order.orderId, [second, 999_999])).json().errorCode).toBe('ORDER_NOT_CANCELLABLE');
    const rest = (await cancel(b.headers, placed.order.orderId, [second, third])).json().value;
    expect(rest.order.order).toMatchObject({ status: 'cancelled', refundedMinor: 300 });
    expect(rest.order.cancellable).toBe(false);
    const ledger = server.app.platform.ledger;
    expect(ledger.entriesFor(`order:${placed.order.orderId}`).map((e) => [e.kind, e.amountMinor])).toEqual([['bet', -300], ['bet_refund', 100], ['bet_refund', 200]]);
    expect(ledger.balanceOf(b.memberId)).toBe(100_000);
  });

  it('refuses once the draw has closed (409), and another member’s order (404)', async () => {
    const b = await bettor();
    const placed = (await bet(b.ticket, b.draw.drawNumber, ['01', '02'])).json().value.order;
    const sub = placed.subOrders[0].subOrderId;
    const other = await cancel(authHeaders(server, 'demo'), placed.order.orderId, [sub]);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('NOT_FOUND');
    server.now = b.draw.closesAt;
    const late = await cancel(b.headers, placed.order.orderId, [sub]);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('ORDER_NOT_CANCELLABLE');
    server.now = b.draw.drawAt + 1;
    expect((await cancel(b.headers, placed.order.orderId, [sub])).json().errorCode).toBe('ORDER_NOT_CANCELLABLE');
    expect(server.app.platform.ledger.entriesFor(`order:${placed.order.orderId}`).filter((e) => e.kind === 'bet_refund')).toEqual([]);
  });
});

describe('lottery lists', () => {
  const get = async (url: string, merchant = 'aurora') => server.app.inject({ url, headers: { merchant } });

  it('lists lotteries with their open draw, narrowed by play type and family', async () => {
    const all = (await get('/wps/lottery/list')).json().value.list;
    expect(all.length).toBe(68);
    expect(all[0].currentDraw.closesAt).toBeGreaterThan(server.now);
    const ent = (await get('/wps/lottery/list?playType=ent')).json().value.list;
    expect(ent.length).toBeGreaterThan(0);
    expect(ent.every((g: { playTypes: string[] }) => g.playTypes.includes('ent'))).toBe(true);
    const vn = (await get('/wps/lottery/list?gameClassifyNew=VN')).json().value.list;
    expect(vn.map((g: { vassalage: string }) => g.vassalage)).toEqual(Array(14).fill('TCG_LOTTO_VN'));
    expect((await get('/wps/lottery/list?playType=nope')).statusCode).toBe(400);
  });

  it('groups the menu by gameGroupId and shows VN results', async () => {
    const groups = (await get('/wps/lottery/menu')).json().value.groups;
    expect(groups.map((g: { gameGroupId: number }) => g.gameGroupId)).toEqual([...groups.map((g: { gameGroupId: number }) => g.gameGroupId)].sort((a, b) => a - b));
    expect(groups.flatMap((g: { lotteries: unknown[] }) => g.lotteries)).toHaveLength(68);
    const recent = (await get('/wps/lottery/vn/recent')).json().value.list;
    expect(recent).toHaveLength(14);
    expect(recent[0].latestResult.result).toMatch(/^\d{5}$/);
  });

  it('gives the open draw and the last 10 results, newest first; VN numero only for VN codes', async () => {
    const draws = (await get('/wps/lottery/numero?gameCode=EL01')).json().value;
    expect(draws.recent).toHaveLength(10);
    expect(draws.recent[0].drawAt).toBeGreaterThan(draws.recent[1].drawAt);
    expect(draws.recent[0].drawAt).toBeLessThanOrEqual(server.now);
    expect(draws.current.closesAt).toBeGreaterThan(server.now);
    const again = (await get('/wps/lottery/numero?gameCode=EL01')).json().value;
    expect(again.recent).toEqual(draws.recent);
    expect((await get('/wps/lottery/vn/numero?gameCode=VNL01')).statusCode).toBe(200);
    expect((await get('/wps/lottery/vn/numero?gameCode=EL01')).json().errorCode).toBe('NOT_FOUND');
    expect((await get('/wps/lottery/numero?gameCode=NOPE')).statusCode).toBe(404);
  });

  it('lists live hosts where CBS3 is on, and refuses where it is off', async () => {
    const hosts = (await get('/wps/live/models')).json().value.list;
    expect(hosts).toHaveLength(16);
    expect(hosts[0].avatarUrl).toBe(`/media/live/${hosts[0].id}.svg`);
    const avatar = await server.app.inject(hosts[0].avatarUrl);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const jade = await get('/wps/live/models', 'jade');
    expect(jade.statusCode).toBe(403);
    expect(jade.json().errorCode).toBe('NO_PERMISSION');
  });
});
