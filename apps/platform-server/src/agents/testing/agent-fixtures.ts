import { VendorRounds } from '../../play/vendor-rounds';
import type { TestServer } from '../../testing/test-db';

/** Adds an account straight to the database (no password can log in to it); returns its id. */
export function addMember(
  server: TestServer,
  account: { merchant: string; username: string; type: number; parentId?: number | null; nickname?: string; createdAt?: number },
): number {
  const row = server.db
    .prepare<[string, string, number, string | null, number, number | null], { id: number }>(
      `INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at, parent_id)
       VALUES (?, ?, '!test', ?, ?, ?, ?) RETURNING id`,
    )
    .get(account.merchant, account.username, account.type, account.nickname ?? null, account.createdAt ?? server.app.platform.now(), account.parentId ?? null);
  if (!row) throw new Error('the test account was not written');
  return row.id;
}

/** The id of an account by merchant and username. */
export function memberId(server: TestServer, username: string, merchant = 'aurora'): number {
  const row = server.db
    .prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?')
    .get(merchant, username);
  if (!row) throw new Error(`no account ${merchant}/${username}`);
  return row.id;
}

/** A cash balance and the sum of its ledger rows, which must always agree. */
export function cashOf(server: TestServer, id: number): { balance: number; ledgerSum: number } {
  const ledger = server.app.platform.ledger;
  return { balance: ledger.balanceOf(id, 'cash'), ledgerSum: ledger.ledgerSum(id, 'cash') };
}

/** The first game of a category in the catalogue (for hand-made vendor rounds). */
export function gameOf(server: TestServer, category: string): number {
  const row = server.db.prepare<[string], { node_id: number }>('SELECT node_id FROM game WHERE game_category = ? ORDER BY node_id LIMIT 1').get(category);
  if (!row) throw new Error(`no ${category} game in the catalogue`);
  return row.node_id;
}

/** A cash deposit (a ledger `deposit` credit) of a member at `at`. */
export function addDeposit(server: TestServer, memberId: number, amountMinor: number, at: number): void {
  server.app.platform.ledger.post({ memberId, wallet: 'cash', amountMinor, kind: 'deposit', reference: 'test:deposit', at });
}

/** A settled vendor round of a member at `at` (on jade), with a deposit first so the stake is covered. */
export function addRound(server: TestServer, round: { memberId: number; nodeId: number; stakeMinor: number; winMinor?: number; at: number }): number {
  addDeposit(server, round.memberId, round.stakeMinor, round.at);
  return new VendorRounds(server.db, server.app.platform.ledger).record({ merchantCode: 'jade', winMinor: 0, ...round });
}
