import type { Db } from '../../db/open-database';

/** Bets, turnover, payouts and the players' net result (payouts minus turnover), in minor units. */
export interface BettingFigures {
  readonly betCount: number;
  readonly turnoverMinor: number;
  readonly payoutMinor: number;
  readonly netMinor: number;
}

/** One downline member's betting over a period. */
export interface MemberBetting extends BettingFigures {
  readonly username: string;
  readonly nickname: string | null;
}

interface FiguresRow {
  bet_count: number | null;
  turnover: number | null;
  payout: number | null;
}

interface MemberRow extends FiguresRow {
  username: string;
  nickname: string | null;
}

/** The query's arguments: the agent, merchant, period and (optionally) one member. */
type Filter = [agentId: number, merchantCode: string, from: number, to: number, memberA: number | null, memberB: number | null];

const FIGURES = `
  sum(CASE WHEN l.kind = 'bet' THEN 1 ELSE 0 END) AS bet_count,
  sum(CASE WHEN l.kind = 'bet' THEN -l.amount_minor ELSE 0 END) AS turnover,
  sum(CASE WHEN l.kind = 'payout' THEN l.amount_minor ELSE 0 END) AS payout`;

const SCOPE = `FROM member m JOIN ledger_entry l ON l.member_id = m.id
  WHERE m.parent_id = ? AND m.merchant_code = ? AND l.wallet = 'cash' AND l.kind IN ('bet', 'payout')
    AND l.created_at >= ? AND l.created_at < ? AND (? IS NULL OR m.id = ?)`;

function figures(row: FiguresRow | undefined): BettingFigures {
  const turnoverMinor = row?.turnover ?? 0;
  const payoutMinor = row?.payout ?? 0;
  return { betCount: row?.bet_count ?? 0, turnoverMinor, payoutMinor, netMinor: payoutMinor - turnoverMinor };
}

/**
 * Team betting from the ledger of an agent's direct downline (cash wallet): turnover is the sum
 * of the stakes (`bet` rows, negated), payouts the sum of `payout` rows.
 */
export class TeamBettingRepository {
  private readonly perMember;
  private readonly memberCount;
  private readonly totals;

  constructor(db: Db) {
    this.perMember = db.prepare<[...Filter, number, number], MemberRow>(
      `SELECT m.username, m.nickname, ${FIGURES} ${SCOPE}
       GROUP BY m.id ORDER BY turnover DESC, m.username LIMIT ? OFFSET ?`,
    );
    this.memberCount = db.prepare<Filter, { n: number }>(`SELECT count(DISTINCT m.id) AS n ${SCOPE}`);
    this.totals = db.prepare<Filter, FiguresRow>(`SELECT ${FIGURES} ${SCOPE}`);
  }

  /** One page of the members with betting in [from, to), by turnover; only `memberId` when given. */
  members(filter: BettingFilter, limit: number, offset: number): MemberBetting[] {
    return this.perMember
      .all(...args(filter), limit, offset)
      .map((row) => ({ username: row.username, nickname: row.nickname, ...figures(row) }));
  }

  /** How many members had betting in the period. */
  activeMembers(filter: BettingFilter): number {
    return this.memberCount.get(...args(filter))?.n ?? 0;
  }

  /** The figures of the whole downline (or of `memberId`) over the period. */
  total(filter: BettingFilter): BettingFigures {
    return figures(this.totals.get(...args(filter)));
  }
}

/** Whose betting, over which period. */
export interface BettingFilter {
  readonly agentId: number;
  readonly merchantCode: string;
  readonly from: number;
  readonly to: number;
  readonly memberId: number | null;
}

function args(filter: BettingFilter): Filter {
  return [filter.agentId, filter.merchantCode, filter.from, filter.to, filter.memberId, filter.memberId];
}
