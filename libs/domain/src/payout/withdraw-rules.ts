import { DAY_MS, startOfManilaDay } from '../records/record-period';
import { basisPointsOfMinor } from '../money/basis-points';

/**
 * A merchant's withdrawal rules (the contract's `WithdrawRules`): how many withdrawals and how much
 * a member may take out in one Manila day, and the fee. The first `freePerDay` withdrawals of a day
 * are free; each later one pays `feeFixedMinor` plus `feeBasisPoints` of its amount (half up to a
 * minor unit), at most `feeCapMinor` when that is above 0. The fee comes out of the amount paid out.
 * Each paid deposit asks for `turnoverBasisPoints` of its amount in valid bets before the next
 * withdrawal (10000: once; 0: none).
 */
export interface WithdrawRules {
  readonly maxCountPerDay: number;
  readonly maxAmountPerDayMinor: number;
  readonly freePerDay: number;
  readonly feeFixedMinor: number;
  readonly feeBasisPoints: number;
  readonly feeCapMinor: number;
  readonly turnoverBasisPoints: number;
}

/** The wagering asked before the next withdrawal (the contract's `WithdrawTurnover`). */
export interface WithdrawTurnover {
  readonly requiredMinor: number;
  readonly countedMinor: number;
}

/** The wagering the paid deposits since the last withdrawal ask for: their sum times the rules' basis points, half up. */
export function turnoverRequiredMinor(depositsMinor: number, rules: Pick<WithdrawRules, 'turnoverBasisPoints'>): number {
  return basisPointsOfMinor(depositsMinor, rules.turnoverBasisPoints);
}

/** How much more must be wagered before a withdrawal (0 once the bets reach what is asked). */
export function turnoverLeftMinor(turnover: WithdrawTurnover): number {
  return Math.max(0, turnover.requiredMinor - turnover.countedMinor);
}

/** What a member has withdrawn in the current Manila day: pending and paid withdrawals, not cancelled ones. */
export interface WithdrawUsage {
  readonly count: number;
  readonly amountMinor: number;
}

/** What is left of the day's allowance: withdrawals and amount (never below 0). */
export interface WithdrawAllowance {
  readonly countLeft: number;
  readonly amountLeftMinor: number;
}

/** What is left of today's allowance after the withdrawals already made today. */
export function withdrawAllowanceLeft(rules: WithdrawRules, usage: WithdrawUsage): WithdrawAllowance {
  return {
    countLeft: Math.max(0, rules.maxCountPerDay - usage.count),
    amountLeftMinor: Math.max(0, rules.maxAmountPerDayMinor - usage.amountMinor),
  };
}

/**
 * The fee of the next withdrawal of `amountMinor`, given the withdrawals already made today: 0
 * while free ones are left, else the fixed part plus the percentage, capped. The platform charges
 * exactly this (and refuses a withdrawal whose fee would take all of it).
 */
export function withdrawalFeeMinor(amountMinor: number, rules: WithdrawRules, usage: WithdrawUsage): number {
  if (usage.count < rules.freePerDay) return 0;
  const fee = rules.feeFixedMinor + basisPointsOfMinor(amountMinor, rules.feeBasisPoints);
  return rules.feeCapMinor > 0 ? Math.min(fee, rules.feeCapMinor) : fee;
}

/** Why today's allowance refuses a withdrawal: no withdrawal left today, or more than the amount left. */
export type WithdrawAllowanceProblem = 'noWithdrawalsLeft' | 'overDailyAmount';

/** Whether today's allowance takes one more withdrawal of `amountMinor`: null when it does. */
export function withdrawAllowanceProblem(amountMinor: number, allowance: WithdrawAllowance): WithdrawAllowanceProblem | null {
  if (allowance.countLeft === 0) return 'noWithdrawalsLeft';
  if (amountMinor > allowance.amountLeftMinor) return 'overDailyAmount';
  return null;
}

/** When the allowance of the Manila day holding `at` starts again: the next Manila midnight. */
export function withdrawAllowanceResetsAt(at: number): number {
  return startOfManilaDay(at) + DAY_MS;
}
