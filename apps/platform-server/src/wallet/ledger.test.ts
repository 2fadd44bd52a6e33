import { beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase, type Db } from '../db/open-database';
import { ApiError } from '../http/envelope';
import { Ledger } from './ledger';
import { expectBalancesMatchLedger } from './wallet-test-kit';

let db: Db;
let ledger: Ledger;
let memberId: number;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  db.exec("INSERT INTO merchant (code, site_name, theme_pack) VALUES ('aurora', 'Aurora', 'aurora')");
  memberId = Number(
    db.prepare("INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES ('aurora', 'juan', 'x', 0, 0)").run().lastInsertRowid,
  );
  ledger = new Ledger(db);
});

const at = 1_700_000_000_000;

describe('Ledger', () => {
  it('credits and debits a wallet, writing the balance after each row', () => {
    expect(ledger.balanceOf(memberId)).toBe(0);
    const credit = ledger.post({ memberId, wallet: 'cash', amountMinor: 10_000, kind: 'deposit', reference: 'deposit:1', at });
    const debit = ledger.post({ memberId, wallet: 'cash', amountMinor: -2_500, kind: 'bet', reference: 'order:1', at: at + 1 });
    expect(credit).toMatchObject({ amountMinor: 10_000, balanceAfterMinor: 10_000, kind: 'deposit' });
    expect(debit).toMatchObject({ amountMinor: -2_500, balanceAfterMinor: 7_500, kind: 'bet' });
    expect(ledger.balanceOf(memberId)).toBe(7_500);
    expect(ledger.ledgerSum(memberId)).toBe(7_500);
    expect(ledger.entriesFor('deposit:1').map((entry) => entry.id)).toEqual([credit.id]);
    expectBalancesMatchLedger(db);
  });

  it('keeps the cash and demo wallets apart', () => {
    ledger.post({ memberId, wallet: 'demo', amountMinor: 200_000, kind: 'bonus', reference: 'trial', at });
    expect(ledger.balanceOf(memberId, 'demo')).toBe(200_000);
    expect(ledger.balanceOf(memberId, 'cash')).toBe(0);
    expect(() => ledger.post({ memberId, wallet: 'cash', amountMinor: -1, kind: 'bet', reference: null, at })).toThrow(ApiError);
  });

  it('refuses a debit beyond the balance and writes nothing', () => {
    ledger.post({ memberId, wallet: 'cash', amountMinor: 1_000, kind: 'deposit', reference: 'deposit:1', at });
    let error: unknown;
    try {
      ledger.post({ memberId, wallet: 'cash', amountMinor: -1_001, kind: 'withdrawal', reference: 'withdrawal:1', at });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ statusCode: 400, errorCode: 'INSUFFICIENT_BALANCE' });
    expect(ledger.entriesFor('withdrawal:1')).toEqual([]);
    expect(ledger.balanceOf(memberId)).toBe(1_000);
    expect(ledger.post({ memberId, wallet: 'cash', amountMinor: -1_000, kind: 'withdrawal', reference: 'withdrawal:2', at }).balanceAfterMinor).toBe(0);
  });

  it('refuses zero and fractional amounts', () => {
    for (const amountMinor of [0, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => ledger.post({ memberId, wallet: 'cash', amountMinor, kind: 'adjustment', reference: null, at })).toThrow(RangeError);
    }
    expect(ledger.ledgerSum(memberId)).toBe(0);
  });

  it("joins the caller's transaction: a cause that fails takes its money movement with it", () => {
    ledger.post({ memberId, wallet: 'cash', amountMinor: 5_000, kind: 'deposit', reference: 'deposit:1', at });
    const failingCause = db.transaction(() => {
      ledger.post({ memberId, wallet: 'cash', amountMinor: -3_000, kind: 'bet', reference: 'order:9', at });
      throw new Error('the order could not be written');
    });
    expect(failingCause).toThrow('the order could not be written');
    expect(ledger.balanceOf(memberId)).toBe(5_000);
    expect(ledger.entriesFor('order:9')).toEqual([]);
    expectBalancesMatchLedger(db);
  });

  it('is backed by table constraints that refuse a negative balance or a zero row', () => {
    ledger.post({ memberId, wallet: 'cash', amountMinor: 100, kind: 'deposit', reference: null, at });
    expect(() => db.prepare("UPDATE wallet SET balance_minor = -1 WHERE member_id = ? AND kind = 'cash'").run(memberId)).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO ledger_entry (member_id, wallet, amount_minor, balance_after_minor, kind, created_at) VALUES (?, 'cash', 0, 100, 'bet', 0)")
        .run(memberId),
    ).toThrow(/CHECK/);
  });
});

describe('the wallet tables', () => {
  it('tie a paid deposit to its ledger credit and a claimed rebate to its credit', () => {
    const hash = Buffer.alloc(32);
    const insert = db.prepare(
      "INSERT INTO deposit (member_id, method_code, amount_minor, provider_token_hash, created_at, expires_at, status) VALUES (?, 'GCASH', 100, ?, 0, 1, ?)",
    );
    expect(() => insert.run(memberId, hash, 'paid')).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO rebate (member_id, day, category, turnover_minor, rate_basis_points, amount_minor, status, created_at) VALUES (?, '2026-01-01', 'RNG', 100, 50, 1, 'claimed', 0)")
        .run(memberId),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO withdrawal (member_id, amount_minor, payout_method, account_number, account_name, created_at) VALUES (?, 100, 'bank', '1234567890', 'Juan', 0)")
        .run(memberId),
    ).toThrow(/CHECK/);
  });
});
