import { useIntl } from 'react-intl';
import type { AgentOverview } from '@gp/api-client';
import { NetBarChart } from '@gp/ui';
import { FactsList } from '../../records/facts-list';
import { FiguresCard } from '../../records/figures-card';
import type { RecordText } from '../../records/use-record-text';
import { CENTRE_TEXT as text } from './agent-messages';

/** Props of AgentOverviewView. */
export interface AgentOverviewViewProps {
  readonly overview: AgentOverview;
  readonly format: Pick<RecordText, 'money' | 'signedMoney'>;
  /** Another period is on its way: the figures dim, keeping their space. */
  readonly stale: boolean;
}


/** The agent centre's figures over the period (all computed by the platform) and the chart of the valid turnover per hour or day. */
export function AgentOverviewView({ overview, format, stale }: AgentOverviewViewProps) {
  const intl = useIntl();
  const { currency } = overview;
  const count = (value: number) => intl.formatNumber(value);
  const facts: [string, string][] = [
    [intl.formatMessage(text.income), format.money(overview.incomeMinor, currency)],
    [intl.formatMessage(text.teamMembers), count(overview.teamMembers)],
    [intl.formatMessage(text.directMembers), count(overview.directMembers)],
    [intl.formatMessage(text.subAgents), count(overview.subAgents)],
    [intl.formatMessage(text.newMembers), count(overview.newMembers)],
    [intl.formatMessage(text.activeMembers), count(overview.activeMembers)],
    [intl.formatMessage(text.deposits), format.money(overview.depositMinor, currency)],
    [intl.formatMessage(text.turnover), format.money(overview.turnoverMinor, currency)],
    [intl.formatMessage(text.payouts), format.money(overview.payoutMinor, currency)],
    [intl.formatMessage(text.net), format.signedMoney(overview.netMinor, currency)],
  ];
  const labelOf = (at: number) =>
    overview.bucket === 'hour'
      ? intl.formatTime(at, { hour: 'numeric', timeZone: 'Asia/Manila' })
      : intl.formatDate(at, { month: 'short', day: 'numeric', timeZone: 'Asia/Manila' });
  const bars = overview.series.map((point) => ({
    key: String(point.from),
    label: labelOf(point.from),
    value: point.turnoverMinor,
    valueText: format.money(point.turnoverMinor, currency),
  }));
  return (
    <FiguresCard $stale={stale} aria-labelledby="agent-overview" aria-busy={stale}>
      <h2 id="agent-overview">{intl.formatMessage(text.overview)}</h2>
      <FactsList facts={facts} />
      {bars.length > 0 ? (
        <NetBarChart bars={bars} title={intl.formatMessage(text.chart)} dayHeader={intl.formatMessage(text.when)} valueHeader={intl.formatMessage(text.turnover)} />
      ) : null}
    </FiguresCard>
  );
}
