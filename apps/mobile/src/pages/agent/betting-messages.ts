import { defineMessages } from 'react-intl';

/** The team-betting screen. */
export const BETTING_TEXT = defineMessages({
  category: { id: 'agent.betting.category', defaultMessage: 'Game category', description: 'Label of the team-betting category filter' },
  allCategories: { id: 'agent.betting.allCategories', defaultMessage: 'All categories', description: 'Team-betting filter: every category' },
  total: { id: 'agent.betting.total', defaultMessage: 'Team total', description: 'Heading of the team-betting totals' },
  byCategory: { id: 'agent.betting.byCategory', defaultMessage: 'By game category', description: 'Heading of the split by category' },
  bets: { id: 'agent.betting.bets', defaultMessage: 'Bets', description: 'Number of bets' },
  turnover: { id: 'agent.betting.turnover', defaultMessage: 'Valid turnover', description: 'Valid bets' },
  payouts: { id: 'agent.betting.payouts', defaultMessage: 'Payouts', description: 'Winnings paid' },
  net: { id: 'agent.betting.net', defaultMessage: 'Players’ net result', description: 'Payouts minus turnover' },
  list: { id: 'agent.betting.list', defaultMessage: 'Members’ betting', description: 'Accessible name of the per-member list' },
  failed: { id: 'agent.betting.failed', defaultMessage: 'Team betting could not be loaded', description: 'The report failed to load' },
  empty: { id: 'agent.betting.empty', defaultMessage: 'No bets in this period', description: 'The report has no lines' },
  withTeam: { id: 'agent.betting.withTeam', defaultMessage: 'With their team', description: 'Marks a sub-agent’s line, which includes its team' },
  viewTeam: { id: 'agent.betting.viewTeam', defaultMessage: 'View their team', description: 'Opens a sub-agent’s team betting' },
  range: { id: 'agent.betting.range', defaultMessage: 'Period', description: 'The report’s dates' },
});
