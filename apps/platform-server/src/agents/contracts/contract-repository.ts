import type { Db } from '../../db/open-database';
import type { Schema } from '../../contract/schema-types';

/** The kinds of agent contract. */
export type ContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';
/** Every contract kind. */
export const CONTRACT_KINDS: readonly ContractKind[] = ['daily_salary', 'dividend', 'hourly_salary'];

/** Where a request stands. */
export type ContractStatus = 'pending' | 'accepted' | 'rejected';

/** How often a contract pays. */
export type ContractPeriod = 'hourly' | 'daily' | 'half_monthly' | 'monthly';

/** A contract request as the contract's AgentContractRequest gives it. */
export type ContractRequestView = Schema<'AgentContractRequest'>;

/** A new request to write (seeds and tests). */
export interface NewContractRequest {
  readonly kind: ContractKind;
  readonly fromMemberId: number;
  readonly toMemberId: number;
  readonly rateBasisPoints: number;
  readonly minTurnoverMinor: number;
  readonly minActiveMembers: number;
  readonly period: ContractPeriod;
  readonly createdAt: number;
}

interface RequestRow {
  id: number;
  kind: ContractKind;
  from_username: string;
  rate_basis_points: number;
  min_turnover_minor: number;
  min_active_members: number;
  period: ContractPeriod;
  currency: string;
  status: ContractStatus;
  created_at: number;
  responded_at: number | null;
}

function toView(row: RequestRow): ContractRequestView {
  return {
    id: row.id,
    kind: row.kind,
    fromUsername: row.from_username,
    terms: {
      ratePercent: row.rate_basis_points / 100,
      minTurnoverMinor: row.min_turnover_minor,
      minActiveMembers: row.min_active_members,
      period: row.period,
    },
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at,
    respondedAt: row.responded_at,
  };
}

/** Contract requests addressed to an agent; every query is bounded by the addressee. */
export class ContractRepository {
  private readonly pendingCounts;
  private readonly pageRows;
  private readonly countRows;
  private readonly answer;
  private readonly statusOf;
  private readonly insert;

  constructor(db: Db) {
    this.pendingCounts = db.prepare<[number], { kind: ContractKind; n: number }>(
      "SELECT kind, count(*) AS n FROM agent_contract_request WHERE to_member_id = ? AND status = 'pending' GROUP BY kind",
    );
    this.pageRows = db.prepare<[number, string | null, string | null, number, number], RequestRow>(
      `SELECT r.id, r.kind, f.username AS from_username, r.rate_basis_points, r.min_turnover_minor, r.min_active_members,
              r.period, t.currency, r.status, r.created_at, r.responded_at
       FROM agent_contract_request r JOIN member f ON f.id = r.from_member_id JOIN member t ON t.id = r.to_member_id
       WHERE r.to_member_id = ? AND (? IS NULL OR r.kind = ?)
       ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    );
    this.countRows = db.prepare<[number, string | null, string | null], { n: number }>(
      'SELECT count(*) AS n FROM agent_contract_request WHERE to_member_id = ? AND (? IS NULL OR kind = ?)',
    );
    this.answer = db.prepare<[ContractStatus, number, number, number]>(
      "UPDATE agent_contract_request SET status = ?, responded_at = ? WHERE id = ? AND to_member_id = ? AND status = 'pending'",
    );
    this.statusOf = db.prepare<[number, number], { status: ContractStatus }>(
      'SELECT status FROM agent_contract_request WHERE id = ? AND to_member_id = ?',
    );
    this.insert = db.prepare<[ContractKind, number, number, number, number, number, ContractPeriod, number], { id: number }>(
      `INSERT INTO agent_contract_request
         (kind, from_member_id, to_member_id, rate_basis_points, min_turnover_minor, min_active_members, period, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
  }

  /** Pending requests addressed to the agent, per kind (0 for a kind without any). */
  pending(agentId: number): Record<ContractKind, number> {
    const counts: Record<ContractKind, number> = { daily_salary: 0, dividend: 0, hourly_salary: 0 };
    for (const row of this.pendingCounts.all(agentId)) counts[row.kind] = row.n;
    return counts;
  }

  /** One page of the agent's requests, newest first, of one kind or all. */
  page(agentId: number, kind: ContractKind | null, limit: number, offset: number): ContractRequestView[] {
    return this.pageRows.all(agentId, kind, kind, limit, offset).map(toView);
  }

  /** How many requests the agent has (of one kind or all). */
  count(agentId: number, kind: ContractKind | null): number {
    return this.countRows.get(agentId, kind, kind)?.n ?? 0;
  }

  /**
   * Answers a pending request of the agent: 'answered' when it was, 'not-pending' when it had
   * already been answered, 'not-found' when it is not the agent's (or does not exist).
   */
  respond(agentId: number, requestId: number, status: 'accepted' | 'rejected', at: number): 'answered' | 'not-pending' | 'not-found' {
    if (this.answer.run(status, at, requestId, agentId).changes === 1) return 'answered';
    return this.statusOf.get(requestId, agentId) ? 'not-pending' : 'not-found';
  }

  /** Writes a new pending request; returns its id. */
  create(request: NewContractRequest): number {
    const row = this.insert.get(
      request.kind,
      request.fromMemberId,
      request.toMemberId,
      request.rateBasisPoints,
      request.minTurnoverMinor,
      request.minActiveMembers,
      request.period,
      request.createdAt,
    );
    if (!row) throw new Error('the contract request was not written');
    return row.id;
  }
}
