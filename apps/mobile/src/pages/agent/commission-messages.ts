import { defineMessage, defineMessages } from 'react-intl';

/** The commission screen. */
export const COMMISSION_TEXT = defineMessages({
  kind: { id: 'agent.commission.kind', defaultMessage: 'Contract', description: 'Label of the commission statements’ kind filter' },
  totalPaid: { id: 'agent.commission.totalPaid', defaultMessage: 'Total paid', description: 'The sum of every statement paid' },
  list: { id: 'agent.commission.list', defaultMessage: 'Commission statements', description: 'Accessible name of the statements list' },
  failed: { id: 'agent.commission.failed', defaultMessage: 'The commission statements could not be loaded', description: 'The statements failed to load' },
  empty: { id: 'agent.commission.empty', defaultMessage: 'No statements yet: one comes after each period of an accepted contract', description: 'No statements' },
  notPaid: { id: 'agent.commission.notPaid', defaultMessage: 'Not paid', description: 'A statement whose conditions were not met' },
  terms: { id: 'agent.commission.terms', defaultMessage: 'Terms applied', description: 'Label of the terms of a statement' },
  turnover: { id: 'agent.commission.turnover', defaultMessage: 'Team valid turnover', description: 'Statement base figure' },
  payouts: { id: 'agent.commission.payouts', defaultMessage: 'Team payouts', description: 'Statement base figure' },
  netLoss: { id: 'agent.commission.netLoss', defaultMessage: 'Team net loss', description: 'Statement base figure: turnover minus payouts, at least 0' },
  active: { id: 'agent.commission.active', defaultMessage: 'Active members', description: 'Statement base figure' },
  calculation: { id: 'agent.commission.calculation', defaultMessage: 'Calculation', description: 'Label of a statement’s arithmetic' },
});

/** A paid statement's arithmetic. */
export const CALCULATION_TEXT = defineMessage<{ basis: string; rate: string; amount: string }>({
  id: 'agent.commission.product',
  defaultMessage: '{basis} × {rate} = {amount}',
  description: 'A statement’s arithmetic: the basis times the rate (rounded down to a centavo)',
});

/** Why a statement was not paid. */
export const OUTCOME_TEXT = {
  below_turnover: defineMessage<{ turnover: string; minimum: string }>({
    id: 'agent.commission.belowTurnover',
    defaultMessage: 'The team’s turnover {turnover} did not reach the minimum {minimum}',
    description: 'Statement not paid: turnover under the contract’s minimum; both money',
  }),
  too_few_active: defineMessage<{ active: number; minimum: number }>({
    id: 'agent.commission.tooFewActive',
    defaultMessage: '{active, plural, one {# active member} other {# active members}}, fewer than the {minimum} the contract asks',
    description: 'Statement not paid: too few active members',
  }),
  no_net_loss: defineMessage({
    id: 'agent.commission.noNetLoss',
    defaultMessage: 'The team did not lose in this period: a dividend is paid on net loss only',
    description: 'Dividend statement not paid: the team won',
  }),
} as const;

/** Who pays a statement's contract. */
export const COMMISSION_FROM_TEXT = defineMessage<{ upline: string }>({ id: 'agent.commission.from', defaultMessage: 'From {upline}', description: 'Who pays the contract; {upline} a username' });
