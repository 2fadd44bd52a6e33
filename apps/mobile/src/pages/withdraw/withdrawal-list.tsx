import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Withdrawal } from '@gp/api-client';
import { formatMoney, messageDescriptor } from '@gp/domain';
import { LoadFailed } from '@gp/ui';
import { useRecordText } from '../../records/use-record-text';
import { payoutAccountLabel } from '../../payout/payout-account-label';
import { ItemActionButton } from '../../payout/item-action-button';
import { ListItem, ListSection } from '../../payout/list-layout';
import { WITHDRAW_MESSAGES, WITHDRAWAL_STATUS_LABELS } from '../../payout/withdraw-messages';
import { WITHDRAWAL_FEE } from './withdraw-day-messages';

/** Props of WithdrawalList. */
export interface WithdrawalListProps {
  readonly title: MessageDescriptor;
  readonly empty: MessageDescriptor;
  readonly status: 'loading' | 'failed' | 'ready';
  readonly items: readonly Withdrawal[];
  readonly currencySymbol: string;
  /** Names of the banks by code. */
  readonly bankNames: Readonly<Record<string, string>>;
  /** Why the list did not load, translated. */
  readonly failureReason?: string | null;
  /** Cancels a pending withdrawal (pending lists only). */
  readonly onCancel?: (withdrawal: Withdrawal) => void;
  /** The withdrawal being cancelled. */
  readonly cancelling?: number | null;
  readonly onRetry: () => void;
}

const Item = styled(ListItem)`
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  small span + span::before {
    content: ' · ';
  }
`;

/** A list of withdrawals (amount, account, date, status, fee), pending ones with Cancel; loading, empty and failed states. */
export function WithdrawalList(props: WithdrawalListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = `withdrawals-${props.title.id ?? 'list'}`.replace(/\W/g, '-');
  const money = (minor: number) => formatMoney(minor, props.currencySymbol, intl.locale);
  const { dateTime } = useRecordText();
  return (
    <ListSection aria-labelledby={id} aria-busy={props.status === 'loading'}>
      <h2 id={id}>{t(props.title)}</h2>
      {props.status === 'failed' ? <LoadFailed size="section" title={t(WITHDRAW_MESSAGES.listFailed)} reason={props.failureReason} onRetry={props.onRetry} /> : null}
      {props.status === 'ready' && props.items.length === 0 ? <p>{t(props.empty)}</p> : null}
      {props.items.length > 0 ? (
        <ul>
          {props.items.map((withdrawal) => (
            <Item key={withdrawal.id}>
              <span>
                <strong>{money(withdrawal.amountMinor)}</strong>
                <small>
                  <span>{payoutAccountLabel(withdrawal, props.bankNames, intl)}</span>
                  <span>{dateTime(withdrawal.createdAt)}</span>
                  <span>{t(WITHDRAWAL_STATUS_LABELS[withdrawal.status])}</span>
                  {withdrawal.feeMinor > 0 ? <span>{t(WITHDRAWAL_FEE, { fee: money(withdrawal.feeMinor) })}</span> : null}
                </small>
              </span>
              {props.onCancel && withdrawal.status === 'pending' ? (
                <ItemActionButton
                  text={props.cancelling === withdrawal.id ? t(WITHDRAW_MESSAGES.cancelling) : t(messageDescriptor('withdraw.cancelConfirm'))}
                  subject={money(withdrawal.amountMinor)}
                  disabled={(props.cancelling ?? null) !== null}
                  onClick={() => props.onCancel?.(withdrawal)}
                />
              ) : null}
            </Item>
          ))}
        </ul>
      ) : null}
    </ListSection>
  );
}
