import type { Db } from '../../db/open-database';
import { REQUEST_COLUMNS, REQUEST_TABLES, toView, type ContractKind, type ContractPeriod, type ContractRequestView, type ContractStatus, type RequestRow } from './contract-views';

export { CONTRACT_KINDS, type ContractKind, type ContractPeriod, type ContractRequestView, type ContractStatus } from './contract-views';

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

/** Which side of a request an agent is on: its addressee (`to`) or its sender (`from`). */
export type ContractSide = 'to' | 'from';

/** How an answer went: written, refused as already answered, or not the agent's request. */
export type AnswerOutcome = 'answered' | 'not-pending' | 'not-found';

/** Contract requests between agents; every query is bounded by the agent asking. */
export class ContractRepository {
  private readonly pendingCounts;
  private readonly pages;
  private readonly counts;
  private readonly acceptedRows;
  private readonly answer;
  private readonly statusOf;
  private readonly insert;

  constructor(db: Db) {
    this.pendingCounts = db.prepare<[number], { kind: ContractKind; n: number }>(
      "SELECT kind, count(*) AS n FROM agent_contract_request WHERE to_member_id = ? AND status = 'pending' GROUP BY kind",
    );
    const page = (side: ContractSide) =>
      db.prepare<[object], RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_TABLES} WHERE r.${side}_member_id = @agent AND (@kind IS NULL OR r.kind = @kind)
         ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
      );
    const count = (side: ContractSide) =>
      db.prepare<[object], { n: number }>(`SELECT count(*) AS n FROM agent_contract_request r WHERE r.${side}_member_id = @agent AND (@kind IS NULL OR r.kind = @kind)`);
    this.pages = { to: page('to'), from: page('from') };
    this.counts = { to: count('to'), from: count('from') };
    this.acceptedRows = db.prepare<[number], RequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_TABLES} WHERE r.to_member_id = ? AND r.status = 'accepted' ORDER BY r.responded_at, r.id`,
    );
    this.answer = db.prepare<[ContractStatus, number, string | null, number, number]>(
      "UPDATE agent_contract_request SET status = ?, responded_at = ?, reason = ? WHERE id = ? AND to_member_id = ? AND status = 'pending'",
    );
    this.statusOf = db.prepare<[number, number], { status: ContractStatus }>('SELECT status FROM agent_contract_request WHERE id = ? AND to_member_id = ?');
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

  /** One page of the requests addressed to the agent (`to`) or sent by it (`from`), newest first, of one kind or all. */
  page(agentId: number, side: ContractSide, kind: ContractKind | null, limit: number, offset: number): ContractRequestView[] {
    return this.pages[side].all({ agent: agentId, kind, limit, offset }).map(toView);
  }

  /** How many requests the agent has on that side (of one kind or all). */
  count(agentId: number, side: ContractSide, kind: ContractKind | null): number {
    return this.counts[side].get({ agent: agentId, kind })?.n ?? 0;
  }

  /** The requests the agent accepted, in the order they were accepted (the contracts it has been paid by). */
  accepted(agentId: number): ContractRequestView[] {
    return this.acceptedRows.all(agentId).map(toView);
  }

  /** The contract in force per kind: the request accepted last, or null. */
  current(agentId: number): Record<ContractKind, ContractRequestView | null> {
    const current: Record<ContractKind, ContractRequestView | null> = { daily_salary: null, dividend: null, hourly_salary: null };
    for (const request of this.accepted(agentId)) current[request.kind] = request;
    return current;
  }

  /** Answers a pending request of the agent (a rejection with its reason, if any). */
  respond(agentId: number, requestId: number, status: 'accepted' | 'rejected', at: number, reason: string | null = null): AnswerOutcome {
    if (this.answer.run(status, at, status === 'rejected' ? reason : null, requestId, agentId).changes === 1) return 'answered';
    return this.statusOf.get(requestId, agentId) ? 'not-pending' : 'not-found';
  }

  /** Writes a new pending request; returns its id. */
  create(request: NewContractRequest): number {
    const { kind, fromMemberId, toMemberId, rateBasisPoints, minTurnoverMinor, minActiveMembers, period, createdAt } = request;
    const row = this.insert.get(kind, fromMemberId, toMemberId, rateBasisPoints, minTurnoverMinor, minActiveMembers, period, createdAt);
    if (!row) throw new Error('the contract request was not written');
    return row.id;
  }
}
