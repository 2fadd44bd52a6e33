import type { MessageId } from '../messages/message-catalogue';
import { checkAmountRange, parseAmountInput, type AmountInputProblem } from '../money/amount-input';

/** Why a typed withdrawal amount cannot be sent: not an amount, outside the method's limits, or more than can be withdrawn. */
export type WithdrawAmountProblem = AmountInputProblem | 'belowMin' | 'aboveMax' | 'overAvailable';

/** What bounds a withdrawal: the payout method's limits per request and the balance available now. */
export interface WithdrawAmountLimits {
  readonly minMinor: number;
  readonly maxMinor: number;
  readonly availableMinor: number;
}

/** A typed withdrawal amount read and checked: its minor units, or why it cannot be sent. */
export type WithdrawAmountCheck = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly problem: WithdrawAmountProblem };

/**
 * Reads and checks the amount a member typed to withdraw (strictly, as `parseAmountInput`): at
 * least the method's minimum, at most its maximum, and no more than the balance available. The
 * platform refuses the same (AMOUNT_OUT_OF_RANGE, INSUFFICIENT_BALANCE).
 */
export function checkWithdrawAmount(text: string, limits: WithdrawAmountLimits, locale = 'en'): WithdrawAmountCheck {
  const parsed = parseAmountInput(text, locale);
  if (!parsed.ok) return parsed;
  const range = checkAmountRange(parsed.minor, limits);
  if (range !== 'ok') return { ok: false, problem: range };
  if (parsed.minor > limits.availableMinor) return { ok: false, problem: 'overAvailable' };
  return parsed;
}

/** The message under the amount field for each problem (values: min, max, available as money). */
export const WITHDRAW_AMOUNT_MESSAGES = {
  empty: 'withdraw.amount.empty',
  notANumber: 'withdraw.amount.notANumber',
  tooManyDecimals: 'withdraw.amount.notANumber',
  tooLarge: 'withdraw.amount.aboveMax',
  belowMin: 'withdraw.amount.belowMin',
  aboveMax: 'withdraw.amount.aboveMax',
  overAvailable: 'withdraw.amount.overAvailable',
} as const satisfies Record<WithdrawAmountProblem, MessageId>;
