import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/open-database';
import type { TestServer } from '../testing/test-db';
import { drawAtIndex, openDraw } from './draw-schedule';
import { LotteryDraws } from './lottery-draws';

/** A seeded game matching `where` (SQL over table game), lowest nodeId first. */
export function gameWhere(db: Db, where: string): { nodeId: number; gameId: string; gameCode: string; vendor: string; minBet: number } {
  const row = db
    .prepare<[], { nodeId: number; gameId: string; gameCode: string; vendor: string; minBet: number }>(
      `SELECT node_id AS nodeId, game_id AS gameId, game_code AS gameCode, vendor_code AS vendor, min_bet_minor AS minBet
       FROM game WHERE ${where} ORDER BY node_id LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no game where ${where}`);
  return row;
}

/** Creates a real (type 0) account on a merchant with `cashMinor` deposited; returns its id and session headers. */
export function newPlayer(server: TestServer, cashMinor: number, merchant = 'aurora'): { memberId: number; headers: Record<string, string> } {
  const context = server.app.platform;
  const username = `player${server.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM member').get()?.n ?? 0}`;
  const row = server.db
    .prepare<[string, string, number], { id: number }>(
      "INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES (?, ?, '!test', 0, ?) RETURNING id",
    )
    .get(merchant, username, context.now());
  if (!row) throw new Error('member not created');
  if (cashMinor > 0) context.ledger.post({ memberId: row.id, wallet: 'cash', amountMinor: cashMinor, kind: 'deposit', reference: 'test', at: context.now() });
  const { token } = context.sessions.create(row.id, context.now(), { trial: false });
  return { memberId: row.id, headers: { merchant, authorization: token } };
}

/** Launches a game and returns the answer and the ticket it carries. */
export async function launch(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: string,
): Promise<{ status: number; body: { success: boolean; errorCode: string | null; value: { url: string; openMode: string; freePlay: boolean; wallet: string } }; ticket: string }> {
  const response = await app.inject({ url: `/wps/game/launch?${query}`, headers });
  const body = response.json();
  const url: string = body.value?.url ?? '';
  const ticket = /^\/demo\/slot\/([\w-]+)$/.exec(url)?.[1] ?? new URL(url || '/', 'http://test').searchParams.get('token') ?? '';
  return { status: response.statusCode, body, ticket };
}

let keyCounter = 0;

/** A fresh Idempotency-Key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${String(keyCounter).padStart(12, '0')}`;
}

/** A lottery bet placed through the API: its order, its sub-orders and when its draw closes. */
export interface PlacedLotteryBet {
  readonly orderId: number;
  readonly subOrderIds: number[];
  readonly closesAt: number;
}

/**
 * Places a real-money bet of the quick lottery through the API at the platform clock's time: `numbers`
 * at `stakeEach` (at most 10_000 a number) on the draw `drawsAhead` after the open one.
 */
export async function lotteryBet(
  server: TestServer,
  headers: Record<string, string>,
  bet: { numbers: readonly string[]; stakeEach: number; drawsAhead?: number },
): Promise<PlacedLotteryBet> {
  const game = gameWhere(server.db, "vendor_code = 'ELOTT' AND min_bet_minor <= 100");
  const { ticket } = await launch(server.app, headers, `nodeId=${game.nodeId}`);
  const interval = LotteryDraws.intervalOf(game.vendor);
  const draw = drawAtIndex(openDraw(server.app.platform.now(), interval).index + (bet.drawsAhead ?? 0), interval);
  const response = await server.app.inject({
    method: 'POST',
    url: '/wps/lottery/orders',
    headers: { merchant: headers['merchant'] ?? '', 'idempotency-key': newKey() },
    payload: { ticket, drawNumber: draw.drawNumber, numbers: bet.numbers, stakeMinor: bet.stakeEach },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { order, subOrders } = response.json().value.order as { order: { orderId: number }; subOrders: { subOrderId: number }[] };
  return { orderId: order.orderId, subOrderIds: subOrders.map((sub) => sub.subOrderId), closesAt: draw.closesAt };
}

/** Cancels sub-orders of a lottery order through the API; returns the answer. */
export function cancelBet(server: TestServer, headers: Record<string, string>, orderId: number, subOrderIds: readonly number[]): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url: `/lgw/orders/${orderId}/suborders/cancel`, headers: { ...headers, 'idempotency-key': newKey() }, payload: { subOrderIds } });
}
