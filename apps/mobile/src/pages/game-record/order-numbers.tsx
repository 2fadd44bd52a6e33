import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayOrderDetail } from '@gp/api-client';
import type { RecordText } from '../../records/use-record-text';
import { GAME_RECORD_MESSAGES as text } from './game-record-messages';

/** Props of OrderNumbers. */
export interface OrderNumbersProps {
  readonly subOrders: PlayOrderDetail['subOrders'];
  readonly currency: string;
  readonly format: Pick<RecordText, 'money'>;
}

const Table = styled.table`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
`;

/** A lottery order's numbers (its sub-orders): each number, its stake, win and status. */
export function OrderNumbers({ subOrders, currency, format }: OrderNumbersProps) {
  const intl = useIntl();
  return (
    <Table>
      <caption>{intl.formatMessage(text.numbers)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(text.number)}</th>
          <th scope="col">{intl.formatMessage(text.bet)}</th>
          <th scope="col">{intl.formatMessage(text.win)}</th>
          <th scope="col">{intl.formatMessage(text.status)}</th>
        </tr>
      </thead>
      <tbody>
        {subOrders.map((sub) => (
          <tr key={sub.subOrderId}>
            <td>{sub.number}</td>
            <td>{format.money(sub.stakeMinor, currency)}</td>
            <td>{format.money(sub.winMinor, currency)}</td>
            <td>{intl.formatMessage(text[sub.status])}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
