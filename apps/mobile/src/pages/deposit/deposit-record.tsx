import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { depositRecordStatus, formatMoney } from '@gp/domain';
import type { Deposit } from '@gp/api-client';
import { DEPOSIT_PERIOD_FILTERS, DEPOSIT_STATUS_FILTERS, type DepositPeriodFilter, type DepositStatusFilter } from '@gp/stores';
import { LoadFailed, SelectField } from '@gp/ui';
import { useRecordText } from '../../records/use-record-text';
import { DEPOSIT_TEXT, PERIOD_TEXT, STATUS_FILTER_TEXT, STATUS_TEXT } from './deposit-messages';
import { PendingDepositActions, type ReceiptControl } from './deposit-receipt';

/** Props of DepositRecord. */
export interface DepositRecordProps {
  readonly status: DepositStatusFilter;
  readonly period: DepositPeriodFilter;
  readonly items: readonly Deposit[];
  /** Method names by code. */
  readonly methodNames: Readonly<Record<string, string>>;
  readonly currencySymbol: string;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly onStatus: (status: DepositStatusFilter) => void;
  readonly onPeriod: (period: DepositPeriodFilter) => void;
  readonly onRetry: () => void;
  /** The deposit a reminder is on its way for, or null. */
  readonly reminding: number | null;
  readonly onRemind: (depositId: number) => void;
  /** The receipt upload of a waiting deposit. */
  readonly receipt: ReceiptControl;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  min-height: 12rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.sizeSm};
  strong {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The deposit record: filters by status and period, then each deposit with its method, status,
 * requested and credited amounts, fee, reference and time, and for a waiting one a reminder and
 * its payment receipt;
 * loading, empty and failed states.
 */
export function DepositRecord(props: DepositRecordProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (minor: number) => formatMoney(minor, props.currencySymbol, intl.locale);
  const { dateTime } = useRecordText();
  return (
    <Section aria-label={t(DEPOSIT_TEXT.tabRecord)}>
      <Filters>
        <SelectField
          label={t(DEPOSIT_TEXT.recordStatus)}
          name="status"
          value={props.status}
          onChange={(value) => props.onStatus(value as DepositStatusFilter)}
          options={DEPOSIT_STATUS_FILTERS.map((value) => ({ value, label: t(STATUS_FILTER_TEXT[value]) }))}
        />
        <SelectField
          label={t(DEPOSIT_TEXT.recordPeriod)}
          name="period"
          value={props.period}
          onChange={(value) => props.onPeriod(value as DepositPeriodFilter)}
          options={DEPOSIT_PERIOD_FILTERS.map((value) => ({ value, label: t(PERIOD_TEXT[value]) }))}
        />
      </Filters>
      {props.state === 'failed' ? (
        <LoadFailed size="section" title={t(DEPOSIT_TEXT.recordFailed)} onRetry={props.onRetry} />
      ) : (
        <List aria-busy={props.state === 'loading'}>
          {props.state === 'ready' && props.items.length === 0 && <li>{t(DEPOSIT_TEXT.recordEmpty)}</li>}
          {props.items.map((deposit) => (
            <Item key={deposit.id}>
              <strong>{props.methodNames[deposit.methodCode] ?? deposit.methodCode}</strong>
              <strong>{t(STATUS_TEXT[depositRecordStatus(deposit.status)])}</strong>
              <Muted>{t(DEPOSIT_TEXT.requested)}</Muted>
              <span>{money(deposit.amountMinor)}</span>
              <Muted>{t(DEPOSIT_TEXT.credited)}</Muted>
              <span>{money(deposit.creditedMinor)}</span>
              <Muted>{t(DEPOSIT_TEXT.feeLabel)}</Muted>
              <span>{money(deposit.feeMinor)}</span>
              <Muted>{t(DEPOSIT_TEXT.reference)}</Muted>
              <span>{deposit.reference}</span>
              <Muted>{dateTime(deposit.createdAt)}</Muted>
              {deposit.status === 'pending' && (
                <PendingDepositActions
                  depositId={deposit.id}
                  receiptAt={deposit.receiptAt}
                  reminding={props.reminding !== null}
                  onRemind={() => props.onRemind(deposit.id)}
                  receipt={props.receipt}
                />
              )}
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
