import { parseAmountInput, checkAmountRange, type AmountInputProblem } from '../money/amount-input';
import { MINOR_UNITS_PER_MAJOR } from '../constants/limits';
import type { MessageId } from '../messages/message-catalogue';

/** The messages of the amount field. */
export type DepositAmountMessageId = Extract<MessageId, `deposit.amount${string}`>;

/** A method's limits per deposit, in minor units. */
export interface DepositLimits {
  readonly minMinor: number;
  readonly maxMinor: number;
}

/** Whether the member has never deposited, and the operator's minimum for a first deposit. */
export interface FirstDepositRule {
  readonly firstDeposit: boolean;
  readonly firstDepositMinMinor: number;
}

/**
 * The range a deposit by a method must fall in: the method's limits, with the minimum raised to
 * the first-deposit minimum while the member has never deposited. The server enforces the same.
 */
export function depositRange(method: DepositLimits, rule: FirstDepositRule): DepositLimits {
  const minMinor = rule.firstDeposit ? Math.max(method.minMinor, rule.firstDepositMinMinor) : method.minMinor;
  return { minMinor, maxMinor: method.maxMinor };
}

/** The preset chips of the amount field, in major units. */
export const DEPOSIT_PRESETS_MAJOR: readonly number[] = [100, 300, 500, 1_000, 3_000, 5_000, 10_000, 50_000];

/** The preset amounts (minor units) a method's range allows, smallest first. */
export function depositPresets(range: DepositLimits): number[] {
  return DEPOSIT_PRESETS_MAJOR.map((major) => major * MINOR_UNITS_PER_MAJOR).filter((minor) => checkAmountRange(minor, range) === 'ok');
}

/** A typed deposit amount judged: nothing typed, not an amount, outside the range, or fine. */
export type DepositAmountCheck =
  | { readonly kind: 'ok'; readonly minor: number }
  | { readonly kind: 'belowMin' | 'aboveMax'; readonly minor: number }
  | { readonly kind: 'invalid'; readonly problem: AmountInputProblem };

/** Reads the typed amount strictly (the domain's parser) and checks it against the deposit range. */
export function checkDepositAmount(text: string, range: DepositLimits, locale = 'en'): DepositAmountCheck {
  const input = parseAmountInput(text, locale);
  if (!input.ok) return { kind: 'invalid', problem: input.problem };
  return { kind: checkAmountRange(input.minor, range), minor: input.minor };
}

/** The message under the amount field for a check, or null when the amount is fine. */
export function depositAmountMessageId(check: DepositAmountCheck): DepositAmountMessageId | null {
  switch (check.kind) {
    case 'ok':
      return null;
    case 'belowMin':
      return 'deposit.amountBelowMin';
    case 'aboveMax':
      return 'deposit.amountAboveMax';
    case 'invalid':
      return check.problem === 'empty' ? 'deposit.amountEmpty' : check.problem === 'tooManyDecimals' ? 'deposit.amountDecimals' : 'deposit.amountInvalid';
  }
}
