import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayOrder } from '@gp/api-client';
import type { RecordText } from '../../records/use-record-text';
import { GAME_RECORD_MESSAGES as text, LINE_AMOUNT_MESSAGE, LINE_WHEN_MESSAGE, OPEN_ORDER_MESSAGE } from './game-record-messages';

/** Props of OrderLine. */
export interface OrderLineProps {
  readonly order: PlayOrder;
  readonly format: Pick<RecordText, 'money' | 'dateTime'>;
  readonly onOpen: (orderId: number) => void;
}

const Line = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 4rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  span {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** One order of the game record: the game, when, its status, what was bet and won; a tap opens its detail. */
export function OrderLine({ order, format, onOpen }: OrderLineProps) {
  const intl = useIntl();
  const bet = format.money(order.stakeMinor - order.refundedMinor, order.currency);
  const win = format.money(order.winMinor, order.currency);
  return (
    <Line
      type="button"
      data-order-id={order.orderId}
      aria-label={intl.formatMessage(OPEN_ORDER_MESSAGE, { orderId: order.orderId, game: order.gameName })}
      onClick={() => onOpen(order.orderId)}
    >
      <strong>{order.gameName}</strong>
      <span>{intl.formatMessage(LINE_AMOUNT_MESSAGE, { label: intl.formatMessage(text.bet), amount: bet })}</span>
      <small>{intl.formatMessage(LINE_WHEN_MESSAGE, { time: format.dateTime(order.createdAt), status: intl.formatMessage(text[order.status]) })}</small>
      <span>{intl.formatMessage(LINE_AMOUNT_MESSAGE, { label: intl.formatMessage(text.win), amount: win })}</span>
    </Line>
  );
}
