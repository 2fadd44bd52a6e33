import { useIntl } from 'react-intl';
import type { AgentMemberBetting } from '@gp/api-client';
import { UiLink } from '@gp/ui';
import { AgentLine, LineFacts } from './line-facts';
import type { RecordText } from '../../records/use-record-text';
import { BETTING_TEXT as text } from './betting-messages';
import { TEAM_SIZE_TEXT } from './team-messages';

/** Props of BettingMemberLine. */
export interface BettingMemberLineProps {
  readonly line: AgentMemberBetting;
  readonly currency: string;
  readonly format: Pick<RecordText, 'money' | 'signedMoney'>;
  /** The address of a sub-agent's team betting (drill-down). */
  readonly teamHref: (under: string) => string;
}


/** One member's betting over the period; a sub-agent's line holds its team's, with the way into it. */
export function BettingMemberLine({ line, currency, format, teamHref }: BettingMemberLineProps) {
  const intl = useIntl();
  const facts: [string, string][] = [
    [intl.formatMessage(text.bets), intl.formatNumber(line.betCount)],
    [intl.formatMessage(text.turnover), format.money(line.turnoverMinor, currency)],
    [intl.formatMessage(text.payouts), format.money(line.payoutMinor, currency)],
    [intl.formatMessage(text.net), format.signedMoney(line.netMinor, currency)],
  ];
  return (
    <AgentLine aria-label={line.username}>
      <h3>
        {line.nickname ?? line.username}
        <small>{line.username}</small>
        {line.isAgent ? <small>{intl.formatMessage(text.withTeam)}</small> : null}
        {line.isAgent ? <small>{intl.formatMessage(TEAM_SIZE_TEXT, { count: line.teamSize })}</small> : null}
      </h3>
      <LineFacts facts={facts} />
      {line.isAgent ? <UiLink to={teamHref(line.username)}>{intl.formatMessage(text.viewTeam)}</UiLink> : null}
    </AgentLine>
  );
}
