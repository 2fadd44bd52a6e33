import type { MessageId } from '../messages/message-catalogue';
import { checkAmountRange, parseAmountInput, type AmountInputProblem } from '../money/amount-input';
import { withdrawAllowanceProblem, type WithdrawAllowance, type WithdrawAllowanceProblem } from './withdraw-rules';

/**
 * Why a typed withdrawal amount cannot be sent: not an amount, outside the method's limits, more
 * than can be withdrawn, or beyond what is left of the day's allowance.
 */
export type WithdrawAmountProblem = AmountInputProblem | 'belowMin' | 'aboveMax' | 'overAvailable' | WithdrawAllowanceProblem | 'turnoverNotMet';

/**
 * What bounds a withdrawal: the payout method's limits per request, the balance available now and,
 * once known, what is left of the day's allowance and the wagering still asked.
 */
export interface WithdrawAmountLimits {
  readonly minMinor: number;
  readonly maxMinor: number;
  readonly availableMinor: number;
  readonly allowance?: WithdrawAllowance | null;
  readonly turnoverLeftMinor?: number | null;
}

/** A typed withdrawal amount read and checked: its minor units, or why it cannot be sent. */
export type WithdrawAmountCheck = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly problem: WithdrawAmountProblem };

/**
 * Reads and checks the amount a member typed to withdraw (strictly, as `parseAmountInput`): the
 * wagering done, a withdrawal left today, at least the method's minimum, at most its maximum, no
 * more than the balance available nor than what is left of today's amount. The platform refuses
 * the same (TURNOVER_NOT_MET, WITHDRAW_DAILY_COUNT, AMOUNT_OUT_OF_RANGE, INSUFFICIENT_BALANCE,
 * WITHDRAW_DAILY_AMOUNT).
 */
export function checkWithdrawAmount(text: string, limits: WithdrawAmountLimits, locale = 'en'): WithdrawAmountCheck {
  if ((limits.turnoverLeftMinor ?? 0) > 0) return { ok: false, problem: 'turnoverNotMet' };
  if (limits.allowance?.countLeft === 0) return { ok: false, problem: 'noWithdrawalsLeft' };
  const parsed = parseAmountInput(text, locale);
  if (!parsed.ok) return parsed;
  const range = checkAmountRange(parsed.minor, limits);
  if (range !== 'ok') return { ok: false, problem: range };
  if (parsed.minor > limits.availableMinor) return { ok: false, problem: 'overAvailable' };
  const allowance = limits.allowance ? withdrawAllowanceProblem(parsed.minor, limits.allowance) : null;
  return allowance ? { ok: false, problem: allowance } : parsed;
}

/** The message under the amount field for each problem (values: min, max, available, amountLeft, turnoverLeft as money). */
export const WITHDRAW_AMOUNT_MESSAGES = {
  empty: 'withdraw.amount.empty',
  notANumber: 'withdraw.amount.notANumber',
  tooManyDecimals: 'withdraw.amount.notANumber',
  tooLarge: 'withdraw.amount.aboveMax',
  belowMin: 'withdraw.amount.belowMin',
  aboveMax: 'withdraw.amount.aboveMax',
  overAvailable: 'withdraw.amount.overAvailable',
  noWithdrawalsLeft: 'withdraw.noWithdrawalsLeft',
  overDailyAmount: 'withdraw.amount.overDailyAmount',
  turnoverNotMet: 'withdraw.turnoverNotMet',
} as const satisfies Record<WithdrawAmountProblem, MessageId>;
