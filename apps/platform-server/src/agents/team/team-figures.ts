import type { Db } from '../../db/open-database';
import { TEAM_CTE, type TeamOf } from './team-scope';
import { TEAM_DEPOSITS_CTE, TEAM_STAKES_CTE } from './team-stakes';

/** Which of a team's stakes a figure reads: the period (`until` at most now), one line or all, one category or all. */
export interface FiguresQuery extends TeamOf {
  readonly from: number;
  readonly until: number;
  /** Only the stakes under this member of the direct downline (its own and its team's). */
  readonly lineId?: number | null;
  readonly category?: string | null;
}

/** Bets, turnover, payouts and the players' net result (payouts minus turnover). */
export interface BettingFigures {
  readonly betCount: number;
  readonly turnoverMinor: number;
  readonly payoutMinor: number;
  readonly netMinor: number;
}

/** A team's betting and how many of its members placed a valid bet. */
export interface TeamBetting extends BettingFigures {
  readonly activeMembers: number;
}

/** The betting of one line of the direct downline (the member's own and its team's). */
export interface LineBetting extends BettingFigures {
  readonly id: number;
  readonly username: string;
  readonly nickname: string | null;
  readonly isAgent: boolean;
}

interface SumsRow {
  bet_count: number | null;
  turnover: number | null;
  payout: number | null;
}

const SUMS = 'sum(bets) AS bet_count, sum(amount_minor) AS turnover, sum(win_minor) AS payout';
const FILTER = '(@line IS NULL OR line_id = @line) AND (@category IS NULL OR category = @category)';
const WITH_STAKES = `WITH RECURSIVE ${TEAM_CTE}, ${TEAM_STAKES_CTE}`;

/** The figures of summed stakes. */
function figuresOf(row: SumsRow | undefined): BettingFigures {
  const turnoverMinor = row?.turnover ?? 0;
  const payoutMinor = row?.payout ?? 0;
  return { betCount: row?.bet_count ?? 0, turnoverMinor, payoutMinor, netMinor: payoutMinor - turnoverMinor };
}

function paramsOf(query: FiguresQuery) {
  return { agent: query.agentId, merchant: query.merchantCode, from: query.from, until: query.until, line: query.lineId ?? null, category: query.category ?? null };
}

/**
 * A team's figures over a period, from the one definition of a valid bet (team-stakes.ts): totals,
 * per line of the direct downline, per game category, per time bucket, and the team's deposits. The
 * overview, the team-betting report and the commission base read them; the team list composes the
 * same SQL per member.
 */
export class TeamFigures {
  private readonly totalsRow;
  private readonly lineRows;
  private readonly lineCountRow;
  private readonly categoryRows;
  private readonly turnoverBuckets;
  private readonly depositBuckets;

  constructor(db: Db) {
    this.totalsRow = db.prepare<[object], SumsRow & { active: number }>(
      `${WITH_STAKES} SELECT ${SUMS}, count(DISTINCT CASE WHEN bets = 1 THEN member_id END) AS active FROM stake WHERE ${FILTER}`,
    );
    this.lineRows = db.prepare<[object], SumsRow & { id: number; username: string; nickname: string | null; is_agent: number }>(
      `${WITH_STAKES}, line AS (SELECT line_id, ${SUMS} FROM stake WHERE ${FILTER} GROUP BY line_id)
       SELECT m.id, m.username, m.nickname, m.type IN (1, 2) AS is_agent, line.bet_count, line.turnover, line.payout
       FROM line JOIN member m ON m.id = line.line_id ORDER BY line.turnover DESC, m.username LIMIT @limit OFFSET @offset`,
    );
    this.lineCountRow = db.prepare<[object], { n: number }>(`${WITH_STAKES} SELECT count(DISTINCT line_id) AS n FROM stake WHERE ${FILTER}`);
    this.categoryRows = db.prepare<[object], SumsRow & { category: string }>(
      `${WITH_STAKES} SELECT category, ${SUMS} FROM stake WHERE ${FILTER} AND category IS NOT NULL
       GROUP BY category ORDER BY turnover DESC, category`,
    );
    this.turnoverBuckets = db.prepare<[object], { bucket: number; total: number }>(
      `${WITH_STAKES} SELECT CAST((counted_at - @from) / @bucket AS INTEGER) AS bucket, sum(amount_minor) AS total FROM stake GROUP BY bucket`,
    );
    this.depositBuckets = db.prepare<[object], { bucket: number; total: number }>(
      `WITH RECURSIVE ${TEAM_CTE}, ${TEAM_DEPOSITS_CTE}
       SELECT CAST((created_at - @from) / @bucket AS INTEGER) AS bucket, sum(amount_minor) AS total FROM deposit GROUP BY bucket`,
    );
  }

  /** The team's betting over the period, with its active members. */
  totals(query: FiguresQuery): TeamBetting {
    const row = this.totalsRow.get(paramsOf(query));
    return { ...figuresOf(row), activeMembers: row?.active ?? 0 };
  }

  /** One page of the lines of the direct downline with betting in the period, by turnover, highest first. */
  lines(query: FiguresQuery, limit: number, offset: number): LineBetting[] {
    return this.lineRows.all({ ...paramsOf(query), limit, offset }).map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      isAgent: row.is_agent === 1,
      ...figuresOf(row),
    }));
  }

  /** How many lines of the direct downline had betting in the period. */
  lineCount(query: FiguresQuery): number {
    return this.lineCountRow.get(paramsOf(query))?.n ?? 0;
  }

  /** The period's betting per game category (categories with bets only), by turnover, highest first. */
  categories(query: FiguresQuery): (BettingFigures & { category: string })[] {
    return this.categoryRows.all(paramsOf(query)).map((row) => ({ category: row.category, ...figuresOf(row) }));
  }

  /** Turnover and deposits per bucket of `bucketMs` from the period's start (bucket index → minor units). */
  byBucket(query: FiguresQuery, bucketMs: number): { turnover: Map<number, number>; deposits: Map<number, number> } {
    const params = { ...paramsOf(query), bucket: bucketMs };
    const toMap = (rows: { bucket: number; total: number }[]) => new Map(rows.map((row) => [row.bucket, row.total]));
    return { turnover: toMap(this.turnoverBuckets.all(params)), deposits: toMap(this.depositBuckets.all(params)) };
  }
}
