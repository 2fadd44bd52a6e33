import { defineMessages } from './define-messages';

/** The messages the deposit screen's model raises: the amount field's checks and the paid notice. */
export const DEPOSIT_MESSAGES = defineMessages({
  'deposit.amountEmpty': { id: 'deposit.amountEmpty', defaultMessage: 'Enter an amount', description: 'Deposit amount field left empty' },
  'deposit.amountInvalid': {
    id: 'deposit.amountInvalid',
    defaultMessage: 'Enter the amount in numbers only',
    description: 'Deposit amount field holds something that is not a plain positive amount',
  },
  'deposit.amountDecimals': { id: 'deposit.amountDecimals', defaultMessage: 'Use at most two decimals', description: 'Deposit amount typed with a third decimal' },
  'deposit.amountBelowMin': {
    id: 'deposit.amountBelowMin',
    defaultMessage: 'The amount is below the minimum of this method',
    description: 'Deposit amount under the method minimum (or the first-deposit minimum)',
  },
  'deposit.amountAboveMax': { id: 'deposit.amountAboveMax', defaultMessage: 'The amount is above the maximum of this method', description: 'Deposit amount over the method maximum' },
  'deposit.reminderSent': {
    id: 'deposit.reminderSent',
    defaultMessage: 'Reminder sent: we will look for your payment',
    description: 'Toast after the player reminded the operator of a waiting deposit',
  },
  'deposit.receiptSent': {
    id: 'deposit.receiptSent',
    defaultMessage: 'Receipt sent: we will match it with your payment',
    description: 'Toast after the player uploaded the payment receipt of a waiting deposit',
  },
  'deposit.paid': { id: 'deposit.paid', defaultMessage: 'Deposit received: your balance is updated', description: 'Toast when a waiting deposit has been paid and credited' },
});
