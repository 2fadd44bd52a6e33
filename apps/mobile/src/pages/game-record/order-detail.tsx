import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayOrderDetail } from '@gp/api-client';
import { Button } from '@gp/ui';
import { FactsList } from '../../records/facts-list';
import type { RecordText } from '../../records/use-record-text';
import { GAME_RECORD_MESSAGES as text } from './game-record-messages';
import { OrderNumbers } from './order-numbers';

/** Props of OrderDetailBody. */
export interface OrderDetailBodyProps {
  readonly detail: PlayOrderDetail;
  readonly format: Pick<RecordText, 'money' | 'dateTime' | 'reason'>;
  readonly cancelling: boolean;
  /** The code of the last failed cancel, or null. */
  readonly cancelError: string | null;
  readonly onCancel: () => void;
}

const Failure = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/** What an order's detail says: its facts, a slot's reels, a lottery's draw and numbers, and the cancel of pending numbers. */
export function OrderDetailBody({ detail, format, cancelling, cancelError, onCancel }: OrderDetailBodyProps) {
  const intl = useIntl();
  const { order, draw } = detail;
  const facts: [string, string][] = [
    [intl.formatMessage(text.orderNo), String(order.orderId)],
    [intl.formatMessage(text.placed), format.dateTime(order.createdAt)],
    [intl.formatMessage(text.status), intl.formatMessage(text[order.status])],
    [intl.formatMessage(text.bet), format.money(order.stakeMinor, order.currency)],
    [intl.formatMessage(text.win), format.money(order.winMinor, order.currency)],
  ];
  if (order.refundedMinor > 0) facts.push([intl.formatMessage(text.refunded), format.money(order.refundedMinor, order.currency)]);
  if (order.settledAt !== null) facts.push([intl.formatMessage(text.settledAt), format.dateTime(order.settledAt)]);
  if (detail.reels) facts.push([intl.formatMessage(text.reels), detail.reels.join(' · ')]);
  if (draw) {
    facts.push([intl.formatMessage(text.draw), draw.drawNumber], [intl.formatMessage(text.drawAt), format.dateTime(draw.drawAt)]);
    facts.push([intl.formatMessage(text.result), draw.result ?? intl.formatMessage(text.notDrawn)]);
    if (draw.winningNumber !== null) facts.push([intl.formatMessage(text.winningNumber), draw.winningNumber]);
  }
  return (
    <>
      <FactsList facts={facts} />
      {detail.subOrders.length > 0 ? <OrderNumbers subOrders={detail.subOrders} currency={order.currency} format={format} /> : null}
      {cancelError === null ? null : (
        <Failure role="alert">
          {intl.formatMessage(text.cancelFailed)} {format.reason(cancelError)}
        </Failure>
      )}
      {detail.cancellable ? (
        <Button variant="secondary" onClick={onCancel} disabled={cancelling} aria-busy={cancelling}>
          {intl.formatMessage(cancelling ? text.cancelling : text.cancel)}
        </Button>
      ) : null}
    </>
  );
}
