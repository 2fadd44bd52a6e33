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

/** A request row as REQUEST_COLUMNS reads it. */
export interface RequestRow {
  id: number;
  kind: ContractKind;
  from_username: string;
  to_username: string;
  rate_basis_points: number;
  min_turnover_minor: number;
  min_active_members: number;
  period: ContractPeriod;
  currency: string;
  status: ContractStatus;
  reason: string | null;
  created_at: number;
  responded_at: number | null;
}

/** SQL: the columns of a request `r` with its sender `f` and addressee `t` (RequestRow). */
export const REQUEST_COLUMNS = `r.id, r.kind, f.username AS from_username, t.username AS to_username, r.rate_basis_points,
  r.min_turnover_minor, r.min_active_members, r.period, t.currency, r.status, r.reason, r.created_at, r.responded_at`;

/** SQL: a request `r` joined with its sender `f` and addressee `t`. */
export const REQUEST_TABLES = 'agent_contract_request r JOIN member f ON f.id = r.from_member_id JOIN member t ON t.id = r.to_member_id';

/** A request row as the contract gives it: the rate in percent (basis points / 100). */
export function toView(row: RequestRow): ContractRequestView {
  return {
    id: row.id,
    kind: row.kind,
    fromUsername: row.from_username,
    toUsername: row.to_username,
    terms: {
      ratePercent: row.rate_basis_points / 100,
      minTurnoverMinor: row.min_turnover_minor,
      minActiveMembers: row.min_active_members,
      period: row.period,
    },
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    respondedAt: row.responded_at,
  };
}
