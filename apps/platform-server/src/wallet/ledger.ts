import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';

/** Which balance an entry moves: real money or the free-play balance. */
export type WalletKind = 'cash' | 'demo';

/** Why a balance changed; the ledger table lists the same kinds. */
export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'bet'
  | 'payout'
  | 'bet_refund'
  | 'rebate'
  | 'transfer_in'
  | 'transfer_out'
  | 'bonus'
  | 'salary'
  | 'dividend'
  | 'adjustment';

/** One balance change to write. */
export interface LedgerPosting {
  readonly memberId: number;
  readonly wallet: WalletKind;
  /** Minor units; positive credits, negative debits. Never zero. */
  readonly amountMinor: number;
  readonly kind: LedgerKind;
  /** What caused it ('deposit:12', 'order:345'), to find the entries of one cause. */
  readonly reference: string | null;
  readonly at: number;
}

/** A written ledger row. */
export interface LedgerEntry extends LedgerPosting {
  readonly id: number;
  readonly balanceAfterMinor: number;
}

interface EntryRow {
  id: number;
  member_id: number;
  wallet: WalletKind;
  amount_minor: number;
  balance_after_minor: number;
  kind: LedgerKind;
  reference: string | null;
  created_at: number;
}

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    memberId: row.member_id,
    wallet: row.wallet,
    amountMinor: row.amount_minor,
    balanceAfterMinor: row.balance_after_minor,
    kind: row.kind,
    reference: row.reference,
    at: row.created_at,
  };
}

/**
 * Balances as a ledger: `post` changes a wallet's balance and writes the ledger row that explains
 * it in one transaction, refusing (INSUFFICIENT_BALANCE) any debit that would take the balance
 * below zero. Called inside a caller's transaction, it joins it (better-sqlite3 nests them as
 * savepoints), so a cause (a deposit row, an order) and its money movement commit together.
 */
export class Ledger {
  private readonly balanceRow;
  private readonly createWallet;
  private readonly setBalance;
  private readonly insertEntry;
  private readonly entriesOf;
  private readonly sumOf;

  constructor(private readonly db: Db) {
    this.balanceRow = db.prepare<[number, WalletKind], { balance_minor: number }>(
      'SELECT balance_minor FROM wallet WHERE member_id = ? AND kind = ?',
    );
    this.createWallet = db.prepare<[number, WalletKind, number]>(
      'INSERT OR IGNORE INTO wallet (member_id, kind, balance_minor, updated_at) VALUES (?, ?, 0, ?)',
    );
    this.setBalance = db.prepare<[number, number, number, WalletKind]>(
      'UPDATE wallet SET balance_minor = ?, updated_at = ? WHERE member_id = ? AND kind = ?',
    );
    this.insertEntry = db.prepare<[number, WalletKind, number, number, LedgerKind, string | null, number], EntryRow>(
      `INSERT INTO ledger_entry (member_id, wallet, amount_minor, balance_after_minor, kind, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    );
    this.entriesOf = db.prepare<[string], EntryRow>('SELECT * FROM ledger_entry WHERE reference = ? ORDER BY id');
    this.sumOf = db.prepare<[number, WalletKind], { total: number | null }>(
      'SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND wallet = ?',
    );
  }

  /** The balance of a wallet in minor units (0 when it has never moved). */
  balanceOf(memberId: number, wallet: WalletKind = 'cash'): number {
    return this.balanceRow.get(memberId, wallet)?.balance_minor ?? 0;
  }

  /** Writes one balance change and its ledger row; refuses a debit beyond the balance. */
  post(posting: LedgerPosting): LedgerEntry {
    if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
      throw new RangeError('a ledger amount is a non-zero whole number of minor units');
    }
    return this.db.transaction(() => {
      this.createWallet.run(posting.memberId, posting.wallet, posting.at);
      const after = this.balanceOf(posting.memberId, posting.wallet) + posting.amountMinor;
      if (after < 0) throw new ApiError(400, 'INSUFFICIENT_BALANCE', 'The balance is not enough for this amount');
      this.setBalance.run(after, posting.at, posting.memberId, posting.wallet);
      const row = this.insertEntry.get(
        posting.memberId,
        posting.wallet,
        posting.amountMinor,
        after,
        posting.kind,
        posting.reference,
        posting.at,
      );
      if (!row) throw new Error('ledger row was not written');
      return toEntry(row);
    })();
  }

  /** The entries one cause wrote, oldest first. */
  entriesFor(reference: string): LedgerEntry[] {
    return this.entriesOf.all(reference).map(toEntry);
  }

  /** The sum of a wallet's ledger rows: always equal to its balance. */
  ledgerSum(memberId: number, wallet: WalletKind = 'cash'): number {
    return this.sumOf.get(memberId, wallet)?.total ?? 0;
  }
}
