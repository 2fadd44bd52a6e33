import type { Db } from '../db/open-database';

/** Where a payout goes. */
export type PayoutMethodCode = 'gcash' | 'maya' | 'bank';

/** A stored withdrawal request. */
export interface WithdrawalRecord {
  readonly id: number;
  readonly memberId: number;
  readonly amountMinor: number;
  /** The fee taken from the amount paid out. */
  readonly feeMinor: number;
  readonly payoutMethod: PayoutMethodCode;
  readonly bankCode: string | null;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly status: 'pending' | 'paid' | 'cancelled';
  readonly createdAt: number;
  readonly settledAt: number | null;
}

/** A withdrawal request to write. */
export type NewWithdrawal = Omit<WithdrawalRecord, 'id' | 'status' | 'settledAt'>;

interface WithdrawalRow {
  id: number;
  member_id: number;
  amount_minor: number;
  fee_minor: number;
  payout_method: PayoutMethodCode;
  bank_code: string | null;
  account_number: string;
  account_name: string;
  status: WithdrawalRecord['status'];
  created_at: number;
  settled_at: number | null;
}

function toRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    payoutMethod: row.payout_method,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    accountName: row.account_name,
    status: row.status,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/** Which of a member's withdrawals to list: all, those waiting for payout, or those paid out or cancelled. */
export type WithdrawalFilter = 'all' | 'pending' | 'settled';

const FILTER_SQL: Record<WithdrawalFilter, string> = {
  all: '',
  pending: "AND status = 'pending'",
  settled: "AND status <> 'pending'",
};

/** The `withdrawal` table: writes requests, reads a member's own, cancels pending ones once. */
export class WithdrawalRepository {
  private readonly insert;
  private readonly byId;
  private readonly cancel;
  private readonly pendingSum;
  private readonly passwordHash;
  private readonly pages;
  private readonly counts;

  constructor(db: Db) {
    const filters = Object.keys(FILTER_SQL) as WithdrawalFilter[];
    this.pages = new Map(
      filters.map((filter) => [
        filter,
        db.prepare<[number, number, number], WithdrawalRow>(
          `SELECT * FROM withdrawal WHERE member_id = ? ${FILTER_SQL[filter]} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        ),
      ]),
    );
    this.counts = new Map(
      filters.map((filter) => [filter, db.prepare<[number], { n: number }>(`SELECT count(*) AS n FROM withdrawal WHERE member_id = ? ${FILTER_SQL[filter]}`)]),
    );
    this.insert = db.prepare<[number, number, number, string, string | null, string, string, number], WithdrawalRow>(
      `INSERT INTO withdrawal (member_id, amount_minor, fee_minor, payout_method, bank_code, account_number, account_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    );
    this.byId = db.prepare<[number], WithdrawalRow>('SELECT * FROM withdrawal WHERE id = ?');
    this.cancel = db.prepare<[number, number, number]>(
      "UPDATE withdrawal SET status = 'cancelled', refund_entry_id = ?, settled_at = ? WHERE id = ? AND status = 'pending'",
    );
    this.pendingSum = db.prepare<[number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM withdrawal WHERE member_id = ? AND status = 'pending'",
    );
    this.passwordHash = db.prepare<[number], { payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM member WHERE id = ?',
    );
  }

  /** Writes a pending request; returns it. */
  create(withdrawal: NewWithdrawal): WithdrawalRecord {
    const row = this.insert.get(
      withdrawal.memberId,
      withdrawal.amountMinor,
      withdrawal.feeMinor,
      withdrawal.payoutMethod,
      withdrawal.bankCode,
      withdrawal.accountNumber,
      withdrawal.accountName,
      withdrawal.createdAt,
    );
    if (!row) throw new Error('withdrawal row was not written');
    return toRecord(row);
  }

  /** A member's own request; undefined for another member's or a missing one. */
  findOwn(id: number, memberId: number): WithdrawalRecord | undefined {
    const row = this.byId.get(id);
    return row && row.member_id === memberId ? toRecord(row) : undefined;
  }

  /** Marks a pending request cancelled with its refund; false when it was not pending. */
  markCancelled(id: number, refundEntryId: number, at: number): boolean {
    return this.cancel.run(refundEntryId, at, id).changes === 1;
  }

  /** A page of a member's requests, newest first, with how many there are in all. */
  listOwn(memberId: number, filter: WithdrawalFilter, page: { readonly pageSize: number; readonly offset: number }): { items: WithdrawalRecord[]; total: number } {
    const rows = this.pages.get(filter)?.all(memberId, page.pageSize, page.offset) ?? [];
    return { items: rows.map(toRecord), total: this.counts.get(filter)?.get(memberId)?.n ?? 0 };
  }

  /** The money of a member's pending requests: debited, not yet paid out. */
  lockedMinor(memberId: number): number {
    return this.pendingSum.get(memberId)?.total ?? 0;
  }

  /** The member's payment password hash, or null when none is set. */
  paymentPasswordHash(memberId: number): string | null {
    return this.passwordHash.get(memberId)?.payment_password_hash ?? null;
  }
}
