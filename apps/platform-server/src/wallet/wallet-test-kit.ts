import { randomUUID } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import { hashPassword } from '../accounts/password-hash';
import type { Db } from '../db/open-database';
import { useClockedServer } from '../testing/clocked-server';
import type { TestServer } from '../testing/test-db';

/** Wallets whose balance differs from the sum of their ledger rows (every one of them is a bug). */
export function ledgerMismatches(db: Db): { member_id: number; kind: string; balance: number; ledger: number }[] {
  return db
    .prepare<[], { member_id: number; kind: string; balance: number; ledger: number }>(
      `SELECT w.member_id, w.kind, w.balance_minor AS balance, coalesce(sum(l.amount_minor), 0) AS ledger
       FROM wallet w LEFT JOIN ledger_entry l ON l.member_id = w.member_id AND l.wallet = w.kind
       GROUP BY w.member_id, w.kind HAVING balance <> ledger
       UNION ALL
       SELECT l.member_id, l.wallet, 0, sum(l.amount_minor) FROM ledger_entry l
       WHERE NOT EXISTS (SELECT 1 FROM wallet w WHERE w.member_id = l.member_id AND w.kind = l.wallet)
       GROUP BY l.member_id, l.wallet`,
    )
    .all();
}

/** Ledger rows whose balance after is not the sum of their wallet's rows up to them in time order (by time, then id). */
export function ledgerRowsOutOfTimeOrder(db: Db): { id: number; member_id: number; balance_after_minor: number; running: number }[] {
  return db
    .prepare<[], { id: number; member_id: number; balance_after_minor: number; running: number }>(
      `SELECT id, member_id, balance_after_minor, running FROM (
         SELECT id, member_id, balance_after_minor,
                sum(amount_minor) OVER (PARTITION BY member_id, wallet ORDER BY created_at, id) AS running
         FROM ledger_entry)
       WHERE balance_after_minor <> running`,
    )
    .all();
}

/** Fails unless every wallet's balance equals the sum of its ledger rows. */
export function expectBalancesMatchLedger(db: Db): void {
  expect(ledgerMismatches(db)).toEqual([]);
}

/** The id of a seeded account. */
export function memberIdOf(db: Db, username: string, merchant = 'aurora'): number {
  const row = db.prepare<[string, string], { id: number }>('SELECT id FROM member WHERE merchant_code = ? AND username = ?').get(merchant, username);
  if (!row) throw new Error(`no account ${merchant}/${username}`);
  return row.id;
}

/** The cash balance of an account, in minor units. */
export function cashOf(server: TestServer, username: string, merchant = 'aurora'): number {
  return server.app.platform.ledger.balanceOf(memberIdOf(server.db, username, merchant), 'cash');
}

/** Sets (or clears, with null) an account's payment password; hashed with cheap scrypt parameters to keep tests fast. */
export async function setPaymentPassword(db: Db, memberId: number, password: string | null): Promise<void> {
  const hash = password === null ? null : await hashPassword(password, { N: 1024, r: 8, p: 1 });
  db.prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?').run(hash, memberId);
}

/** A fresh idempotency key as the app makes one. */
export function newKey(): string {
  return randomUUID();
}

/** The provider token of a deposit's paymentUrl. */
export function tokenOf(paymentUrl: string): string {
  const token = new URL(paymentUrl, 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`no token in ${paymentUrl}`);
  return token;
}

/** A settable clock for the platform's rules. */
export interface TestClock {
  now: number;
}

/**
 * Like useTestServer, with the platform's clock in the test's hands (starts at `start`), and a
 * check after every test that each wallet's balance equals the sum of its ledger rows.
 */
export function useWalletServer(start = Date.UTC(2026, 2, 10, 4, 0)): { server: TestServer; clock: TestClock } {
  const server = useClockedServer(start);
  afterEach(() => expectBalancesMatchLedger(server.db));
  return { server, clock: server };
}
