import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { messageDescriptor, currencySymbolOf, errorMessageIdOf, formatMoney, formatSignedMoney } from '@gp/domain';

/** How the records screens write amounts, times and failures in the player's language. */
export interface RecordText {
  /** Minor units of a currency (ISO code) with its symbol and two decimals (domain `formatMoney`). */
  readonly money: (amountMinor: number, currency: string) => string;
  /** The same with a sign always shown, for ledger lines and profit and loss (domain `formatSignedMoney`). */
  readonly signedMoney: (amountMinor: number, currency: string) => string;
  /** A timestamp as a short date and time in Manila, where the periods' days begin. */
  readonly dateTime: (at: number) => string;
  /** Why a call failed, from its error code (domain `errorMessageIdOf`), or null without one. */
  readonly reason: (errorCode: string | null) => string | null;
}

/** The records screens' formatters, in the player's language. */
export function useRecordText(): RecordText {
  const intl = useIntl();
  const money = useCallback((amountMinor: number, currency: string) => formatMoney(amountMinor, currencySymbolOf(currency), intl.locale), [intl]);
  const signedMoney = useCallback(
    (amountMinor: number, currency: string) => formatSignedMoney(amountMinor, currencySymbolOf(currency), intl.locale),
    [intl],
  );
  const dateTime = useCallback((at: number) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }), [intl]);
  const reason = useCallback((errorCode: string | null) => (errorCode === null ? null : intl.formatMessage(messageDescriptor(errorMessageIdOf(errorCode)))), [intl]);
  return { money, signedMoney, dateTime, reason };
}
