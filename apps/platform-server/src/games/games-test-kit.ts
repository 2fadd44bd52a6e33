/** Helpers of the games area's tests: fresh accounts and requests. */
import type { InjectOptions } from 'fastify';
import type { TestServer } from '../testing/test-db';

let accounts = 0;

/**
 * Creates a new real account (type 0) on a merchant, with no favourites or recent games, and
 * returns the headers of a session for it.
 */
export function freshMemberHeaders(server: TestServer, merchant = 'aurora'): Record<string, string> {
  accounts += 1;
  const username = `gamer${accounts}x${Math.floor(server.app.platform.now() % 100_000)}`;
  const { lastInsertRowid } = server.db
    .prepare('INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at) VALUES (?, ?, ?, 0, ?, ?)')
    .run(merchant, username, 'not-a-hash', username, server.app.platform.now());
  const { token } = server.app.platform.sessions.create(Number(lastInsertRowid), server.app.platform.now(), { trial: false });
  return { merchant, authorization: token };
}

/** A GET of a games call with a query. */
export function getWith(url: string, query: Record<string, string | number>, headers: Record<string, string> = { merchant: 'aurora' }): InjectOptions {
  return { method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers };
}

/** A game row of the catalogue, for building expectations. */
export interface CatalogueRow {
  readonly node_id: number;
  readonly vendor_code: string;
  readonly game_category: string;
  readonly game_name: string;
  readonly is_new: number;
}

/** Catalogue rows matching a WHERE clause (for test expectations only). */
export function catalogueRows(server: TestServer, where = '1 = 1'): CatalogueRow[] {
  return server.db
    .prepare<[], CatalogueRow>(`SELECT node_id, vendor_code, game_category, game_name, is_new FROM game WHERE ${where} ORDER BY node_id`)
    .all();
}
