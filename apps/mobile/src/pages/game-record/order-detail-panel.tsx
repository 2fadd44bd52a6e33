import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayOrderDetail } from '@gp/api-client';
import { Button, LoadFailed } from '@gp/ui';
import type { RecordText } from '../../records/use-record-text';
import { OrderDetailBody } from './order-detail';
import { GAME_RECORD_MESSAGES as text } from './game-record-messages';

/** Props of OrderDetailPanel. */
export interface OrderDetailPanelProps {
  /** The order, null while it loads or after it failed. */
  readonly detail: PlayOrderDetail | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly errorCode: string | null;
  readonly format: Pick<RecordText, 'money' | 'dateTime' | 'reason'>;
  readonly cancelling: boolean;
  readonly cancelError: string | null;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-height: 24rem;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/** An order's detail in place of the list: its heading takes the focus; Close goes back to the list. */
export function OrderDetailPanel({ detail, status, errorCode, format, cancelling, cancelError, onCancel, onRetry, onClose }: OrderDetailPanelProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = detail?.order.gameName ?? intl.formatMessage(text.detail);
  return (
    <Panel aria-labelledby="order-detail-title" aria-busy={status === 'loading'}>
      <h2 id="order-detail-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {detail ? (
        <OrderDetailBody detail={detail} format={format} cancelling={cancelling} cancelError={cancelError} onCancel={onCancel} />
      ) : status === 'failed' ? (
        <LoadFailed size="section" title={intl.formatMessage(text.detailFailed)} reason={format.reason(errorCode)} onRetry={onRetry} />
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        {intl.formatMessage(text.close)}
      </Button>
    </Panel>
  );
}
