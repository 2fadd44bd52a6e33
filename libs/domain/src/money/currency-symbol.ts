/** Symbols the app prints before amounts, by ISO 4217 code. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { PHP: '₱', USD: '$', EUR: '€', VND: '₫', THB: '฿', CNY: '¥', BRL: 'R$' };

/** The symbol of a currency ('₱' for PHP); the code itself when there is no common symbol. */
export function currencySymbolOf(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? currency;
}
