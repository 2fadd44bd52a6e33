import type { Schema } from '../../contract/schema-types';
import type { ContractKind, ContractPeriod } from '../contracts/contract-views';

/** A commission statement as the contract's AgentCommissionStatement gives it. */
export type CommissionStatementView = Schema<'AgentCommissionStatement'>;

/** SQL: a statement `s` with the username of its contract's upline and the agent's currency (StatementRow). */
export const STATEMENT_SELECT = `SELECT s.*, f.username AS from_username, a.currency
  FROM agent_commission_statement s JOIN agent_contract_request c ON c.id = s.contract_id
    JOIN member f ON f.id = c.from_member_id JOIN member a ON a.id = s.agent_id`;

/** A statement row as STATEMENT_SELECT reads it. */
export interface StatementRow {
  id: number;
  kind: ContractKind;
  contract_id: number;
  from_username: string;
  period_from: number;
  period_to: number;
  currency: string;
  rate_basis_points: number;
  min_turnover_minor: number;
  min_active_members: number;
  period: ContractPeriod;
  turnover_minor: number;
  payout_minor: number;
  net_loss_minor: number;
  active_members: number;
  basis_minor: number;
  outcome: CommissionStatementView['outcome'];
  amount_minor: number;
  settled_at: number;
}

/** A statement row as the contract gives it: the rate in percent (basis points / 100). */
export function toStatementView(row: StatementRow): CommissionStatementView {
  return {
    id: row.id,
    kind: row.kind,
    contractId: row.contract_id,
    fromUsername: row.from_username,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    currency: row.currency,
    terms: { ratePercent: row.rate_basis_points / 100, minTurnoverMinor: row.min_turnover_minor, minActiveMembers: row.min_active_members, period: row.period },
    base: { turnoverMinor: row.turnover_minor, payoutMinor: row.payout_minor, netLossMinor: row.net_loss_minor, activeMembers: row.active_members },
    basisMinor: row.basis_minor,
    outcome: row.outcome,
    amountMinor: row.amount_minor,
    settledAt: row.settled_at,
  };
}

