import { MINOR_UNITS_PER_MAJOR } from '../constants/limits';

/** The separators a locale writes numbers with ('en': ',' and '.'; 'pt': '.' and ','). */
export interface NumberSeparators {
  readonly group: string;
  readonly decimal: string;
}

const separatorCache = new Map<string, NumberSeparators>();

/** The grouping and decimal separators of a BCP 47 locale, as `Intl.NumberFormat` writes them. */
export function separatorsOf(locale: string): NumberSeparators {
  const known = separatorCache.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  const separators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  separatorCache.set(locale, separators);
  return separators;
}

/**
 * An amount in minor units as a player reads it: the currency symbol, the whole part grouped by
 * the locale and always two decimals (123450 → '₱1,234.50'; -5 → '-₱0.05'). Integer arithmetic
 * only, so no amount is ever off by a centavo; the one formatter of money in the app.
 */
export function formatMoney(amountMinor: number, currencySymbol: string, locale = 'en'): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an amount in minor units: ${amountMinor}`);
  const absolute = Math.abs(amountMinor);
  const whole = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 }).format(Math.floor(absolute / MINOR_UNITS_PER_MAJOR));
  const cents = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${amountMinor < 0 ? '-' : ''}${currencySymbol}${whole}${separatorsOf(locale).decimal}${cents}`;
}

/** An amount in minor units with a sign always shown, for ledger lines: 500 → '+₱5.00', -500 → '-₱5.00'. */
export function formatSignedMoney(amountMinor: number, currencySymbol: string, locale = 'en'): string {
  const text = formatMoney(amountMinor, currencySymbol, locale);
  return amountMinor > 0 ? `+${text}` : text;
}

/**
 * An amount for a tight place (the days of the sign-in week): whole amounts without their
 * decimals (100000 → '₱1,000'), others as `formatMoney` writes them.
 */
export function formatShortMoney(amountMinor: number, currencySymbol: string, locale = 'en'): string {
  const text = formatMoney(amountMinor, currencySymbol, locale);
  return amountMinor % MINOR_UNITS_PER_MAJOR === 0 ? text.slice(0, -(separatorsOf(locale).decimal.length + 2)) : text;
}
