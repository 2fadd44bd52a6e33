import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Withdrawal } from '@gp/api-client';
import { formatMoney, MESSAGES } from '@gp/domain';
import { LoadFailed } from '@gp/ui';
import { payoutAccountLabel } from './payout-account-label';
import { ItemActionButton } from './item-action-button';
import { WITHDRAW_MESSAGES, WITHDRAWAL_STATUS_LABELS } from './withdraw-messages';

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

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
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

/** A list of withdrawals (amount, account, date, status), pending ones with Cancel; loading, empty and failed states. */
export function WithdrawalList(props: WithdrawalListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = `withdrawals-${props.title.id ?? 'list'}`.replace(/\W/g, '-');
  const money = (minor: number) => formatMoney(minor, props.currencySymbol, intl.locale);
  return (
    <Section aria-labelledby={id} aria-busy={props.status === 'loading'}>
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
                  <span>{intl.formatDate(withdrawal.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                  <span>{t(WITHDRAWAL_STATUS_LABELS[withdrawal.status])}</span>
                </small>
              </span>
              {props.onCancel && withdrawal.status === 'pending' ? (
                <ItemActionButton
                  text={props.cancelling === withdrawal.id ? t(WITHDRAW_MESSAGES.cancelling) : t(MESSAGES['withdraw.cancelConfirm'])}
                  subject={money(withdrawal.amountMinor)}
                  disabled={(props.cancelling ?? null) !== null}
                  onClick={() => props.onCancel?.(withdrawal)}
                />
              ) : null}
            </Item>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
