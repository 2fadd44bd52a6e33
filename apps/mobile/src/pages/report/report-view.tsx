import { useIntl } from 'react-intl';
import type { WalletReportSummary } from '@gp/api-client';
import { NetBarChart } from '@gp/ui';
import { FactsList } from '../../records/facts-list';
import { FiguresCard } from '../../records/figures-card';
import type { RecordText } from '../../records/use-record-text';
import { REPORT_MESSAGES as text, TURNOVER_MESSAGE } from './report-messages';

/** Props of ReportView. */
export interface ReportViewProps {
  readonly summary: WalletReportSummary;
  readonly format: Pick<RecordText, 'money' | 'signedMoney'>;
  /** Another period is being summed: the figures dim, keeping their space. */
  readonly stale: boolean;
}


/** The report's sums over the period and the chart of each day's net result. */
export function ReportView({ summary, format, stale }: ReportViewProps) {
  const intl = useIntl();
  const { currency } = summary;
  const rows: [string, string][] = [
    [intl.formatMessage(text.deposits), format.money(summary.depositsMinor, currency)],
    [intl.formatMessage(text.withdrawals), format.money(summary.withdrawalsMinor, currency)],
    [intl.formatMessage(TURNOVER_MESSAGE, { count: summary.betCount }), format.money(summary.betsMinor, currency)],
    [intl.formatMessage(text.payouts), format.money(summary.payoutsMinor, currency)],
    [intl.formatMessage(text.net), format.signedMoney(summary.netWinLossMinor, currency)],
    [intl.formatMessage(text.rebates), format.money(summary.rebatesMinor, currency)],
    [intl.formatMessage(text.bonus), format.money(summary.bonusMinor, currency)],
  ];
  const bars = summary.days.map((day) => ({
    key: day.date,
    label: intl.formatDate(`${day.date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    value: day.netWinLossMinor,
    valueText: format.signedMoney(day.netWinLossMinor, currency),
  }));
  return (
    <FiguresCard $stale={stale} aria-labelledby="report-summary" aria-busy={stale}>
      <h2 id="report-summary">{intl.formatMessage(text.summary)}</h2>
      <FactsList facts={rows} />
      <NetBarChart bars={bars} title={intl.formatMessage(text.chart)} dayHeader={intl.formatMessage(text.day)} valueHeader={intl.formatMessage(text.net)} />
    </FiguresCard>
  );
}
