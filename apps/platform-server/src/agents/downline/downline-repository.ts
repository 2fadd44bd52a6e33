import type { Db } from '../../db/open-database';
import type { TeamListMember } from '../team/team-list';

/** A member of an agent's direct downline, as the team list shows it. */
export interface DownlineMember {
  readonly username: string;
  readonly nickname: string | null;
  readonly registeredAt: number;
  readonly lastLoginAt: number | null;
  readonly balanceMinor: number;
  readonly currency: string;
  readonly status: 'active' | 'disabled';
}

/** The facts of one downline member a transfer or report needs. */
export interface DownlineAccount {
  readonly id: number;
  readonly username: string;
  readonly nickname: string | null;
  readonly status: 'active' | 'disabled';
  readonly currency: string;
  /** Account type: 0 a player, 1 and 2 agents. */
  readonly type: number;
}

/** The columns of MEMBER_COLUMNS. */
export interface MemberRow {
  username: string;
  nickname: string | null;
  created_at: number;
  last_login_at: number | null;
  balance_minor: number;
  currency: string;
  status: 'active' | 'disabled';
}

/** SQL: the columns of the member `m` a team list shows (MemberRow). */
export const MEMBER_COLUMNS = `m.username, m.nickname, m.created_at, m.currency, m.status,
  coalesce((SELECT max(s.created_at) FROM session s WHERE s.member_id = m.id), m.first_login_at) AS last_login_at,
  coalesce((SELECT w.balance_minor FROM wallet w WHERE w.member_id = m.id AND w.kind = 'cash'), 0) AS balance_minor`;

/** A LIKE pattern (ESCAPE '\\') of names containing `search`; `%` and `_` typed by the agent are searched for literally. */
export function likePattern(search: string | null): string {
  return search === null ? '%' : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A member row as the team list shows it. */
export function toMember(row: MemberRow): DownlineMember {
  return {
    username: row.username,
    nickname: row.nickname,
    registeredAt: row.created_at,
    lastLoginAt: row.last_login_at,
    balanceMinor: row.balance_minor,
    currency: row.currency,
    status: row.status,
  };
}

/**
 * Members of an agent's direct downline (whose `parent_id` is the agent, on the agent's merchant),
 * one at a time; every query is bounded by the agent's id, so no agent reaches another's downline.
 * The team list itself is agents/team/team-list.ts.
 */
export class DownlineRepository {
  private readonly oneByName;
  private readonly oneView;

  constructor(db: Db) {
    this.oneByName = db.prepare<[number, string, string], DownlineAccount>(
      'SELECT id, username, nickname, status, currency, type FROM member WHERE parent_id = ? AND merchant_code = ? AND username = ?',
    );
    this.oneView = db.prepare<[number], MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM member m WHERE m.id = ?`);
  }

  /** The downline member with exactly this username, or null when it is not the agent's. */
  find(agentId: number, merchantCode: string, username: string): DownlineAccount | null {
    return this.oneByName.get(agentId, merchantCode, username) ?? null;
  }

  /** A member as the team list shows it, by id. */
  view(memberId: number): DownlineMember | null {
    const row = this.oneView.get(memberId);
    return row ? toMember(row) : null;
  }

  /**
   * A player the agent has just registered, as the team list shows it: level 1 under the agent,
   * no team, and no deposits or bets yet.
   */
  registered(memberId: number, agentUsername: string): TeamListMember {
    const member = this.view(memberId);
    if (!member) throw new Error('the new member was not found');
    const empty = { isAgent: false, teamSize: 0, depositMinor: 0, turnoverMinor: 0, active: false };
    return { ...member, level: 1, parentUsername: agentUsername, ...empty };
  }
}
