import { defineMessages } from 'react-intl';

/** The periods of the records screens' pickers. */
export const PERIOD_MESSAGES = defineMessages({
  label: { id: 'records.period', defaultMessage: 'Period', description: 'Label of the period picker of a records screen' },
  today: { id: 'records.period.today', defaultMessage: 'Today', description: 'Records period: today' },
  yesterday: { id: 'records.period.yesterday', defaultMessage: 'Yesterday', description: 'Records period: yesterday' },
  last7days: { id: 'records.period.last7days', defaultMessage: 'Last 7 days', description: 'Records period: the last 7 days including today' },
  last30days: { id: 'records.period.last30days', defaultMessage: 'Last 30 days', description: 'Records period: the last 30 days including today' },
});

/** The names of the records screens in their navigation. */
export const RECORDS_NAV_MESSAGES = defineMessages({
  label: { id: 'records.nav', defaultMessage: 'Records', description: 'Accessible name of the navigation between the records screens' },
  gameRecord: { id: 'records.nav.gameRecord', defaultMessage: 'Game records', description: 'Link to the game records' },
  transactions: { id: 'records.nav.transactions', defaultMessage: 'Transactions', description: 'Link to the transactions' },
  rebates: { id: 'records.nav.rebates', defaultMessage: 'Rebates', description: 'Link to the rebates' },
  reports: { id: 'records.nav.reports', defaultMessage: 'Reports', description: 'Link to the profit and loss report' },
});
