import type { Db } from '../../db/open-database';
import { countedUntil } from '../../play/counted-bets';
import { DAY_MS, type TimeRange } from '../../time/manila-days';
import type { Ledger } from '../../wallet/ledger';
import { CONTRACT_KINDS, type ContractKind } from '../contracts/contract-views';
import { TeamFigures } from '../team/team-figures';
import type { TeamOf } from '../team/team-scope';
import { commissionOf } from './commission-outcome';
import { nextPeriod, periodHolding, periodStartingFrom } from './commission-periods';
import { CommissionRepository, type AcceptedContract } from './commission-repository';

/** How far back settlement reaches: periods that started at most 35 days before now. */
export const COMMISSION_LOOKBACK_MS = 35 * DAY_MS;

/** The ledger reference of a statement's credit. */
export function commissionReference(statementId: number): string {
  return `commission:${statementId}`;
}

/**
 * Pays agents' commission, lazily, like the leaderboard's races (no scheduler): reading the
 * overview or the statements first settles every period of the agent's contracts that has ended.
 * A period of a kind is governed by the contract of that kind in force when it started (the one
 * accepted last before its start); periods before the first such contract, or that started more
 * than 35 days ago, get no statement. Each statement is written once (its UNIQUE key; a second
 * settlement of the same period writes nothing) and, when paid, its `salary` or `dividend` ledger
 * credit to the agent in the same transaction. A watermark per agent and kind (everything that
 * ended by it is settled) keeps a read from looking at periods it settled before.
 */
export class CommissionSettlement {
  private readonly repository;
  private readonly figures;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {
    this.repository = new CommissionRepository(db);
    this.figures = new TeamFigures(db);
  }

  /** Settles the agent's ended periods of every kind; returns how many statements it wrote. */
  settle(agent: TeamOf, now: number): number {
    const contracts = this.repository.accepted(agent.agentId);
    let written = 0;
    for (const kind of CONTRACT_KINDS) {
      const ofKind = contracts.filter((contract) => contract.kind === kind);
      if (ofKind.length > 0) written += this.db.transaction(() => this.settleKind(agent, kind, ofKind, now))();
    }
    return written;
  }

  /** Settles the ended periods of one kind, contract by contract, in one transaction with its watermark. */
  private settleKind(agent: TeamOf, kind: ContractKind, contracts: readonly AcceptedContract[], now: number): number {
    const settledUntil = this.repository.settledUntil(agent.agentId, kind);
    let written = 0;
    contracts.forEach((contract, index) => {
      const nextAcceptedAt = contracts[index + 1]?.acceptedAt ?? Number.POSITIVE_INFINITY;
      // The first period that started after the contract was accepted, within reach and not settled yet.
      const startAt = Math.max(now - COMMISSION_LOOKBACK_MS, contract.acceptedAt + 1, settledUntil === null ? 0 : periodHolding(contract.period, settledUntil).from);
      for (let range = periodStartingFrom(contract.period, startAt); range.from <= nextAcceptedAt && range.to <= now; range = nextPeriod(contract.period, range)) {
        if (settledUntil !== null && range.to <= settledUntil) continue;
        if (this.settlePeriod(agent, contract, range, now)) written += 1;
      }
    });
    this.repository.markSettled(agent.agentId, kind, now);
    return written;
  }

  /** Writes one period's statement and, when paid, its credit; false when the period had one already. */
  private settlePeriod(agent: TeamOf, contract: AcceptedContract, range: TimeRange, now: number): boolean {
    const team = this.figures.totals({ ...agent, from: range.from, until: countedUntil(range.to, now) });
    const base = {
      turnoverMinor: team.turnoverMinor,
      payoutMinor: team.payoutMinor,
      netLossMinor: Math.max(0, team.turnoverMinor - team.payoutMinor),
      activeMembers: team.activeMembers,
    };
    const result = commissionOf(contract.kind, contract, base);
    const id = this.repository.write({ agentId: agent.agentId, contract, range, base, ...result, settledAt: now });
    if (id === null) return false;
    if (result.amountMinor > 0) {
      const kind = contract.kind === 'dividend' ? 'dividend' : 'salary';
      const entry = this.ledger.post({ memberId: agent.agentId, wallet: 'cash', amountMinor: result.amountMinor, kind, reference: commissionReference(id), at: now });
      this.repository.linkCredit(id, entry.id);
    }
    return true;
  }
}
