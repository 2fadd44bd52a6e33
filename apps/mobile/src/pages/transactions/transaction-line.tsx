import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { WalletTransaction } from '@gp/api-client';
import type { RecordText } from '../../records/use-record-text';
import { BALANCE_AFTER_MESSAGE, KIND_LABELS, TRANSACTIONS_MESSAGES as text } from './transactions-messages';

/** Props of TransactionLine. */
export interface TransactionLineProps {
  readonly line: WalletTransaction;
  readonly currency: string;
  readonly format: Pick<RecordText, 'money' | 'signedMoney' | 'dateTime'>;
}

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-height: 4rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .amount,
  small:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .amount {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** One ledger line: what it was, when, its status when not completed, the signed amount and the balance after it. */
export function TransactionLine({ line, currency, format }: TransactionLineProps) {
  const intl = useIntl();
  const status = line.status === 'completed' ? '' : ` · ${intl.formatMessage(text[line.status])}`;
  return (
    <Line data-transaction-id={line.id}>
      <strong>{intl.formatMessage(KIND_LABELS[line.kind])}</strong>
      <span className="amount">{format.signedMoney(line.amountMinor, currency)}</span>
      <small>
        {format.dateTime(line.createdAt)}
        {status}
      </small>
      <small>{line.balanceAfterMinor === null ? '' : intl.formatMessage(BALANCE_AFTER_MESSAGE, { balance: format.money(line.balanceAfterMinor, currency) })}</small>
    </Line>
  );
}
