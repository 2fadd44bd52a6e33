import type { Schema } from '../../contract/schema-types';
import type { ContractKind } from '../contracts/contract-views';

/** What a contract pays by, in the stored units (the rate in basis points, 1/100 of a percent). */
export interface CommissionTerms {
  readonly rateBasisPoints: number;
  readonly minTurnoverMinor: number;
  readonly minActiveMembers: number;
}

/** What the team did in a period (the contract's AgentCommissionBase). */
export type CommissionBase = Schema<'AgentCommissionBase'>;

/** How a statement came out (the contract's AgentCommissionStatement `outcome`). */
export type CommissionOutcome = Schema<'AgentCommissionStatement'>['outcome'];

/** The figure the rate applies to, the outcome and the amount of one period. */
export interface CommissionResult {
  readonly basisMinor: number;
  readonly outcome: CommissionOutcome;
  readonly amountMinor: number;
}

/**
 * One period's commission: the basis is the turnover for a salary and the net loss for a
 * dividend; it qualifies when the turnover reaches the minimum turnover and the active members the
 * minimum (and, for a dividend, the team lost), the first condition that fails naming the outcome;
 * then the amount is basis × rate, rounded down to a minor unit, else 0.
 */
export function commissionOf(kind: ContractKind, terms: CommissionTerms, base: CommissionBase): CommissionResult {
  const basisMinor = kind === 'dividend' ? base.netLossMinor : base.turnoverMinor;
  const outcome: CommissionOutcome =
    base.turnoverMinor < terms.minTurnoverMinor
      ? 'below_turnover'
      : base.activeMembers < terms.minActiveMembers
        ? 'too_few_active'
        : kind === 'dividend' && base.netLossMinor <= 0
          ? 'no_net_loss'
          : 'paid';
  const amountMinor = outcome === 'paid' ? Math.max(0, Math.floor((basisMinor * terms.rateBasisPoints) / 10_000)) : 0;
  return { basisMinor, outcome, amountMinor };
}
