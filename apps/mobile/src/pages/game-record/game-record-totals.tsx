import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderTotals } from '@gp/domain';
import type { RecordText } from '../../records/use-record-text';
import { GAME_RECORD_MESSAGES as text, ORDER_COUNT_MESSAGE } from './game-record-messages';

/** Props of GameRecordTotals. */
export interface GameRecordTotalsProps {
  readonly totals: OrderTotals;
  readonly currency: string;
  readonly format: Pick<RecordText, 'money' | 'signedMoney'>;
  /** The totals are being loaded again (a new filter): they dim, keeping their space. */
  readonly stale?: boolean;
}

const Box = styled.section<{ $stale: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  h2 {
    display: flex;
    justify-content: space-between;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The totals of the game record's filter: bet, valid bet, win, and profit and loss (domain `OrderTotals`). */
export function GameRecordTotals({ totals, currency, format, stale = false }: GameRecordTotalsProps) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(text.bet), format.money(totals.betMinor, currency)],
    [intl.formatMessage(text.validBet), format.money(totals.validBetMinor, currency)],
    [intl.formatMessage(text.win), format.money(totals.winMinor, currency)],
    [intl.formatMessage(text.profitLoss), format.signedMoney(totals.profitLossMinor, currency)],
  ];
  return (
    <Box $stale={stale} aria-labelledby="game-record-totals" aria-busy={stale}>
      <h2 id="game-record-totals">
        <span>{intl.formatMessage(text.totals)}</span>
        <span>{intl.formatMessage(ORDER_COUNT_MESSAGE, { count: totals.count })}</span>
      </h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
