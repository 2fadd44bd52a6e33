import type { IntlShape } from 'react-intl';

/** A currency's minor-unit digits (2 for PHP, 0 for VND), worked out once per currency: a formatter costs. */
const minorDigits = new Map<string, number>();

function minorDigitsOf(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/** An amount in minor units as money in the player's language ('₱95.00'); an unknown currency shows its code. */
export function formatWinAmount(intl: IntlShape, minor: number, currency: string): string {
  try {
    const digits = minorDigitsOf(currency);
    return intl.formatNumber(minor / 10 ** digits, { style: 'currency', currency });
  } catch {
    return `${currency} ${intl.formatNumber(minor / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
}
