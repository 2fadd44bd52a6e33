import { useIntl } from 'react-intl';
import type { AgentDownlineMember } from '@gp/api-client';
import { UiLink } from '@gp/ui';
import { AgentLine, LineFacts } from './line-facts';
import type { RecordText } from '../../records/use-record-text';
import { LEVEL_TEXT, TEAM_SIZE_TEXT, TEAM_TEXT as text } from './team-messages';

/** Props of TeamMemberLine. */
export interface TeamMemberLineProps {
  readonly member: AgentDownlineMember;
  readonly format: Pick<RecordText, 'money'>;
  /** The address of the sub-agent's team (drill-down). */
  readonly teamHref: (under: string) => string;
  /** The address of the transfer to this member, or null where it cannot be offered (not direct, disabled). */
  readonly transferHref: string | null;
}


/** One team member: name and tags, dates, the period's deposits and valid bets, balance, and the links to their team or a transfer. */
export function TeamMemberLine({ member, format, teamHref, transferHref }: TeamMemberLineProps) {
  const intl = useIntl();
  const date = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'Asia/Manila' });
  const facts: [string, string][] = [
    [intl.formatMessage(text.joined), date(member.registeredAt)],
    [intl.formatMessage(text.lastLogin), member.lastLoginAt === null ? intl.formatMessage(text.never) : date(member.lastLoginAt)],
    [intl.formatMessage(text.deposits), format.money(member.depositMinor, member.currency)],
    [intl.formatMessage(text.turnover), format.money(member.turnoverMinor, member.currency)],
    [intl.formatMessage(text.balance), format.money(member.balanceMinor, member.currency)],
  ];
  return (
    <AgentLine aria-label={member.username}>
      <h3>
        {member.nickname ?? member.username}
        <small>{member.username}</small>
        <small>{intl.formatMessage(LEVEL_TEXT, { level: member.level })}</small>
        {member.isAgent ? <small>{intl.formatMessage(text.agentBadge)}</small> : null}
        {member.isAgent ? <small>{intl.formatMessage(TEAM_SIZE_TEXT, { count: member.teamSize })}</small> : null}
        {member.status === 'disabled' ? <small>{intl.formatMessage(text.disabled)}</small> : null}
      </h3>
      <LineFacts facts={facts} />
      <nav aria-label={member.username}>
        {member.isAgent ? <UiLink to={teamHref(member.username)}>{intl.formatMessage(text.viewTeam)}</UiLink> : null}
        {transferHref ? <UiLink to={transferHref}>{intl.formatMessage(text.transfer)}</UiLink> : null}
      </nav>
    </AgentLine>
  );
}
