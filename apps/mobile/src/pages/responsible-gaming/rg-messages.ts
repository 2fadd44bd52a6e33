import { defineMessage, defineMessages } from 'react-intl';

/** The words of the limits and breaks screen. */
export const RG_TEXT = defineMessages({
  failed: { id: 'rg.failed', defaultMessage: 'Your limits could not be loaded.', description: 'The limits screen failed to load' },
  limitsTitle: { id: 'rg.limitsTitle', defaultMessage: 'Your limits', description: 'Heading of the list of deposit, loss and wager limits' },
  deposit: { id: 'rg.kind.deposit', defaultMessage: 'Deposit limit', description: 'A limit on the money deposited in a period' },
  loss: { id: 'rg.kind.loss', defaultMessage: 'Loss limit', description: 'A limit on the money lost (stakes less wins) in a period' },
  wager: { id: 'rg.kind.wager', defaultMessage: 'Wager limit', description: 'A limit on the money staked in a period' },
  day: { id: 'rg.period.day', defaultMessage: 'Daily', description: 'A limit per day' },
  week: { id: 'rg.period.week', defaultMessage: 'Weekly', description: 'A limit per week (from Monday)' },
  month: { id: 'rg.period.month', defaultMessage: 'Monthly', description: 'A limit per calendar month' },
  noLimit: { id: 'rg.noLimit', defaultMessage: 'No limit', description: 'A limit that is not set' },
  formTitle: { id: 'rg.formTitle', defaultMessage: 'Set a limit', description: 'Heading of the form that sets a money limit' },
  kindLabel: { id: 'rg.kindLabel', defaultMessage: 'Limit', description: 'Label of the picker of the limit kind' },
  periodLabel: { id: 'rg.periodLabel', defaultMessage: 'Period', description: 'Label of the picker of the limit period' },
  amountLabel: { id: 'rg.amountLabel', defaultMessage: 'Amount', description: 'Label of the limit amount field' },
  save: { id: 'rg.save', defaultMessage: 'Save limit', description: 'Button that saves a limit' },
  remove: { id: 'rg.remove', defaultMessage: 'Remove limit', description: 'Button that removes the chosen limit (after the cooling period)' },
  saving: { id: 'rg.saving', defaultMessage: 'Saving…', description: 'A save button while its call is on its way' },
  timeTitle: { id: 'rg.timeTitle', defaultMessage: 'Play time', description: 'Heading of the play-time limit and reality-check settings' },
  sessionLabel: { id: 'rg.sessionLabel', defaultMessage: 'Daily play-time limit', description: 'Label of the picker of the daily play-time limit' },
  sessionHint: { id: 'rg.sessionHint', defaultMessage: 'When you reach it, games close until midnight.', description: 'Hint under the play-time limit' },
  saveSession: { id: 'rg.saveSession', defaultMessage: 'Save play-time limit', description: 'Button that saves the daily play-time limit' },
  realityLabel: { id: 'rg.realityLabel', defaultMessage: 'Reality check every', description: 'Label of the picker of the reality-check interval' },
  realityHint: { id: 'rg.realityHint', defaultMessage: 'While you play, a reminder shows how long you have played and your result.', description: 'Hint under the reality-check interval' },
  saveReality: { id: 'rg.saveReality', defaultMessage: 'Save reality check', description: 'Button that saves the reality-check interval' },
  breakTitle: { id: 'rg.breakTitle', defaultMessage: 'Take a break', description: 'Heading of the cool-off and self-exclusion form' },
  breakKinds: { id: 'rg.breakKinds', defaultMessage: 'Kind of break', description: 'Accessible name of the cool-off / self-exclusion switch' },
  coolOff: { id: 'rg.coolOff', defaultMessage: 'Cool-off', description: 'A short break from play (24 hours to 6 weeks)' },
  selfExclusion: { id: 'rg.selfExclusion', defaultMessage: 'Self-exclusion', description: 'A long break from play (6 months to 5 years)' },
  coolOffText: { id: 'rg.coolOffText', defaultMessage: 'A pause of 24 hours to 6 weeks. It cannot be shortened.', description: 'What a cool-off is' },
  exclusionText: {
    id: 'rg.exclusionText',
    defaultMessage: 'A long break of 6 months, 1 year or 5 years. The first 6 months cannot be revoked, even through customer service.',
    description: 'What a self-exclusion is',
  },
  consequencesTitle: { id: 'rg.consequencesTitle', defaultMessage: 'What happens', description: 'Heading of the consequences of a break' },
  consequenceLogin: { id: 'rg.consequenceLogin', defaultMessage: 'You are logged out at once and cannot log in until the break ends.', description: 'Consequence of a break' },
  consequencePromotions: { id: 'rg.consequencePromotions', defaultMessage: 'Promotions and bonuses stop.', description: 'Consequence of a break' },
  consequenceBalance: { id: 'rg.consequenceBalance', defaultMessage: 'You can still withdraw your balance through customer service.', description: 'Consequence of a break' },
  lengthLabel: { id: 'rg.lengthLabel', defaultMessage: 'Length', description: 'Label of the picker of the break length' },
  choose: { id: 'rg.choose', defaultMessage: 'Choose', description: 'Empty first option of a picker' },
  passwordLabel: { id: 'rg.passwordLabel', defaultMessage: 'Login password', description: 'Label of the password that confirms a break' },
  takeBreak: { id: 'rg.takeBreak', defaultMessage: 'Take a break', description: 'Button that takes the chosen break (asks first)' },
  moreInfo: { id: 'rg.moreInfo', defaultMessage: 'About responsible gaming', description: 'Link to the responsible-gaming page' },
});

