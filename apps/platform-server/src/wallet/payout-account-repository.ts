import type { Db } from '../db/open-database';
import type { PayoutMethodCode } from './withdrawal-repository';

/** A saved payout account. */
export interface PayoutAccountRecord {
  readonly id: number;
  readonly memberId: number;
  readonly payoutMethod: PayoutMethodCode;
  readonly bankCode: string | null;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly createdAt: number;
  readonly removedAt: number | null;
}

/** A payout account to save. */
export type NewPayoutAccount = Omit<PayoutAccountRecord, 'id' | 'removedAt'>;

interface PayoutAccountRow {
  id: number;
  member_id: number;
  payout_method: PayoutMethodCode;
  bank_code: string | null;
  account_number: string;
  account_name: string;
  created_at: number;
  removed_at: number | null;
}

function toRecord(row: PayoutAccountRow): PayoutAccountRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    payoutMethod: row.payout_method,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    accountName: row.account_name,
    createdAt: row.created_at,
    removedAt: row.removed_at,
  };
}

/** The `payout_account` table: a member's saved accounts, saved once each, removed once. */
export class PayoutAccountRepository {
  private readonly insert;
  private readonly live;
  private readonly liveOne;
  private readonly byId;
  private readonly remove;

  constructor(db: Db) {
    this.insert = db.prepare<[number, string, string | null, string, string, number], PayoutAccountRow>(
      `INSERT INTO payout_account (member_id, payout_method, bank_code, account_number, account_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
    );
    this.live = db.prepare<[number], PayoutAccountRow>('SELECT * FROM payout_account WHERE member_id = ? AND removed_at IS NULL ORDER BY id');
    this.liveOne = db.prepare<[number, string, string, string], PayoutAccountRow>(
      `SELECT * FROM payout_account WHERE member_id = ? AND payout_method = ? AND coalesce(bank_code, '') = ?
       AND account_number = ? AND removed_at IS NULL`,
    );
    this.byId = db.prepare<[number], PayoutAccountRow>('SELECT * FROM payout_account WHERE id = ?');
    this.remove = db.prepare<[number, number]>('UPDATE payout_account SET removed_at = ? WHERE id = ? AND removed_at IS NULL');
  }

  /** The member's saved accounts, oldest first. */
  listOwn(memberId: number): PayoutAccountRecord[] {
    return this.live.all(memberId).map(toRecord);
  }

  /** The member's saved account with this method, bank and number, if any. */
  findSame(account: Pick<NewPayoutAccount, 'memberId' | 'payoutMethod' | 'bankCode' | 'accountNumber'>): PayoutAccountRecord | undefined {
    const row = this.liveOne.get(account.memberId, account.payoutMethod, account.bankCode ?? '', account.accountNumber);
    return row && toRecord(row);
  }

  /** Saves an account; returns it. */
  create(account: NewPayoutAccount): PayoutAccountRecord {
    const row = this.insert.get(account.memberId, account.payoutMethod, account.bankCode, account.accountNumber, account.accountName, account.createdAt);
    if (!row) throw new Error('payout account row was not written');
    return toRecord(row);
  }

  /** A member's own account (also a removed one); undefined for another member's or a missing one. */
  findOwn(id: number, memberId: number): PayoutAccountRecord | undefined {
    const row = this.byId.get(id);
    return row && row.member_id === memberId ? toRecord(row) : undefined;
  }

  /** Marks an account removed (once). */
  markRemoved(id: number, at: number): void {
    this.remove.run(at, id);
  }
}
