import type { Db } from '../../db/open-database';

/** Deeper than any real team; stops the walk should `parent_id` ever loop. */
const MAX_TEAM_DEPTH = 64;

/** SQL condition: the member `m` is an agent (account types 1 and 2; SPEC §3). */
export const IS_AGENT = 'm.type IN (1, 2)';

/**
 * SQL of an agent's team, a common table expression to follow `WITH RECURSIVE`: every member
 * below the agent `@agent` at every level of `member.parent_id`, on the merchant `@merchant`, as
 * `team(member_id, line_id, level)`: `level` 1 is the agent's direct downline, and `line_id` is
 * the member of that direct downline the member is under (itself at level 1). The agent is not in
 * its own team. Each step reads the children by `member_parent` (the `+` keeps the planner off the
 * merchant's username index, which would scan the whole merchant).
 */
export const TEAM_CTE = `team(member_id, line_id, level) AS (
    SELECT id, id, 1 FROM member WHERE parent_id = @agent AND merchant_code = @merchant
    UNION ALL
    SELECT m.id, t.line_id, t.level + 1 FROM team t JOIN member m ON m.parent_id = t.member_id
      WHERE +m.merchant_code = @merchant AND t.level < ${MAX_TEAM_DEPTH}
  )`;

/** Whose team a query reads: the agent and its merchant. */
export interface TeamOf {
  readonly agentId: number;
  readonly merchantCode: string;
}

/** A sub-agent on the way from an agent down to the team viewed (the contract's AgentPathStep). */
export interface PathStep {
  readonly username: string;
  readonly nickname: string | null;
}

/** A member of a team as the reports name it. */
export interface TeamMember extends PathStep {
  readonly id: number;
}

/** The team now: members at every level, the direct downline and the sub-agents among them. */
export interface TeamHeadcount {
  readonly teamMembers: number;
  readonly directMembers: number;
  readonly subAgents: number;
}

/** Who is in an agent's team: headcounts, sub-agents by name, and the way down to one of them. */
export class TeamScope {
  private readonly headcountRow;
  private readonly subAgentRow;
  private readonly pathRows;
  private readonly joinedRow;

  constructor(db: Db) {
    this.headcountRow = db.prepare<[{ agent: number; merchant: string }], TeamHeadcount>(
      `WITH RECURSIVE ${TEAM_CTE}
       SELECT count(*) AS teamMembers, coalesce(sum(t.level = 1), 0) AS directMembers, coalesce(sum(${IS_AGENT}), 0) AS subAgents
       FROM team t JOIN member m ON m.id = t.member_id`,
    );
    this.subAgentRow = db.prepare<[{ agent: number; merchant: string; username: string }], TeamMember>(
      `WITH RECURSIVE ${TEAM_CTE}
       SELECT m.id, m.username, m.nickname FROM team t JOIN member m ON m.id = t.member_id
       WHERE m.username = @username AND ${IS_AGENT} LIMIT 1`,
    );
    this.joinedRow = db.prepare<[{ agent: number; merchant: string; from: number; to: number }], { n: number }>(
      `WITH RECURSIVE ${TEAM_CTE}
       SELECT count(*) AS n FROM team t JOIN member m ON m.id = t.member_id WHERE m.created_at >= @from AND m.created_at < @to`,
    );
    this.pathRows = db.prepare<[{ top: number; member: number }], PathStep>(
      `WITH RECURSIVE up(id, depth) AS (
         SELECT @member, 0
         UNION ALL
         SELECT m.parent_id, up.depth + 1 FROM up JOIN member m ON m.id = up.id
           WHERE up.id <> @top AND m.parent_id IS NOT NULL AND up.depth < ${MAX_TEAM_DEPTH}
       )
       SELECT m.username, m.nickname FROM up JOIN member m ON m.id = up.id WHERE up.id <> @top ORDER BY up.depth DESC`,
    );
  }

  /** How many members the agent's team has now, at every level, directly and as sub-agents. */
  headcount(team: TeamOf): TeamHeadcount {
    return this.headcountRow.get({ agent: team.agentId, merchant: team.merchantCode }) ?? { teamMembers: 0, directMembers: 0, subAgents: 0 };
  }

  /** How many members of the agent's team registered in [from, to). */
  newMembers(team: TeamOf, from: number, to: number): number {
    return this.joinedRow.get({ agent: team.agentId, merchant: team.merchantCode, from, to })?.n ?? 0;
  }

  /** The size of a member's own team (every level below it). */
  sizeOf(memberId: number, merchantCode: string): number {
    return this.headcount({ agentId: memberId, merchantCode }).teamMembers;
  }

  /** The sub-agent with this username anywhere in the agent's team, or null. */
  subAgent(team: TeamOf, username: string): TeamMember | null {
    return this.subAgentRow.get({ agent: team.agentId, merchant: team.merchantCode, username }) ?? null;
  }

  /** The sub-agents from the agent's direct downline down to `memberId` (a member of its team), top first. */
  pathTo(agentId: number, memberId: number): PathStep[] {
    if (agentId === memberId) return [];
    return this.pathRows.all({ top: agentId, member: memberId });
  }
}
