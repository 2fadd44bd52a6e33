import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import type { AgentContractsModel } from '@gp/stores';
import { LoadFailed, UiLink } from '@gp/ui';
import { FiguresCard } from '../../records/figures-card';
import type { RecordText } from '../../records/use-record-text';
import { CONTRACT_SINCE_TEXT, CONTRACT_TEXT as text } from './contract-messages';
import { ContractTerms } from './contract-terms';

const Card = styled(FiguresCard)`
  gap: ${({ theme }) => theme.space.xs};
  min-height: 6rem;
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The terms the agent is paid by now for the screen's kind (or that there are none), with the way to the statements. */
export const ContractInForce = observer(function ContractInForce({ model, format }: { readonly model: AgentContractsModel; readonly format: Pick<RecordText, 'money' | 'dateTime' | 'reason'> }) {
  const intl = useIntl();
  const { current, inForce } = model;
  if (current.viewState === 'failed') {
    return <LoadFailed size="section" title={intl.formatMessage(text.currentFailed)} reason={format.reason(current.errorCode)} onRetry={() => void current.retry()} />;
  }
  return (
    <Card aria-labelledby="contract-in-force" aria-busy={current.viewState === 'loading'}>
      <h2 id="contract-in-force">{intl.formatMessage(text.inForce)}</h2>
      {current.viewState === 'loading' ? null : inForce ? (
        <>
          <ContractTerms terms={inForce.terms} kind={inForce.kind} currency={inForce.currency} format={format} />
          {inForce.respondedAt === null ? null : <p>{intl.formatMessage(CONTRACT_SINCE_TEXT, { date: format.dateTime(inForce.respondedAt) })}</p>}
          <UiLink to={pathOf('agentCommission')}>{intl.formatMessage(text.commission)}</UiLink>
        </>
      ) : (
        <p>{intl.formatMessage(text.none)}</p>
      )}
    </Card>
  );
});
