import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { Ledger } from './ledger';
import { restateBalancesInTimeOrder } from './seed-ledger-order';
import { ledgerRowsOutOfTimeOrder } from './wallet-test-kit';

const server = useTestServer();

describe('restateBalancesInTimeOrder', () => {
  it('leaves the seeded ledger with each balance after in time order', () => {
    expect(ledgerRowsOutOfTimeOrder(server.db)).toEqual([]);
  });

  it('restates rows posted after later-dated ones, keeping amounts and the balance', () => {
    const memberId = server.db
      .prepare<[], { id: number }>("INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES ('jade', 'late_poster', '!test', 0, 0) RETURNING id")
      .get()?.id ?? 0;
    const ledger = new Ledger(server.db);
    const post = (amountMinor: number, at: number) => ledger.post({ memberId, wallet: 'cash', amountMinor, kind: amountMinor > 0 ? 'deposit' : 'bet', reference: 'test', at });
    post(10_000, 3_000);
    post(-4_000, 4_000);
    post(5_000, 1_000); // dated first, posted last: its balance after says 11_000
    expect(ledgerRowsOutOfTimeOrder(server.db).map((row) => row.member_id)).toEqual([memberId, memberId, memberId]);

    restateBalancesInTimeOrder(server.db);
    const rows = server.db
      .prepare<[number], { amount_minor: number; balance_after_minor: number }>('SELECT amount_minor, balance_after_minor FROM ledger_entry WHERE member_id = ? ORDER BY created_at')
      .all(memberId);
    expect(rows).toEqual([
      { amount_minor: 5_000, balance_after_minor: 5_000 },
      { amount_minor: 10_000, balance_after_minor: 15_000 },
      { amount_minor: -4_000, balance_after_minor: 11_000 },
    ]);
    expect(ledger.balanceOf(memberId)).toBe(11_000);
    expect(ledgerRowsOutOfTimeOrder(server.db)).toEqual([]);
  });
});
