import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the report screen. */
export const REPORT_MESSAGES = defineMessages({
  summary: { id: 'report.summary', defaultMessage: 'Profit and loss', description: 'Heading of the report’s sums' },
  failed: { id: 'report.failed', defaultMessage: 'The report could not be loaded.', description: 'The report failed to load; shown with Try again' },
  deposits: { id: 'report.deposits', defaultMessage: 'Deposits', description: 'Report line: money deposited' },
  withdrawals: { id: 'report.withdrawals', defaultMessage: 'Withdrawals', description: 'Report line: money withdrawn' },
  payouts: { id: 'report.payouts', defaultMessage: 'Wins', description: 'Report line: game payouts' },
  net: { id: 'report.net', defaultMessage: 'Net win or loss', description: 'Report line: wins less turnover' },
  rebates: { id: 'report.rebates', defaultMessage: 'Rebates', description: 'Report line: rebates claimed' },
  bonus: { id: 'report.bonus', defaultMessage: 'Promotions', description: 'Report line: promotion bonuses' },
  chart: { id: 'report.chart', defaultMessage: 'Daily net result', description: 'Title of the chart of each day’s net win or loss' },
  day: { id: 'report.day', defaultMessage: 'Day', description: 'Column of the chart’s table: the day' },
});

/** The report's turnover line, with the number of bets. */
export const TURNOVER_MESSAGE = defineMessage<{ count: number }>({ id: 'report.turnover', defaultMessage: 'Turnover ({count, plural, one {# bet} other {# bets}})', description: 'Report line: the amount bet and the number of bets' });
