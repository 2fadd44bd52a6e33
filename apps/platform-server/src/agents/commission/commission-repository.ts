import type { Db } from '../../db/open-database';
import type { TimeRange } from '../../time/manila-days';
import type { ContractKind, ContractPeriod } from '../contracts/contract-views';
import type { CommissionBase, CommissionResult, CommissionTerms } from './commission-outcome';
import { STATEMENT_SELECT, toStatementView, type CommissionStatementView, type StatementRow } from './commission-views';

/** An accepted contract, as settlement reads it. */
export interface AcceptedContract extends CommissionTerms {
  readonly id: number;
  readonly kind: ContractKind;
  readonly period: ContractPeriod;
  readonly acceptedAt: number;
}

/** A statement to write. */
export interface NewStatement extends CommissionResult {
  readonly agentId: number;
  readonly contract: AcceptedContract;
  readonly range: TimeRange;
  readonly base: CommissionBase;
  readonly settledAt: number;
}

const OF_AGENT = 'FROM agent_commission_statement s WHERE s.agent_id = @agent AND (@kind IS NULL OR s.kind = @kind)';

/** Agents' commission statements, the contracts they settle and the settlement watermarks. */
export class CommissionRepository {
  private readonly acceptedRows;
  private readonly watermarkRow;
  private readonly setWatermark;
  private readonly insert;
  private readonly setCredit;
  private readonly pageRows;
  private readonly totalsRow;

  constructor(db: Db) {
    this.acceptedRows = db.prepare<[number], AcceptedContract>(
      `SELECT id, kind, period, rate_basis_points AS rateBasisPoints, min_turnover_minor AS minTurnoverMinor,
              min_active_members AS minActiveMembers, responded_at AS acceptedAt
       FROM agent_contract_request WHERE to_member_id = ? AND status = 'accepted' ORDER BY responded_at, id`,
    );
    this.watermarkRow = db.prepare<[number, ContractKind], { settled_until: number }>(
      'SELECT settled_until FROM agent_commission_watermark WHERE agent_id = ? AND kind = ?',
    );
    this.setWatermark = db.prepare<[number, ContractKind, number]>(
      `INSERT INTO agent_commission_watermark (agent_id, kind, settled_until) VALUES (?, ?, ?)
       ON CONFLICT (agent_id, kind) DO UPDATE SET settled_until = max(settled_until, excluded.settled_until)`,
    );
    this.insert = db.prepare<[object], { id: number }>(
      `INSERT INTO agent_commission_statement (agent_id, kind, contract_id, rate_basis_points, min_turnover_minor, min_active_members,
         period, period_from, period_to, turnover_minor, payout_minor, net_loss_minor, active_members, basis_minor, outcome, amount_minor, settled_at)
       VALUES (@agent, @kind, @contract, @rate, @minTurnover, @minActive, @period, @from, @to, @turnover, @payout, @netLoss, @active,
         @basis, @outcome, @amount, @settledAt)
       ON CONFLICT (agent_id, kind, period_from) DO NOTHING RETURNING id`,
    );
    this.setCredit = db.prepare<[number, number]>('UPDATE agent_commission_statement SET credit_entry_id = ? WHERE id = ?');
    this.pageRows = db.prepare<[object], StatementRow>(
      `${STATEMENT_SELECT} WHERE s.agent_id = @agent AND (@kind IS NULL OR s.kind = @kind)
       ORDER BY s.period_from DESC, s.id DESC LIMIT @limit OFFSET @offset`,
    );
    this.totalsRow = db.prepare<[object], { n: number; paid: number | null }>(`SELECT count(*) AS n, sum(s.amount_minor) AS paid ${OF_AGENT}`);
  }

  /** The contracts the agent accepted, in the order it accepted them. */
  accepted(agentId: number): AcceptedContract[] {
    return this.acceptedRows.all(agentId);
  }

  /** Until when the agent's commission of a kind is settled (null: never settled). */
  settledUntil(agentId: number, kind: ContractKind): number | null {
    return this.watermarkRow.get(agentId, kind)?.settled_until ?? null;
  }

  /** Records that every period of the kind that ended by `at` is settled. */
  markSettled(agentId: number, kind: ContractKind, at: number): void {
    this.setWatermark.run(agentId, kind, at);
  }

  /** Writes a statement; returns its id, or null when the period has one already. */
  write(statement: NewStatement): number | null {
    const { contract, range, base } = statement;
    const row = this.insert.get({
      agent: statement.agentId,
      kind: contract.kind,
      contract: contract.id,
      rate: contract.rateBasisPoints,
      minTurnover: contract.minTurnoverMinor,
      minActive: contract.minActiveMembers,
      period: contract.period,
      from: range.from,
      to: range.to,
      turnover: base.turnoverMinor,
      payout: base.payoutMinor,
      netLoss: base.netLossMinor,
      active: base.activeMembers,
      basis: statement.basisMinor,
      outcome: statement.outcome,
      amount: statement.amountMinor,
      settledAt: statement.settledAt,
    });
    return row?.id ?? null;
  }

  /** Links a paid statement to the ledger row that credited it. */
  linkCredit(statementId: number, entryId: number): void {
    this.setCredit.run(entryId, statementId);
  }

  /** One page of the agent's statements, newest period first, of one kind or all. */
  page(agentId: number, kind: ContractKind | null, limit: number, offset: number): CommissionStatementView[] {
    return this.pageRows.all({ agent: agentId, kind, limit, offset }).map(toStatementView);
  }

  /** How many statements the agent has and the total they paid (of one kind or all). */
  totals(agentId: number, kind: ContractKind | null): { count: number; paidMinor: number } {
    const row = this.totalsRow.get({ agent: agentId, kind });
    return { count: row?.n ?? 0, paidMinor: row?.paid ?? 0 };
  }
}
