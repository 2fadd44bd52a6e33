import { currencySymbolOf, formatMoney as formatPlayerMoney } from '@gp/domain';

export { currencySymbolOf } from '@gp/domain';

/** Minor units as a decimal string with two decimals and no grouping: 123450 → "1234.50". */
export function formatMajor(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = Math.abs(amountMinor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Minor units as the app prints them for a player (the domain's one formatter): 123450 → "₱1,234.50". */
export function formatMoney(amountMinor: number, currency: string): string {
  return formatPlayerMoney(amountMinor, currencySymbolOf(currency));
}
