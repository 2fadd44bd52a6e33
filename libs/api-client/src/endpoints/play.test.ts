import { describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { cancelSubOrders, getOrder, launchGame, listOrders, placeLotteryOrder, spinDemoSlot } from './play';
import { getDrawNumbers, getLiveModels, getWinnerBoard } from './play-lottery';

const server = usePlatformServer();
const KEY = 'spin-0123456789abcdef';

describe('play', () => {
  it('launches a game with its query and surfaces URL_EMPTY', async () => {
    const seen = answer(server, 'get', '/wps/game/launch', () => ok({ url: '/play?t=1', mode: 'window' }));
    const launched = await launchGame(testClient(), { vendor: 'JILI', nodeId: 41, freePlay: 1 });
    expect(launched).toMatchObject({ url: '/play?t=1' });
    expect(seen[0]?.query).toEqual({ vendor: 'JILI', nodeId: '41', freePlay: '1' });
    answer(server, 'get', '/wps/game/launch', () => fail('URL_EMPTY', 404));
    expect((await failureOf(launchGame(testClient(), { nodeId: 42 }))).code).toBe('URL_EMPTY');
  });

  it('spins the demo slot with the Idempotency-Key header', async () => {
    const seen = answer(server, 'post', '/wps/demo/slot/spin', () => ok({ orderId: 3, multiplier: 0 }));
    await spinDemoSlot(testClient(), { ticket: 'tkt-1', stakeMinor: 100, idempotencyKey: KEY });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(seen[0]?.body).toEqual({ ticket: 'tkt-1', stakeMinor: 100 });
  });

  it('places a lottery order with the Idempotency-Key header', async () => {
    const seen = answer(server, 'post', '/wps/lottery/orders', () => fail('INSUFFICIENT_BALANCE', 400));
    const bet = { ticket: 'tkt-2', drawNumber: '20240101-001', numbers: ['12', '34'], stakeMinor: 500 };
    const error = await failureOf(placeLotteryOrder(testClient(), { ...bet, idempotencyKey: KEY }));
    expect(error.code).toBe('INSUFFICIENT_BALANCE');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(seen[0]?.body).toEqual(bet);
  });

  it('lists orders, reads one and cancels sub-orders', async () => {
    const list = answer(server, 'get', '/lgw/orders', () => ok({ items: [] }));
    await listOrders(testClient(), { status: 'pending', pageSize: 5 });
    expect(list[0]?.query).toEqual({ status: 'pending', pageSize: '5' });
    const one = answer(server, 'get', '/lgw/orders/:orderId', () => ok({ orderId: 8 }));
    await getOrder(testClient(), { orderId: 8 });
    expect(one[0]?.path).toBe('/lgw/orders/8');
    const cancel = answer(server, 'post', '/lgw/orders/:orderId/suborders/cancel', () => ok({ balanceMinor: 1 }));
    await cancelSubOrders(testClient(), { orderId: 8, subOrderIds: [1, 2], idempotencyKey: KEY });
    expect(cancel[0]).toMatchObject({ path: '/lgw/orders/8/suborders/cancel', body: { subOrderIds: [1, 2] } });
    expect(cancel[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    answer(server, 'post', '/lgw/orders/:orderId/suborders/cancel', () => fail('ORDER_NOT_CANCELLABLE', 409));
    const error = await failureOf(cancelSubOrders(testClient(), { orderId: 8, subOrderIds: [1], idempotencyKey: KEY }));
    expect(error).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', status: 409 });
  });

  it('reads draws, the winner board and live models', async () => {
    const draws = answer(server, 'get', '/wps/lottery/numero', () => ok({ draws: [] }));
    await getDrawNumbers(testClient(null), { gameCode: 'PCSO645' });
    expect(draws[0]?.query).toEqual({ gameCode: 'PCSO645' });
    const board = answer(server, 'get', '/wps/winners/board', () => ok({ list: [] }));
    await getWinnerBoard(testClient(null), { limitNum: 10 });
    expect(board[0]?.query).toEqual({ limitNum: '10' });
    const live = answer(server, 'get', '/wps/live/models', () => ok({ list: [] }));
    await getLiveModels(testClient(null), { moduleId: 'LIVE3' });
    expect(live[0]?.headers.get('ModuleId')).toBe('LIVE3');
  });
});
