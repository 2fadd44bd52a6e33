import { MINOR_UNITS_PER_MAJOR } from '../constants/limits';
import { separatorsOf } from './money-format';

/** Why a typed amount is not one: nothing typed, not a plain positive number, more than two decimals, or too large to hold. */
export type AmountInputProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'tooLarge';

/** A typed amount read strictly: its minor units, or why it is not an amount. */
export type AmountInput = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly problem: AmountInputProblem };

/** The largest amount an input accepts: one trillion in major units, far above any limit and exact in a double. */
export const MAX_INPUT_MINOR = 1_000_000_000_000 * MINOR_UNITS_PER_MAJOR;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternCache = new Map<string, RegExp>();

/** Digits, optionally grouped in threes by the locale's separator, then the locale's decimal separator and any digits. */
function amountPattern(locale: string): RegExp {
  const known = patternCache.get(locale);
  if (known) return known;
  const { group, decimal } = separatorsOf(locale);
  // A narrow no-break space groups in some locales; a player types a plain space.
  const groups = group.trim() === '' ? '[ \\u00a0\\u202f]' : escape(group);
  const pattern = new RegExp(`^(\\d{1,3}(?:${groups}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d*))?$`, 'u');
  patternCache.set(locale, pattern);
  return pattern;
}

/**
 * Reads an amount a player typed, in the locale's way of writing numbers ('1,234.5' in English,
 * '1.234,5' in Portuguese), into minor units without floating point: no sign, no exponent, no
 * more than two decimals, nothing but digits and the locale's separators. Spaces around it are
 * ignored. A bare decimal separator at the end ('12.') reads as the whole amount.
 */
export function parseAmountInput(text: string, locale = 'en'): AmountInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const match = amountPattern(locale).exec(trimmed);
  if (!match) return { ok: false, problem: 'notANumber' };
  const [, wholeText = '', decimals = ''] = match;
  if (decimals.length > 2) return { ok: false, problem: 'tooManyDecimals' };
  const digits = wholeText.replace(/\D/gu, '').replace(/^0+(?=\d)/u, '');
  if (digits.length > String(MAX_INPUT_MINOR / MINOR_UNITS_PER_MAJOR).length) return { ok: false, problem: 'tooLarge' };
  const minor = Number(digits) * MINOR_UNITS_PER_MAJOR + Number(decimals.padEnd(2, '0'));
  return minor > MAX_INPUT_MINOR ? { ok: false, problem: 'tooLarge' } : { ok: true, minor };
}

/** Minor units as the plain text an amount field holds ('1234.50' in English, '1234,50' in Portuguese): no symbol, no grouping. */
export function amountInputText(amountMinor: number, locale = 'en'): string {
  const whole = Math.floor(amountMinor / MINOR_UNITS_PER_MAJOR);
  const cents = amountMinor % MINOR_UNITS_PER_MAJOR;
  return cents === 0 ? String(whole) : `${whole}${separatorsOf(locale).decimal}${String(cents).padStart(2, '0')}`;
}

/** Where an amount stands against a range: inside it, under its minimum, or over its maximum. */
export type AmountRangeCheck = 'ok' | 'belowMin' | 'aboveMax';

/** Checks an amount in minor units against an inclusive range in minor units. */
export function checkAmountRange(amountMinor: number, range: { readonly minMinor: number; readonly maxMinor: number }): AmountRangeCheck {
  if (amountMinor < range.minMinor) return 'belowMin';
  if (amountMinor > range.maxMinor) return 'aboveMax';
  return 'ok';
}
