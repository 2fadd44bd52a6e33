import { useIntl } from 'react-intl';
import type { AgentContractRequest } from '@gp/api-client';
import { Button } from '@gp/ui';
import type { RecordText } from '../../records/use-record-text';
import { CONTRACT_ANSWERED_TEXT, CONTRACT_FROM_TEXT, CONTRACT_REASON_TEXT, CONTRACT_SENT_TEXT, CONTRACT_TEXT as text, CONTRACT_TO_TEXT } from './contract-messages';
import { ContractTerms } from './contract-terms';
import { AgentLine } from './line-facts';

/** Props of ContractRequestLine. */
export interface ContractRequestLineProps {
  readonly request: AgentContractRequest;
  /** 'received': from the upline, answerable while pending; 'offered': to a sub-agent. */
  readonly side: 'received' | 'offered';
  readonly format: Pick<RecordText, 'money' | 'dateTime'>;
  /** The request whose answer is on its way, if any: its buttons wait. */
  readonly answering: number | null;
  /** Why the last answer to this request failed, translated, or null. */
  readonly error: string | null;
  readonly onAccept: (id: number) => void;
  readonly onReject: (id: number) => void;
}

/** One contract request: its status, the other side, its terms, its dates and reason, and Accept and Reject while it waits for the agent. */
export function ContractRequestLine({ request, side, format, answering, error, onAccept, onReject }: ContractRequestLineProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const answerable = side === 'received' && request.status === 'pending';
  return (
    <AgentLine>
      <h3>
        {side === 'received' ? t(CONTRACT_FROM_TEXT, { name: request.fromUsername }) : t(CONTRACT_TO_TEXT, { name: request.toUsername })}
        <small>{t(text[request.status])}</small>
      </h3>
      <ContractTerms terms={request.terms} kind={request.kind} currency={request.currency} format={format} />
      <small>{t(CONTRACT_SENT_TEXT, { date: format.dateTime(request.createdAt) })}</small>
      {request.respondedAt === null ? null : <small>{t(CONTRACT_ANSWERED_TEXT, { date: format.dateTime(request.respondedAt) })}</small>}
      {request.reason ? <p>{t(CONTRACT_REASON_TEXT, { reason: request.reason })}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      {answerable ? (
        <nav aria-label={t(text.list)}>
          <Button disabled={answering !== null} onClick={() => onAccept(request.id)}>
            {t(text.accept)}
          </Button>
          <Button variant="secondary" disabled={answering !== null} onClick={() => onReject(request.id)}>
            {t(text.reject)}
          </Button>
        </nav>
      ) : null}
    </AgentLine>
  );
}
