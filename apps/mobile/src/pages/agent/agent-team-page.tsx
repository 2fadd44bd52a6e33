import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AgentDownlineMember } from '@gp/api-client';
import { pathOf } from '@gp/domain';
import { agentTeamModel } from '@gp/stores';
import { useNow } from '../../app/use-now';
import { useScreenModel } from '../../app/use-screen-model';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { TEAM_TEXT as text } from './team-messages';
import { TeamFilters } from './team-filters';
import { TeamInvite } from './team-invite';
import { TeamMemberLine } from './team-member-line';
import { TeamPath } from './team-path';

/** The in-app address of a team: the agent's own (null) or a sub-agent's. */
function teamHrefOf(under: string | null): string {
  return `${pathOf('agentTeam')}${under === null ? '' : `?under=${encodeURIComponent(under)}`}`;
}

/** The address of a transfer to one member. */
function transferHrefOf(username: string): string {
  return `${pathOf('agentTransfer')}?to=${encodeURIComponent(username)}`;
}

/**
 * The team `/m/member/agent/team` (issue 19): the invitation link with its QR code, then the
 * downline (direct or every level, everyone, active or new in a period, searched by name), each
 * member with the figures the platform computed. A sub-agent's team opens with `?under=`, so Back
 * climbs up again; direct members offer a transfer. Agents only (route guard 'agentFunctions').
 */
export const AgentTeamPage = observer(function AgentTeamPage() {
  const model = useScreenModel(agentTeamModel);
  const intl = useIntl();
  const format = useRecordText();
  const now = useNow(60_000);
  const [params] = useSearchParams();
  const under = params.get('under');
  useEffect(() => model.setUnder(under), [model, under]);
  const renderLine = useCallback(
    (member: AgentDownlineMember) => (
      <TeamMemberLine
        member={member}
        format={format}
        teamHref={teamHrefOf}
        transferHref={under === null && member.level === 1 && member.status === 'active' ? transferHrefOf(member.username) : null}
      />
    ),
    [format, under],
  );
  return (
    <Screen>
      {under === null ? <TeamInvite invitation={model.invitation} /> : null}
      <TeamPath path={model.list.extra.path} hrefOf={teamHrefOf} />
      <TeamFilters key={under ?? ''} filter={model.filter} onChange={model.setFilter} now={now} />
      <RecordListView
        list={model.list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        emptyText={intl.formatMessage(text.empty)}
        keyOf={(member) => member.username}
        renderItem={renderLine}
        lineHeight={150}
        format={format}
      />
    </Screen>
  );
});
