import type { Schema } from '../contract/schema-types';
import type { Db } from '../db/open-database';
import type { PageRequest } from '../http/paging';

/** A reward as the contract's `Reward` shows it. */
export type RewardView = Schema<'Reward'>;

/** Where a reward comes from. */
export type RewardSource = RewardView['source'];

/** Which rewards a list shows: those still to claim, or those claimed or expired. */
export type RewardFilter = 'claimable' | 'history';

/** A reward to give a member. */
export interface NewReward {
  readonly memberId: number;
  readonly source: RewardSource;
  readonly reference: string | null;
  /** What earned it, when it may be given only once to the member ('referral:<friend id>'); null otherwise. */
  readonly cause: string | null;
  readonly amountMinor: number;
  readonly at: number;
  /** When it can no longer be claimed; null: never. */
  readonly expiresAt: number | null;
}

/** A reward row. */
export interface RewardRow {
  id: number;
  member_id: number;
  source: RewardSource;
  reference: string | null;
  amount_minor: number;
  status: 'claimable' | 'claimed';
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

/** Whether a reward row is past its claim period at `now` (a claimed one never is). */
export function isExpired(row: Pick<RewardRow, 'status' | 'expires_at'>, now: number): boolean {
  return row.status === 'claimable' && row.expires_at !== null && row.expires_at <= now;
}

/** A reward row as the contract shows it at `now`: a claimable one past its expiry is `expired`. */
export function rewardViewOf(row: RewardRow, now: number): RewardView {
  return {
    id: row.id,
    source: row.source,
    reference: row.reference,
    amountMinor: row.amount_minor,
    status: isExpired(row, now) ? 'expired' : row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    claimedAt: row.claimed_at,
  };
}

const CLAIMABLE = "status = 'claimable' AND (expires_at IS NULL OR expires_at > @now)";
const HISTORY = "(status = 'claimed' OR (status = 'claimable' AND expires_at <= @now))";

type PageArgs = { member: number; now: number; limit: number; offset: number };

/** The `reward` table: rewards given to members, listed as claimable or history, and claimed once. */
export class RewardRepository {
  private readonly insert;
  private readonly claimablePage;
  private readonly historyPage;
  private readonly claimableCount;
  private readonly historyCount;
  private readonly claimableSum;
  private readonly byId;
  private readonly markClaimed;

  constructor(db: Db) {
    // A member in a cool-off or self-exclusion at the time gets no reward (issue 20: promotions stop).
    this.insert = db.prepare<[NewReward], { id: number }>(
      `INSERT INTO reward (member_id, source, reference, cause, amount_minor, created_at, expires_at)
       SELECT @memberId, @source, @reference, @cause, @amountMinor, @at, @expiresAt
       WHERE NOT EXISTS (SELECT 1 FROM rg_exclusion x WHERE x.member_id = @memberId AND x.started_at <= @at AND x.ends_at > @at)
       ON CONFLICT DO NOTHING RETURNING id`,
    );
    this.claimablePage = db.prepare<[PageArgs], RewardRow>(
      `SELECT * FROM reward WHERE member_id = @member AND ${CLAIMABLE}
       ORDER BY expires_at IS NULL, expires_at, id LIMIT @limit OFFSET @offset`,
    );
    this.historyPage = db.prepare<[PageArgs], RewardRow>(
      `SELECT * FROM reward WHERE member_id = @member AND ${HISTORY}
       ORDER BY coalesce(claimed_at, expires_at) DESC, id DESC LIMIT @limit OFFSET @offset`,
    );
    this.claimableCount = db.prepare<[{ member: number; now: number }], { n: number }>(
      `SELECT count(*) AS n FROM reward WHERE member_id = @member AND ${CLAIMABLE}`,
    );
    this.historyCount = db.prepare<[{ member: number; now: number }], { n: number }>(
      `SELECT count(*) AS n FROM reward WHERE member_id = @member AND ${HISTORY}`,
    );
    this.claimableSum = db.prepare<[{ member: number; now: number }], { total: number | null }>(
      `SELECT sum(amount_minor) AS total FROM reward WHERE member_id = @member AND ${CLAIMABLE}`,
    );
    this.byId = db.prepare<[number], RewardRow>('SELECT * FROM reward WHERE id = ?');
    this.markClaimed = db.prepare<[number, number, number]>(
      "UPDATE reward SET status = 'claimed', credit_entry_id = ?, claimed_at = ? WHERE id = ? AND status = 'claimable'",
    );
  }

  /**
   * Gives a member a claimable reward; returns its id, or null when a reward of the same cause was
   * given already or the member is on a break (cool-off or self-exclusion) at `at`.
   */
  create(reward: NewReward): number | null {
    const { memberId, source, reference, cause, amountMinor, at, expiresAt } = reward;
    const row = this.insert.get({ memberId, source, reference, cause, amountMinor, at, expiresAt });
    return row?.id ?? null;
  }

  /** A page of the member's rewards at `now`: claimable ones soonest expiry first, or the history newest first. */
  list(memberId: number, filter: RewardFilter, page: PageRequest, now: number): { items: RewardView[]; total: number } {
    const args = { member: memberId, now, limit: page.pageSize, offset: page.offset };
    const rows = filter === 'claimable' ? this.claimablePage.all(args) : this.historyPage.all(args);
    const count = filter === 'claimable' ? this.claimableCount : this.historyCount;
    return { items: rows.map((row) => rewardViewOf(row, now)), total: count.get({ member: memberId, now })?.n ?? 0 };
  }

  /** What the member can still claim at `now`. */
  claimableTotal(memberId: number, now: number): number {
    return this.claimableSum.get({ member: memberId, now })?.total ?? 0;
  }

  /** A reward by id, or undefined. */
  find(id: number): RewardRow | undefined {
    return this.byId.get(id);
  }

  /** Marks a claimable reward claimed by its ledger credit; false when it was not claimable any more. */
  markClaimedBy(id: number, creditEntryId: number, at: number): boolean {
    return this.markClaimed.run(creditEntryId, at, id).changes === 1;
  }
}