/** A limit's use: `{used} of {limit} used`. */
export const RG_USED_TEXT = defineMessage<{ used: string; limit: string }>({ id: 'rg.used', defaultMessage: '{used} of {limit} used', description: 'How much of a limit the period used; both are money' });

/** When a period's use starts again. */
export const RG_RESETS_TEXT = defineMessage<{ date: string }>({ id: 'rg.resets', defaultMessage: 'Resets {date} (Manila time)', description: 'When the limit period ends; date is a date and time' });

/** A raise waiting for the cooling period. */
export const RG_PENDING_TEXT = defineMessage<{ amount: string; date: string }>({ id: 'rg.pending', defaultMessage: 'Changes to {amount} on {date} (Manila time)', description: 'A higher limit waiting for the cooling period; amount is money or minutes, date a date and time' });

/** A removal waiting for the cooling period. */
export const RG_PENDING_REMOVAL_TEXT = defineMessage<{ date: string }>({ id: 'rg.pendingRemoval', defaultMessage: 'No limit from {date} (Manila time)', description: 'A removal waiting for the cooling period' });

/** The cooling period's rule. */
export const RG_COOLING_TEXT = defineMessage<{ hours: number }>({
  id: 'rg.cooling',
  defaultMessage: 'A lower limit applies at once. A higher limit or a removal applies {hours, plural, one {# hour} other {# hours}} later.',
  description: 'How limit changes apply; hours is the merchant cooling period',
});

/** A number of minutes. */
export const RG_MINUTES_TEXT = defineMessage<{ minutes: number }>({ id: 'rg.minutes', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}', description: 'A duration in minutes' });

/** Today's play time. */
export const RG_PLAYED_TODAY_TEXT = defineMessage<{ minutes: number }>({ id: 'rg.playedToday', defaultMessage: 'Played today: {minutes, plural, one {# minute} other {# minutes}}', description: 'Minutes played today' });

/** The lengths of a break, by id. */
export const RG_LENGTH_TEXT = defineMessages({
  '1d': { id: 'rg.length.1d', defaultMessage: '24 hours', description: 'Break length' },
  '3d': { id: 'rg.length.3d', defaultMessage: '3 days', description: 'Break length' },
  '1w': { id: 'rg.length.1w', defaultMessage: '1 week', description: 'Break length' },
  '2w': { id: 'rg.length.2w', defaultMessage: '2 weeks', description: 'Break length' },
  '4w': { id: 'rg.length.4w', defaultMessage: '4 weeks', description: 'Break length' },
  '6w': { id: 'rg.length.6w', defaultMessage: '6 weeks', description: 'Break length' },
  '6m': { id: 'rg.length.6m', defaultMessage: '6 months', description: 'Break length' },
  '1y': { id: 'rg.length.1y', defaultMessage: '1 year', description: 'Break length' },
  '5y': { id: 'rg.length.5y', defaultMessage: '5 years', description: 'Break length' },
});
