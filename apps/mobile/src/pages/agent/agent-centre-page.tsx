import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { agentOverviewModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useNow } from '../../app/use-now';
import { useScreenModel } from '../../app/use-screen-model';
import { RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { AgentEntries } from './agent-entries';
import { CENTRE_TEXT as text } from './agent-messages';
import { AgentOverviewView } from './agent-overview-view';
import { AgentPeriodField } from './agent-period-field';

/** Keeps the overview's space while it loads. */
const Placeholder = styled.div`
  height: 30rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * The agent centre `/m/member/agent` (issue 19): the team and the agent's income over a period,
 * with a chart, and the entries to the team, team betting, transfers, commission, registration
 * and the three contracts (with their waiting requests). Agents only (route guard, permission
 * 'agentFunctions'; the platform refuses everyone else too).
 */
export const AgentCentrePage = observer(function AgentCentrePage() {
  const model = useScreenModel(agentOverviewModel);
  const intl = useIntl();
  const format = useRecordText();
  const now = useNow(60_000);
  const { overview } = model;
  const failed = overview.status === 'failed';
  return (
    <Screen>
      <AgentEntries pending={model.pending.value} />
      <AgentPeriodField value={model.period} onChange={model.setPeriod} now={now} />
      {failed ? (
        <LoadFailed
          size={overview.value ? 'section' : 'screen'}
          title={intl.formatMessage(text.failed)}
          reason={format.reason(overview.errorCode)}
          onRetry={() => void overview.retry()}
        />
      ) : null}
      {overview.value ? (
        <AgentOverviewView overview={overview.value} format={format} stale={overview.loading} />
      ) : failed ? null : (
        <Placeholder role="status" aria-busy="true" aria-label={intl.formatMessage(text.overview)} />
      )}
    </Screen>
  );
});
