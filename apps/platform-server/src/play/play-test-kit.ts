import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-database';
import type { TestServer } from '../testing/test-db';

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
