import type { Db } from '../../db/open-database';

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
}

interface MemberRow {
  username: string;
  nickname: string | null;
  created_at: number;
  last_login_at: number | null;
  balance_minor: number;
  currency: string;
  status: 'active' | 'disabled';
}

const MEMBER_COLUMNS = `m.username, m.nickname, m.created_at, m.currency, m.status,
  coalesce((SELECT max(s.created_at) FROM session s WHERE s.member_id = m.id), m.first_login_at) AS last_login_at,
  coalesce((SELECT w.balance_minor FROM wallet w WHERE w.member_id = m.id AND w.kind = 'cash'), 0) AS balance_minor`;

/** `%` and `_` typed by the agent are searched for literally. */
function likePattern(search: string | null): string {
  return search === null ? '%' : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toMember(row: MemberRow): DownlineMember {
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
 * An agent's direct downline: the members whose `parent_id` is the agent, on the agent's merchant.
 * Every query is bounded by the agent's id, so no agent reaches another's downline.
 */
export class DownlineRepository {
  private readonly pageRows;
  private readonly countRows;
  private readonly oneByName;
  private readonly oneView;

  constructor(db: Db) {
    this.pageRows = db.prepare<[number, string, string, number, number], MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM member m
       WHERE m.parent_id = ? AND m.merchant_code = ? AND m.username LIKE ? ESCAPE '\\'
       ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    );
    this.countRows = db.prepare<[number, string, string], { n: number }>(
      `SELECT count(*) AS n FROM member m WHERE m.parent_id = ? AND m.merchant_code = ? AND m.username LIKE ? ESCAPE '\\'`,
    );
    this.oneByName = db.prepare<[number, string, string], { id: number; username: string; nickname: string | null; status: 'active' | 'disabled'; currency: string }>(
      'SELECT id, username, nickname, status, currency FROM member WHERE parent_id = ? AND merchant_code = ? AND username = ?',
    );
    this.oneView = db.prepare<[number], MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM member m WHERE m.id = ?`);
  }

  /** One page of the agent's downline, newest first, optionally only names containing `search`. */
  page(agentId: number, merchantCode: string, search: string | null, limit: number, offset: number): DownlineMember[] {
    return this.pageRows.all(agentId, merchantCode, likePattern(search), limit, offset).map(toMember);
  }

  /** How many members the agent's downline has (matching `search` when given). */
  count(agentId: number, merchantCode: string, search: string | null): number {
    return this.countRows.get(agentId, merchantCode, likePattern(search))?.n ?? 0;
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
}
