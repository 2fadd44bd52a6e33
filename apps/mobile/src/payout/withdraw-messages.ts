import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the withdraw screen. */
export const WITHDRAW_MESSAGES = defineMessages({
  summary: { id: 'withdraw.summary', defaultMessage: 'Your balance', description: 'Withdraw: heading of the balance summary' },
  available: { id: 'withdraw.available', defaultMessage: 'Available to withdraw', description: 'Withdraw: the balance that can be withdrawn now' },
  locked: { id: 'withdraw.locked', defaultMessage: 'Locked in pending withdrawals', description: 'Withdraw: money of withdrawals waiting for payout' },
  optionsFailed: { id: 'withdraw.optionsFailed', defaultMessage: 'The withdraw details could not be loaded.', description: 'Withdraw: the balance and payout methods failed to load' },
  accounts: { id: 'withdraw.accounts', defaultMessage: 'Payout accounts', description: 'Withdraw: heading of the saved payout accounts' },
  accountsFailed: { id: 'withdraw.accountsFailed', defaultMessage: 'Your payout accounts could not be loaded.', description: 'Withdraw: the saved accounts failed to load' },
  noAccounts: {
    id: 'withdraw.noAccounts',
    defaultMessage: 'No payout account yet. Add your GCash, Maya or bank account to withdraw to it.',
    description: 'Withdraw: the member has saved no payout account',
  },
  addAccount: { id: 'withdraw.addAccount', defaultMessage: 'Add payout account', description: 'Withdraw: button that opens the add-account form' },
  removing: { id: 'withdraw.removing', defaultMessage: 'Removing…', description: 'Withdraw: a saved account is being removed' },
  formTitle: { id: 'withdraw.formTitle', defaultMessage: 'New payout account', description: 'Withdraw: accessible name of the add-account form' },
  method: { id: 'withdraw.method', defaultMessage: 'Payout method', description: 'Withdraw: label of the payout method choice' },
  bank: { id: 'withdraw.bank', defaultMessage: 'Bank', description: 'Withdraw: label of the bank picker' },
  bankPlaceholder: { id: 'withdraw.bankPlaceholder', defaultMessage: 'Choose your bank', description: 'Withdraw: empty choice of the bank picker' },
  walletNumber: { id: 'withdraw.walletNumber', defaultMessage: 'Mobile number of the e-wallet', description: 'Withdraw: label of the GCash or Maya number field' },
  walletNumberHint: { id: 'withdraw.walletNumberHint', defaultMessage: '11 digits, starting with 09', description: 'Withdraw: hint under the e-wallet number' },
  bankNumber: { id: 'withdraw.bankNumber', defaultMessage: 'Bank account number', description: 'Withdraw: label of the bank account number field' },
  bankNumberHint: { id: 'withdraw.bankNumberHint', defaultMessage: '10 to 16 digits', description: 'Withdraw: hint under the bank account number' },
  accountName: { id: 'withdraw.accountName', defaultMessage: 'Name on the account', description: 'Withdraw: label of the account holder name' },
  paymentPassword: { id: 'withdraw.paymentPassword', defaultMessage: 'Payment password', description: 'Withdraw: label of the payment password field' },
  noPaymentPassword: {
    id: 'withdraw.noPaymentPassword',
    defaultMessage: 'Set your payment password above first: payout accounts and withdrawals need it.',
    description: 'Withdraw: the member has no payment password, which saving an account and withdrawing need (the form to set it is above)',
  },
  save: { id: 'withdraw.save', defaultMessage: 'Save account', description: 'Withdraw: submit button of the add-account form' },
  saving: { id: 'withdraw.saving', defaultMessage: 'Saving…', description: 'Withdraw: the add-account form is sending' },
  cancel: { id: 'withdraw.cancel', defaultMessage: 'Cancel', description: 'Withdraw: closes the add-account form' },
  formWithdraw: { id: 'withdraw.formWithdraw', defaultMessage: 'Withdraw', description: 'Withdraw: accessible name of the withdraw form' },
  payTo: { id: 'withdraw.payTo', defaultMessage: 'Pay out to', description: 'Withdraw: label of the saved account picker' },
  payToNone: { id: 'withdraw.payToNone', defaultMessage: 'Add a payout account first.', description: 'Withdraw: the withdraw form has no saved account to pay out to' },
  amount: { id: 'withdraw.amount', defaultMessage: 'Amount', description: 'Withdraw: label of the amount field' },
  submit: { id: 'withdraw.submit', defaultMessage: 'Withdraw now', description: 'Withdraw: submit button of the withdraw form' },
  submitting: { id: 'withdraw.submitting', defaultMessage: 'Sending…', description: 'Withdraw: the withdrawal is being requested' },
  forgotPaymentPassword: {
    id: 'withdraw.resetPaymentPassword',
    defaultMessage: 'Forgot your payment password?',
    description: 'Withdraw: opens the form that resets a forgotten payment password with the login password',
  },
  pending: { id: 'withdraw.pending', defaultMessage: 'Pending withdrawals', description: 'Withdraw: heading of the withdrawals waiting for payout' },
  pendingNone: { id: 'withdraw.pendingNone', defaultMessage: 'No withdrawal is waiting for payout.', description: 'Withdraw: no pending withdrawal' },
  record: { id: 'withdraw.record', defaultMessage: 'Past withdrawals', description: 'Withdraw: heading of the record of paid out and cancelled withdrawals' },
  recordNone: { id: 'withdraw.recordNone', defaultMessage: 'No past withdrawals yet.', description: 'Withdraw: the record is empty' },
  listFailed: { id: 'withdraw.listFailed', defaultMessage: 'Your withdrawals could not be loaded.', description: 'Withdraw: a list of withdrawals failed to load' },
  cancelling: { id: 'withdraw.cancelling', defaultMessage: 'Cancelling…', description: 'Withdraw: a pending withdrawal is being cancelled' },
  statusPending: { id: 'withdraw.status.pending', defaultMessage: 'Waiting for payout', description: 'Withdrawal status: requested, not yet paid out' },
  statusPaid: { id: 'withdraw.status.paid', defaultMessage: 'Paid out', description: 'Withdrawal status: paid out' },
  statusCancelled: { id: 'withdraw.status.cancelled', defaultMessage: 'Cancelled', description: 'Withdrawal status: cancelled, amount returned' },
  gcash: { id: 'withdraw.method.gcash', defaultMessage: 'GCash', description: 'Payout method name (brand, usually unchanged)' },
  maya: { id: 'withdraw.method.maya', defaultMessage: 'Maya', description: 'Payout method name (brand, usually unchanged)' },
  bankTransfer: { id: 'withdraw.method.bank', defaultMessage: 'Bank transfer', description: 'Payout method name: to a bank account' },
});

