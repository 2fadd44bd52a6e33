import type { Db } from '../db/open-database';
import type { PageRequest } from '../http/paging';
import type { LedgerKind } from './ledger';
import type { Schema } from '../contract/schema-types';

/** The `type` filter of the transaction history. */
export type TransactionFilter = 'all' | 'deposit' | 'withdrawal' | 'bet' | 'payout' | 'rebate' | 'transfer' | 'bonus';

/** The ledger kinds each filter shows. */
export const KINDS_OF_FILTER: Readonly<Record<TransactionFilter, readonly LedgerKind[]>> = {
  all: [
    'deposit', 'withdrawal', 'withdrawal_refund', 'bet', 'payout', 'bet_refund', 'rebate',
    'transfer_in', 'transfer_out', 'bonus', 'salary', 'dividend', 'adjustment',
  ],
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_refund'],
  bet: ['bet', 'bet_refund'],
  payout: ['payout'],
  rebate: ['rebate'],
  transfer: ['transfer_in', 'transfer_out'],
  bonus: ['bonus', 'salary', 'dividend', 'adjustment'],
};

/** One line of the history as the contract's `WalletTransaction` shows it. */
export type TransactionLine = Schema<'WalletTransaction'>;

/** What to list: a member's cash movements of some kinds in [from, to), one page of them. */
export interface HistoryQuery {
  readonly memberId: number;
  readonly filter: TransactionFilter;
  readonly from: number;
  readonly to: number;
  readonly page: PageRequest;
  readonly now: number;
}

interface HistoryParameters {
  kinds: string;
  memberId: number;
  from: number;
  to: number;
  withDeposits: number;
  now: number;
  limit: number;
  offset: number;
}

/** Ledger rows of the cash wallet, and deposits still waiting for payment (when deposits are listed). */
const LINES = `
  SELECT 'ledger:' || l.id AS id, l.kind, l.amount_minor, l.balance_after_minor, l.reference, l.created_at,
         CASE w.status WHEN 'pending' THEN 'pending' WHEN 'cancelled' THEN 'cancelled' ELSE 'completed' END AS status,
         l.id AS sort_id, 0 AS source
  FROM ledger_entry l
  LEFT JOIN withdrawal w
    ON l.kind = 'withdrawal' AND l.reference LIKE 'withdrawal:%' AND w.id = CAST(substr(l.reference, 12) AS INTEGER)
  WHERE l.kind IN (SELECT value FROM json_each(@kinds)) AND l.member_id = @memberId AND l.wallet = 'cash'
    AND l.created_at >= @from AND l.created_at < @to
  UNION ALL
  SELECT 'deposit:' || d.id, 'deposit', d.amount_minor, NULL, 'deposit:' || d.id, d.created_at, 'pending', d.id, 1
  FROM deposit d
  WHERE @withDeposits AND d.member_id = @memberId AND d.status = 'pending' AND d.expires_at > @now AND d.created_at >= @from AND d.created_at < @to`;

interface LineRow {
  id: string;
  kind: LedgerKind;
  amount_minor: number;
  balance_after_minor: number | null;
  reference: string | null;
  created_at: number;
  status: TransactionLine['status'];
}

/** The transaction history: a member's ledger plus pending deposits, newest first. */
export class TransactionHistory {
  private readonly page;
  private readonly count;

  constructor(db: Db) {
    this.page = db.prepare<[HistoryParameters], LineRow>(
      `SELECT id, kind, amount_minor, balance_after_minor, reference, created_at, status FROM (${LINES})
       ORDER BY created_at DESC, source DESC, sort_id DESC LIMIT @limit OFFSET @offset`,
    );
    this.count = db.prepare<[HistoryParameters], { n: number }>(`SELECT count(*) AS n FROM (${LINES})`);
  }

  /** One page of the history and the number of lines in all pages. */
  list(query: HistoryQuery): { items: TransactionLine[]; total: number } {
    const kinds = KINDS_OF_FILTER[query.filter];
    const parameters: HistoryParameters = {
      kinds: JSON.stringify(kinds),
      memberId: query.memberId,
      from: query.from,
      to: query.to,
      withDeposits: kinds.includes('deposit') ? 1 : 0,
      now: query.now,
      limit: query.page.pageSize,
      offset: query.page.offset,
    };
    const items = this.page.all(parameters).map((row) => ({
      id: row.id,
      kind: row.kind,
      amountMinor: row.amount_minor,
      balanceAfterMinor: row.balance_after_minor,
      reference: row.reference,
      createdAt: row.created_at,
      status: row.status,
    }));
    return { items, total: this.count.get(parameters)?.n ?? 0 };
  }
}
