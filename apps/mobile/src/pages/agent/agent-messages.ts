import { defineMessage, defineMessages } from 'react-intl';

/** The agent centre's report periods, named as the pickers show them. */
export const PERIOD_TEXT = defineMessages({
  label: { id: 'agent.period.label', defaultMessage: 'Period', description: 'Label of the agent reports’ period picker' },
  today: { id: 'agent.period.today', defaultMessage: 'Today', description: 'Report period' },
  yesterday: { id: 'agent.period.yesterday', defaultMessage: 'Yesterday', description: 'Report period' },
  last7days: { id: 'agent.period.last7days', defaultMessage: 'Last 7 days', description: 'Report period' },
  last30days: { id: 'agent.period.last30days', defaultMessage: 'Last 30 days', description: 'Report period' },
  this_week: { id: 'agent.period.thisWeek', defaultMessage: 'This week', description: 'Report period: from Monday' },
  last_week: { id: 'agent.period.lastWeek', defaultMessage: 'Last week', description: 'Report period: the week before this one' },
  this_month: { id: 'agent.period.thisMonth', defaultMessage: 'This month', description: 'Report period' },
  last_month: { id: 'agent.period.lastMonth', defaultMessage: 'Last month', description: 'Report period' },
  custom: { id: 'agent.period.custom', defaultMessage: 'Choose dates', description: 'Report period: a range of days the agent picks' },
  from: { id: 'agent.period.from', defaultMessage: 'From', description: 'First day of a custom report range' },
  to: { id: 'agent.period.to', defaultMessage: 'To', description: 'Last day of a custom report range' },
  apply: { id: 'agent.period.apply', defaultMessage: 'Show', description: 'Button that applies a custom report range' },
  invalid: { id: 'agent.period.invalid', defaultMessage: 'Choose a first day on or before the last day', description: 'Custom range refused: backwards or not dates' },
  tooLong: { id: 'agent.period.tooLong', defaultMessage: 'Choose at most 62 days', description: 'Custom range refused: longer than the platform allows' },
});

/** The kinds of contract, as headings and labels. */
export const KIND_TEXT = defineMessages({
  daily_salary: { id: 'agent.kind.dailySalary', defaultMessage: 'Daily salary', description: 'Contract kind' },
  dividend: { id: 'agent.kind.dividend', defaultMessage: 'Dividend', description: 'Contract kind' },
  hourly_salary: { id: 'agent.kind.hourlySalary', defaultMessage: 'Hourly salary', description: 'Contract kind' },
  all: { id: 'agent.kind.all', defaultMessage: 'All contracts', description: 'Commission filter: every kind' },
});

/** How often a contract pays. */
export const CONTRACT_PERIOD_TEXT = defineMessages({
  hourly: { id: 'agent.contractPeriod.hourly', defaultMessage: 'every hour', description: 'How often a contract pays' },
  daily: { id: 'agent.contractPeriod.daily', defaultMessage: 'every day', description: 'How often a contract pays' },
  half_monthly: { id: 'agent.contractPeriod.halfMonthly', defaultMessage: 'twice a month', description: 'How often a contract pays (1st–15th, 16th–end)' },
  monthly: { id: 'agent.contractPeriod.monthly', defaultMessage: 'every month', description: 'How often a contract pays' },
});

/** A contract's terms in one sentence. */
export const TERMS_TEXT = defineMessage<{ rate: string; basis: string; period: string; minTurnover: string; minActive: number }>({
  id: 'agent.terms',
  defaultMessage: '{rate} of the team’s {basis}, paid {period}, when the team’s turnover reaches {minTurnover} with at least {minActive, plural, one {# active member} other {# active members}}',
  description: 'A contract’s terms; {rate} is a percentage, {basis} is "turnover" or "net loss", {period} how often, {minTurnover} money',
});

/** What a commission is a percentage of. */
export const BASIS_TEXT = defineMessages({
  turnover: { id: 'agent.basis.turnover', defaultMessage: 'turnover', description: 'What a salary is a percentage of (in a sentence)' },
  netLoss: { id: 'agent.basis.netLoss', defaultMessage: 'net loss', description: 'What a dividend is a percentage of (in a sentence)' },
});

/** The overview's figures and the centre's entries. */
export const CENTRE_TEXT = defineMessages({
  overview: { id: 'agent.centre.overview', defaultMessage: 'Team overview', description: 'Heading of the agent centre’s figures' },
  failed: { id: 'agent.centre.failed', defaultMessage: 'The overview could not be loaded', description: 'The overview failed to load' },
  teamMembers: { id: 'agent.centre.teamMembers', defaultMessage: 'Team members', description: 'Overview: members at every level' },
  directMembers: { id: 'agent.centre.directMembers', defaultMessage: 'Direct members', description: 'Overview: the direct downline' },
  subAgents: { id: 'agent.centre.subAgents', defaultMessage: 'Sub-agents', description: 'Overview: agents in the team' },
  newMembers: { id: 'agent.centre.newMembers', defaultMessage: 'New members', description: 'Overview: registered in the period' },
  activeMembers: { id: 'agent.centre.activeMembers', defaultMessage: 'Active members', description: 'Overview: with a valid bet in the period' },
  deposits: { id: 'agent.centre.deposits', defaultMessage: 'Team deposits', description: 'Overview figure' },
  turnover: { id: 'agent.centre.turnover', defaultMessage: 'Valid turnover', description: 'Overview figure: valid bets' },
  payouts: { id: 'agent.centre.payouts', defaultMessage: 'Payouts', description: 'Overview figure' },
  net: { id: 'agent.centre.net', defaultMessage: 'Team net result', description: 'Overview figure: payouts minus turnover' },
  income: { id: 'agent.centre.income', defaultMessage: 'My income', description: 'Overview figure: salary and dividend credited to the agent' },
  chart: { id: 'agent.centre.chart', defaultMessage: 'Valid turnover over the period', description: 'Caption of the overview chart' },
  when: { id: 'agent.centre.when', defaultMessage: 'When', description: 'Column of the chart’s table: the hour or day' },
  entries: { id: 'agent.centre.entries', defaultMessage: 'Agent tools', description: 'Name of the list of the agent centre’s screens' },
  team: { id: 'agent.centre.team', defaultMessage: 'My team', description: 'Entry to the team screen' },
  betting: { id: 'agent.centre.betting', defaultMessage: 'Team betting', description: 'Entry to the team-betting screen' },
  transfer: { id: 'agent.centre.transfer', defaultMessage: 'Transfer to team', description: 'Entry to the transfer screen' },
  commission: { id: 'agent.centre.commission', defaultMessage: 'Commission', description: 'Entry to the commission statements' },
  register: { id: 'agent.centre.register', defaultMessage: 'Register a member', description: 'Entry to agent registration' },
});

/** The pending requests on a contract entry. */
export const PENDING_TEXT = defineMessage<{ count: number }>({
  id: 'agent.centre.pending',
  defaultMessage: '{count, plural, one {# request waiting} other {# requests waiting}}',
  description: 'Badge of a contract entry: requests waiting for the agent’s answer',
});
