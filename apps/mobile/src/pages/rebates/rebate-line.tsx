import { useIntl } from 'react-intl';
import type { WalletRebate } from '@gp/api-client';
import { Button } from '@gp/ui';
import { ClaimLine } from '../../records/claim-line';
import type { RecordText } from '../../records/use-record-text';
import { CLAIM_OF_MESSAGE, REBATE_CATEGORY_LABELS, REBATE_RECKONING_MESSAGE, REBATES_MESSAGES as text } from './rebates-messages';

/** Props of RebateLine. */
export interface RebateLineProps {
  readonly rebate: WalletRebate;
  readonly currency: string;
  readonly format: Pick<RecordText, 'money' | 'reason'>;
  /** This rebate's claim is on its way. */
  readonly claiming: boolean;
  /** Why this rebate's last claim failed, as an error code, or null. */
  readonly claimError: string | null;
  readonly onClaim: (rebateId: number) => void;
}

/** One day's rebate of a category: how it was reckoned, its amount, and Claim (or Claimed). */
export function RebateLine({ rebate, currency, format, claiming, claimError, onClaim }: RebateLineProps) {
  const intl = useIntl();
  const amount = format.money(rebate.amountMinor, currency);
  return (
    <ClaimLine data-rebate-id={rebate.id}>
      <div>
        <strong>{intl.formatMessage(REBATE_CATEGORY_LABELS[rebate.category])}</strong>
        <br />
        <small>
          {intl.formatMessage(REBATE_RECKONING_MESSAGE, { date: rebate.date, rate: intl.formatNumber(rebate.ratePercent), turnover: format.money(rebate.turnoverMinor, currency) })}
        </small>
      </div>
      <strong>{amount}</strong>
      {rebate.status === 'claimed' ? (
        <small>{intl.formatMessage(text.claimed)}</small>
      ) : (
        <Button onClick={() => onClaim(rebate.id)} disabled={claiming} aria-label={intl.formatMessage(CLAIM_OF_MESSAGE, { amount, date: rebate.date })}>
          {intl.formatMessage(claiming ? text.claiming : text.claim)}
        </Button>
      )}
      {claimError === null ? null : (
        <p role="alert">
          {intl.formatMessage(text.claimFailed)} {format.reason(claimError)}
        </p>
      )}
    </ClaimLine>
  );
}
