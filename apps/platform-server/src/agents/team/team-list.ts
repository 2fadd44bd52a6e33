import type { Schema } from '../../contract/schema-types';
import type { Db } from '../../db/open-database';
import { likePattern, MEMBER_COLUMNS, toMember, type MemberRow } from '../downline/downline-repository';
import { TEAM_DEPOSITS_CTE, TEAM_STAKES_CTE } from './team-stakes';
import { IS_AGENT, TEAM_CTE, TeamScope, type TeamOf } from './team-scope';

/** A member of the team as the contract's AgentDownlineMember gives it. */
export type TeamListMember = Schema<'AgentDownlineMember'>;

/** Which members of a team the list shows, with their figures over [from, to) (`until`: at most now). */
export interface TeamListQuery extends TeamOf {
  readonly from: number;
  readonly to: number;
  readonly until: number;
  /** `direct`: the direct downline; `all`: every level. */
  readonly scope: 'direct' | 'all';
  /** `active`: with a valid bet in the period; `new`: registered in it. */
  readonly activity: 'all' | 'active' | 'new';
  /** Part of the username (any letter case), or null for all. */
  readonly search: string | null;
}

interface ListedRow extends MemberRow {
  id: number;
  level: number;
  parent_username: string;
  is_agent: number;
  deposit: number;
  turnover: number;
  active: number;
}

const LISTED = `WITH RECURSIVE ${TEAM_CTE}, ${TEAM_STAKES_CTE}, ${TEAM_DEPOSITS_CTE},
  bettor AS (SELECT member_id, sum(amount_minor) AS turnover, max(bets) AS active FROM stake GROUP BY member_id),
  depositor AS (SELECT member_id, sum(amount_minor) AS total FROM deposit GROUP BY member_id),
  listed AS (
    SELECT m.id, ${MEMBER_COLUMNS}, t.level, p.username AS parent_username, ${IS_AGENT} AS is_agent,
           coalesce(d.total, 0) AS deposit, coalesce(b.turnover, 0) AS turnover, coalesce(b.active, 0) AS active
    FROM team t JOIN member m ON m.id = t.member_id JOIN member p ON p.id = m.parent_id
      LEFT JOIN bettor b ON b.member_id = t.member_id LEFT JOIN depositor d ON d.member_id = t.member_id
    WHERE (@scope = 'all' OR t.level = 1) AND m.username LIKE @pattern ESCAPE '\\'
      AND (@activity = 'all' OR (@activity = 'active' AND b.active = 1) OR (@activity = 'new' AND m.created_at >= @from AND m.created_at < @to))
  )`;

function paramsOf(query: TeamListQuery) {
  return {
    agent: query.agentId,
    merchant: query.merchantCode,
    from: query.from,
    to: query.to,
    until: query.until,
    scope: query.scope,
    activity: query.activity,
    pattern: likePattern(query.search),
  };
}

/**
 * The agent centre's team list: members of an agent's team (the direct downline or every level),
 * newest first, with their level below the agent, upline, whether they are agents (and their own
 * team's size), and their deposits, valid turnover and activity over the period.
 */
export class TeamList {
  private readonly pageRows;
  private readonly countRow;
  private readonly scope;

  constructor(db: Db) {
    this.pageRows = db.prepare<[object], ListedRow>(`${LISTED} SELECT * FROM listed ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
    this.countRow = db.prepare<[object], { n: number }>(`${LISTED} SELECT count(*) AS n FROM listed`);
    this.scope = new TeamScope(db);
  }

  /** One page of the team list. */
  page(query: TeamListQuery, limit: number, offset: number): TeamListMember[] {
    return this.pageRows.all({ ...paramsOf(query), limit, offset }).map((row) => ({
      ...toMember(row),
      level: row.level,
      parentUsername: row.parent_username,
      isAgent: row.is_agent === 1,
      teamSize: row.is_agent === 1 ? this.scope.sizeOf(row.id, query.merchantCode) : 0,
      depositMinor: row.deposit,
      turnoverMinor: row.turnover,
      active: row.active === 1,
    }));
  }

  /** How many members the list has. */
  count(query: TeamListQuery): number {
    return this.countRow.get(paramsOf(query))?.n ?? 0;
  }
}
