import type { IntlShape } from 'react-intl';
import type { PayoutAccount } from '@gp/api-client';
import { PAYOUT_METHOD_LABELS } from './withdraw-messages';

/** How a payout account (saved, or of a withdrawal) is named on screen: its method (or bank) and masked number ('GCash •••••••4567'). */
export function payoutAccountLabel(
  account: Pick<PayoutAccount, 'payoutMethod' | 'bankCode' | 'accountNumberMasked'>,
  bankNames: Readonly<Record<string, string>>,
  intl: Pick<IntlShape, 'formatMessage'>,
): string {
  const owner = account.bankCode === null ? intl.formatMessage(PAYOUT_METHOD_LABELS[account.payoutMethod]) : (bankNames[account.bankCode] ?? account.bankCode);
  return `${owner} ${account.accountNumberMasked}`;
}
