import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AgentCategoryBetting, AgentTeamBetting } from '@gp/api-client';
import { FactsList } from '../../records/facts-list';
import { FiguresCard } from '../../records/figures-card';
import type { RecordText } from '../../records/use-record-text';
import { BETTING_TEXT as text } from './betting-messages';

/** Props of BettingSummary. */
export interface BettingSummaryProps {
  readonly total: AgentTeamBetting['total'];
  readonly categories: readonly AgentCategoryBetting[];
  readonly currency: string;
  /** The report's first day and the day after its last (ms). */
  readonly from: number;
  readonly to: number;
  readonly format: Pick<RecordText, 'money' | 'signedMoney'>;
  readonly categoryLabel: (category: string) => string;
  readonly stale: boolean;
}

const Box = styled(FiguresCard)`
  gap: ${({ theme }) => theme.space.sm};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  h3 {
    margin: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
`;

/** The team's totals over the report's dates and the same figures by game category (a table). */
export function BettingSummary({ total, categories, currency, from, to, format, categoryLabel, stale }: BettingSummaryProps) {
  const intl = useIntl();
  const range = intl.formatDateTimeRange(from, to - 1, { dateStyle: 'medium', timeZone: 'Asia/Manila' });
  const facts: [string, string][] = [
    [intl.formatMessage(text.range), range],
    [intl.formatMessage(text.bets), intl.formatNumber(total.betCount)],
    [intl.formatMessage(text.turnover), format.money(total.turnoverMinor, currency)],
    [intl.formatMessage(text.payouts), format.money(total.payoutMinor, currency)],
    [intl.formatMessage(text.net), format.signedMoney(total.netMinor, currency)],
  ];
  return (
    <Box $stale={stale} aria-labelledby="betting-total" aria-busy={stale}>
      <h2 id="betting-total">{intl.formatMessage(text.total)}</h2>
      <FactsList facts={facts} />
      {categories.length > 0 ? (
        <table aria-labelledby="betting-categories">
          <caption id="betting-categories">
            <h3>{intl.formatMessage(text.byCategory)}</h3>
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(text.category)}</th>
              <th scope="col">{intl.formatMessage(text.turnover)}</th>
              <th scope="col">{intl.formatMessage(text.net)}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((line) => (
              <tr key={line.category}>
                <th scope="row">{categoryLabel(line.category)}</th>
                <td>{format.money(line.turnoverMinor, currency)}</td>
                <td>{format.signedMoney(line.netMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Box>
  );
}
