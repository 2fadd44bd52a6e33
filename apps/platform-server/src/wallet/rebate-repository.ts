import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';
import type { PageRequest } from '../http/paging';
import type { Ledger } from './ledger';
import type { Schema } from '../contract/schema-types';

/** A game category rebates are paid on. */
export type RebateCategory = 'LIVE' | 'RNG' | 'SPORTS' | 'FISH' | 'LOTT' | 'PVP' | 'ESPORTS' | 'COCKFIGHT';

/** A daily rebate as the contract's `WalletRebate` shows it. */
export type RebateView = Schema<'WalletRebate'>;

/** A rebate to write: a day's turnover in one category and its rate in basis points (80 = 0.80%). */
export interface NewRebate {
  readonly memberId: number;
  readonly day: string;
  readonly category: RebateCategory;
  readonly turnoverMinor: number;
  readonly rateBasisPoints: number;
  readonly at: number;
}

/** Which rebates to list. */
export type RebateFilter = 'all' | 'claimable' | 'claimed';

interface RebateRow {
  id: number;
  member_id: number;
  day: string;
  category: RebateCategory;
  turnover_minor: number;
  rate_basis_points: number;
  amount_minor: number;
  status: 'claimable' | 'claimed';
  claimed_at: number | null;
}

const toView = (row: RebateRow): RebateView => ({
  id: row.id,
  date: row.day,
  category: row.category,
  turnoverMinor: row.turnover_minor,
  ratePercent: row.rate_basis_points / 100,
  amountMinor: row.amount_minor,
  status: row.status,
  claimedAt: row.claimed_at,
});

/** The amount of a rebate: the turnover times the rate, rounded down to a centavo. */
export function rebateAmountMinor(turnoverMinor: number, rateBasisPoints: number): number {
  return Math.floor((turnoverMinor * rateBasisPoints) / 10_000);
}

/** The `rebate` table: daily rebates per member, listed and claimed once. */
export class RebateRepository {
  private readonly insert;
  private readonly page;
  private readonly count;
  private readonly claimableSum;
  private readonly byId;
  private readonly claim;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {
    this.insert = db.prepare<[number, string, string, number, number, number, number], { id: number }>(
      `INSERT INTO rebate (member_id, day, category, turnover_minor, rate_basis_points, amount_minor, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const filter = "member_id = ? AND (? = 'all' OR status = ?)";
    this.page = db.prepare<[number, string, string, number, number], RebateRow>(
      `SELECT * FROM rebate WHERE ${filter} ORDER BY day DESC, id DESC LIMIT ? OFFSET ?`,
    );
    this.count = db.prepare<[number, string, string], { n: number }>(`SELECT count(*) AS n FROM rebate WHERE ${filter}`);
    this.claimableSum = db.prepare<[number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM rebate WHERE member_id = ? AND status = 'claimable'",
    );
    this.byId = db.prepare<[number], RebateRow>('SELECT * FROM rebate WHERE id = ?');
    this.claim = db.prepare<[number, number, number]>(
      "UPDATE rebate SET status = 'claimed', credit_entry_id = ?, claimed_at = ? WHERE id = ? AND status = 'claimable'",
    );
  }

  /** Writes a claimable rebate (only when its amount is at least a centavo); returns its id or null. */
  create(rebate: NewRebate): number | null {
    const amount = rebateAmountMinor(rebate.turnoverMinor, rebate.rateBasisPoints);
    if (amount <= 0) return null;
    const row = this.insert.get(rebate.memberId, rebate.day, rebate.category, rebate.turnoverMinor, rebate.rateBasisPoints, amount, rebate.at);
    return row?.id ?? null;
  }

  /** A page of a member's rebates, newest day first, with their count and the total still claimable. */
  list(memberId: number, filter: RebateFilter, page: PageRequest): { items: RebateView[]; total: number; claimableMinor: number } {
    return {
      items: this.page.all(memberId, filter, filter, page.pageSize, page.offset).map(toView),
      total: this.count.get(memberId, filter, filter)?.n ?? 0,
      claimableMinor: this.claimableSum.get(memberId)?.total ?? 0,
    };
  }

  /** Credits a member's claimable rebate once; a claimed one is left as is; 404 for another member's. */
  claimOnce(id: number, memberId: number, at: number): 'claimed' | 'already claimed' {
    return this.db.transaction(() => {
      const row = this.byId.get(id);
      if (!row || row.member_id !== memberId) throw new ApiError(404, 'NOT_FOUND', 'No such rebate');
      if (row.status === 'claimed') return 'already claimed';
      const entry = this.ledger.post({ memberId, wallet: 'cash', amountMinor: row.amount_minor, kind: 'rebate', reference: `rebate:${id}`, at });
      if (this.claim.run(entry.id, at, id).changes !== 1) throw new Error(`rebate ${id} was claimed meanwhile`);
      return 'claimed';
    })();
  }
}
