import type { Db } from '../db/open-database';

/** What a deposit is at a moment: a pending one past its expiry reads as expired. */
export type DepositStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

/** A stored deposit. */
export interface DepositRecord {
  readonly id: number;
  readonly memberId: number;
  readonly methodCode: string;
  readonly amountMinor: number;
  readonly feeMinor: number;
  readonly promoCode: string | null;
  /** The member's currency. */
  readonly currency: string;
  readonly status: DepositStatus;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly settledAt: number | null;
  readonly remindedAt: number | null;
  /** When the member last uploaded the payment receipt; null when never. */
  readonly receiptAt: number | null;
}

/** Which deposits a list shows: every one, or those of one status (expired: pending past expiry). */
export type DepositFilter = 'all' | DepositStatus;

/** A member's deposits in a time range, newest first, one page of them. */
export interface DepositQuery {
  readonly memberId: number;
  readonly filter: DepositFilter;
  readonly from: number;
  readonly to: number;
  readonly limit: number;
  readonly offset: number;
  readonly now: number;
}

/** What the deposit screen knows of a member's deposits before one: whether any was paid, and the method of the latest. */
export interface DepositHistoryFacts {
  readonly hasPaidDeposit: boolean;
  readonly lastUsedMethod: string | null;
}

/** The SQL condition of each filter; `?` is the current time where it matters. */
const FILTER_SQL: Readonly<Record<DepositFilter, string>> = {
  all: '1 = 1 OR ? = 0',
  pending: "d.status = 'pending' AND d.expires_at > ?",
  expired: "d.status = 'pending' AND d.expires_at <= ?",
  paid: "d.status = 'paid' OR ? = 0",
  cancelled: "d.status = 'cancelled' OR ? = 0",
};

/** A deposit to write. */
export interface NewDeposit {
  readonly memberId: number;
  readonly methodCode: string;
  readonly amountMinor: number;
  readonly feeMinor: number;
  readonly promoCode: string | null;
  readonly tokenHash: Buffer;
  readonly at: number;
  readonly expiresAt: number;
}

/** The columns a deposit is read with: its own, the member's currency and when its receipt came. */
const DEPOSIT_COLUMNS = 'd.*, m.currency, (SELECT r.uploaded_at FROM deposit_receipt r WHERE r.deposit_id = d.id) AS receipt_at';

interface DepositRow {
  id: number;
  member_id: number;
  method_code: string;
  amount_minor: number;
  fee_minor: number;
  promo_code: string | null;
  currency: string;
  status: 'pending' | 'paid' | 'cancelled';
  provider_token_hash: Buffer;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
  reminded_at: number | null;
  receipt_at: number | null;
}

function toRecord(row: DepositRow, now: number): DepositRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    methodCode: row.method_code,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    promoCode: row.promo_code,
    currency: row.currency,
    status: row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    settledAt: row.settled_at,
    remindedAt: row.reminded_at,
    receiptAt: row.receipt_at,
  };
}

/** The `deposit` table: writes deposits, reads a member's own, and settles pending ones once. */
export class DepositRepository {
  private readonly insert;
  private readonly byId;
  private readonly setToken;
  private readonly pay;
  private readonly cancel;
  private readonly facts;
  private readonly remind;
  private readonly receipt;

