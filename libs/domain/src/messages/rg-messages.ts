import { defineMessages } from './define-messages';

/** The field messages, toasts and dialogs of the responsible-gaming tools (issue 20). */
export const RG_MESSAGES = defineMessages({
  'rg.limitRange': { id: 'rg.limitRange', defaultMessage: 'Enter a limit from ₱1 to ₱10,000,000', description: 'Responsible gaming: a limit outside the allowed range (rg_limit_range)' },
  'rg.optionRequired': { id: 'rg.optionRequired', defaultMessage: 'Choose one of the options', description: 'Responsible gaming: nothing or a value that is not offered was chosen (rg_minutes_option, rg_exclusion_length)' },
  'rg.amountRequired': { id: 'rg.amountRequired', defaultMessage: 'Enter the limit', description: 'Responsible gaming: the limit amount is empty' },
  'rg.limitSaved': { id: 'rg.limitSaved', defaultMessage: 'Saved. It applies now.', description: 'Toast: a new or lower limit was saved and applies at once' },
  'rg.limitPending': { id: 'rg.limitPending', defaultMessage: 'Saved. A higher limit or a removal applies after the cooling period.', description: 'Toast: a raise or removal was saved and waits for the cooling period' },
  'rg.realityCheckSaved': { id: 'rg.realityCheckSaved', defaultMessage: 'Reality check interval saved', description: 'Toast: the reality-check interval was saved' },
  'rg.break.confirmCoolOffTitle': { id: 'rg.break.confirmCoolOffTitle', defaultMessage: 'Take a cool-off?', description: 'Title of the dialog that confirms a cool-off (time-out)' },
  'rg.break.confirmExclusionTitle': { id: 'rg.break.confirmExclusionTitle', defaultMessage: 'Exclude yourself?', description: 'Title of the dialog that confirms a self-exclusion' },
  'rg.break.confirmCoolOff': {
    id: 'rg.break.confirmCoolOff',
    defaultMessage: 'You will be logged out now and cannot log in until the cool-off ends. It cannot be shortened.',
    description: 'Body of the dialog that confirms a cool-off',
  },
  'rg.break.confirmExclusion': {
    id: 'rg.break.confirmExclusion',
    defaultMessage: 'You will be logged out now and cannot log in until the self-exclusion ends. The first 6 months cannot be revoked.',
    description: 'Body of the dialog that confirms a self-exclusion',
  },
  'rg.break.takenTitle': { id: 'rg.break.takenTitle', defaultMessage: 'Your break has started', description: 'Title of the message after taking a cool-off or self-exclusion' },
  'rg.break.taken': {
    id: 'rg.break.taken',
    defaultMessage: 'You are now logged out. You can log in again from {date} (Manila time). To withdraw your balance, contact customer service.',
    description: 'After taking a break; date is a date and time',
  },
  'rg.break.confirmLabel': { id: 'rg.break.confirmLabel', defaultMessage: 'Yes, log me out', description: 'Confirm button of the break dialog' },
});
