import { useIntl } from 'react-intl';
import type { AgentTransfer } from '@gp/api-client';
import type { RecordText } from '../../records/use-record-text';
import { TRANSFER_TEXT as text } from './transfer-messages';
import { AgentLine, LineFacts } from './line-facts';

/** Props of TransferLine. */
export interface TransferLineProps {
  readonly transfer: AgentTransfer;
  readonly format: Pick<RecordText, 'money' | 'dateTime'>;
  /** The receipt of the transfer just made: a heading of its own. */
  readonly receipt?: boolean;
}

/** One transfer: to whom, how much, when, its number and the agent's balance after it. */
export function TransferLine({ transfer, format, receipt = false }: TransferLineProps) {
  const intl = useIntl();
  const facts: [string, string][] = [
    [intl.formatMessage(text.to), transfer.downlineUsername],
    [intl.formatMessage(text.time), format.dateTime(transfer.createdAt)],
    [intl.formatMessage(text.number), String(transfer.transferId)],
    [intl.formatMessage(text.balanceAfter), format.money(transfer.balanceAfterMinor, transfer.currency)],
  ];
  return (
    <AgentLine aria-label={receipt ? intl.formatMessage(text.receipt) : String(transfer.transferId)} role={receipt ? 'status' : undefined}>
      <h3>
        {receipt ? <span>{intl.formatMessage(text.receipt)}</span> : null}
        <span>{format.money(transfer.amountMinor, transfer.currency)}</span>
      </h3>
      <LineFacts facts={facts} />
    </AgentLine>
  );
}