  constructor(private readonly db: Db) {
    this.insert = db.prepare<[number, string, number, number, string | null, Buffer, number, number], { id: number }>(
      `INSERT INTO deposit (member_id, method_code, amount_minor, fee_minor, promo_code, provider_token_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    this.byId = db.prepare<[number], DepositRow>(
      `SELECT ${DEPOSIT_COLUMNS} FROM deposit d JOIN member m ON m.id = d.member_id WHERE d.id = ?`,
    );
    this.setToken = db.prepare<[Buffer, number]>("UPDATE deposit SET provider_token_hash = ? WHERE id = ? AND status = 'pending'");
    this.pay = db.prepare<[number, number, number, number]>(
      "UPDATE deposit SET status = 'paid', credit_entry_id = ?, settled_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
    );
    this.cancel = db.prepare<[number, number]>("UPDATE deposit SET status = 'cancelled', settled_at = ? WHERE id = ? AND status = 'pending'");
    this.remind = db.prepare<[number, number, number, number]>(
      `UPDATE deposit SET reminded_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?
       AND (reminded_at IS NULL OR reminded_at <= ?)`,
    );
    this.receipt = db.prepare<[number, string, Buffer, number, number]>(
      `INSERT INTO deposit_receipt (deposit_id, mime_type, image, uploaded_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (deposit_id) DO UPDATE SET mime_type = excluded.mime_type, image = excluded.image, uploaded_at = excluded.uploaded_at
       WHERE deposit_receipt.uploaded_at <= ?`,
    );
    this.facts = db.prepare<[number, number], { paid: number; last: string | null }>(
      `SELECT EXISTS (SELECT 1 FROM deposit WHERE member_id = ? AND status = 'paid') AS paid,
              (SELECT method_code FROM deposit WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 1) AS last`,
    );
  }

  /** Notes a reminder of a waiting deposit sent at `at`, unless one was sent after `notBefore`; false when nothing changed. */
  markReminded(id: number, at: number, notBefore: number): boolean {
    return this.remind.run(at, id, at, notBefore).changes === 1;
  }

  /** Keeps the receipt of a deposit uploaded at `at`, unless one came after `notBefore`; false when nothing changed. */
  saveReceipt(id: number, receipt: { mimeType: string; image: Buffer }, at: number, notBefore: number): boolean {
    return this.receipt.run(id, receipt.mimeType, receipt.image, at, notBefore).changes === 1;
  }

  /** Whether the member ever completed a deposit, and the method of their latest one. */
  historyFacts(memberId: number): DepositHistoryFacts {
    const row = this.facts.get(memberId, memberId);
    return { hasPaidDeposit: row?.paid === 1, lastUsedMethod: row?.last ?? null };
  }

  /** One page of a member's deposits, newest first, with how many match in all. */
  list(query: DepositQuery): { items: DepositRecord[]; total: number } {
    const where = `d.member_id = ? AND d.created_at >= ? AND d.created_at < ? AND (${FILTER_SQL[query.filter]})`;
    const args: [number, number, number, number] = [query.memberId, query.from, query.to, query.now];
    const total = this.db.prepare<typeof args, { n: number }>(`SELECT count(*) AS n FROM deposit d WHERE ${where}`).get(...args)?.n ?? 0;
    const rows = this.db
      .prepare<[number, number, number, number, number, number], DepositRow>(
        `SELECT ${DEPOSIT_COLUMNS} FROM deposit d JOIN member m ON m.id = d.member_id WHERE ${where}
         ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, query.limit, query.offset);
    return { items: rows.map((row) => toRecord(row, query.now)), total };
  }

  /** Writes a pending deposit; returns its id. */
  create(deposit: NewDeposit): number {
    const row = this.insert.get(
      deposit.memberId,
      deposit.methodCode,
      deposit.amountMinor,
      deposit.feeMinor,
      deposit.promoCode,
      deposit.tokenHash,
      deposit.at,
      deposit.expiresAt,
    );
    if (!row) throw new Error('deposit row was not written');
    return row.id;
  }

  /** A member's own deposit; undefined for another member's or a missing one. */
  findOwn(id: number, memberId: number, now: number): DepositRecord | undefined {
    const row = this.byId.get(id);
    return row && row.member_id === memberId ? toRecord(row, now) : undefined;
  }

  /** A deposit with the hash of its provider token, for the payment provider's calls. */
  findForProvider(id: number, now: number): { deposit: DepositRecord; tokenHash: Buffer } | undefined {
    const row = this.byId.get(id);
    return row ? { deposit: toRecord(row, now), tokenHash: row.provider_token_hash } : undefined;
  }

  /** Replaces the provider token of a pending deposit (a fresh checkout link). */
  replaceToken(id: number, tokenHash: Buffer): boolean {
    return this.setToken.run(tokenHash, id).changes === 1;
  }

  /** Marks a pending, unexpired deposit paid by a ledger credit; false when it was not pending. */
  markPaid(id: number, creditEntryId: number, at: number): boolean {
    return this.pay.run(creditEntryId, at, id, at).changes === 1;
  }

  /** Marks a pending deposit cancelled; false when it was not pending. */
  markCancelled(id: number, at: number): boolean {
    return this.cancel.run(at, id).changes === 1;
  }
}