/** The name of each payout method. */
export const PAYOUT_METHOD_LABELS = {
  gcash: WITHDRAW_MESSAGES.gcash,
  maya: WITHDRAW_MESSAGES.maya,
  bank: WITHDRAW_MESSAGES.bankTransfer,
} as const;

/** The words of each withdrawal status. */
export const WITHDRAWAL_STATUS_LABELS = {
  pending: WITHDRAW_MESSAGES.statusPending,
  paid: WITHDRAW_MESSAGES.statusPaid,
  cancelled: WITHDRAW_MESSAGES.statusCancelled,
} as const;

/** How many payout accounts a member may keep per method. */
export const ACCOUNTS_LIMIT = defineMessage<{ max: number }>({
  id: 'withdraw.accountsLimit',
  defaultMessage: 'Up to {max} accounts per method.',
  description: 'Withdraw: how many payout accounts a member may keep per method',
});

/** A method whose account limit is reached, in the method picker. */
export const METHOD_FULL = defineMessage<{ method: string }>({ id: 'withdraw.methodFull', defaultMessage: '{method} (limit reached)', description: 'Withdraw: a method whose account limit is reached, in the method picker' });

/** The chosen method's limits under the amount. */
export const AMOUNT_HINT = defineMessage<{ min: string; max: string }>({
  id: 'withdraw.amountHint',
  defaultMessage: '{min} to {max} per withdrawal',
  description: 'Withdraw: hint under the amount; the chosen method limits as money',
});
