import { defineMessage, defineMessages } from 'react-intl';
import type { DepositRecordStatus } from '@gp/domain';
import type { DepositPeriodFilter, DepositStatusFilter } from '@gp/stores';

/** Texts of the deposit screen (the amount checks and the paid toast are in the domain's catalogue). */
export const DEPOSIT_TEXT = defineMessages({
  heading: { id: 'deposit.heading', defaultMessage: 'Deposit', description: 'Heading of the deposit form (read by screen readers)' },
  tabs: { id: 'deposit.tabs', defaultMessage: 'Deposit screen', description: 'Accessible name of the deposit / record switch' },
  tabDeposit: { id: 'deposit.tabDeposit', defaultMessage: 'Deposit', description: 'Tab with the deposit form' },
  tabRecord: { id: 'deposit.tabRecord', defaultMessage: 'Deposit record', description: 'Tab with the list of past deposits' },
  methods: { id: 'deposit.methods', defaultMessage: 'Payment method', description: 'Label of the group of payment methods' },
  methodsFailed: { id: 'deposit.methodsFailed', defaultMessage: 'The payment methods could not be loaded.', description: 'The deposit methods failed to load' },
  noFee: { id: 'deposit.noFee', defaultMessage: 'No fee', description: 'A method without fee' },
  off: { id: 'deposit.off', defaultMessage: 'Temporarily unavailable', description: 'Reason a method is greyed: switched off' },
  amount: { id: 'deposit.amount', defaultMessage: 'Amount', description: 'Label of the deposit amount field' },
  presets: { id: 'deposit.presets', defaultMessage: 'Quick amounts', description: 'Accessible name of the preset amount chips' },
  chooseMethod: { id: 'deposit.chooseMethod', defaultMessage: 'Choose a payment method first', description: 'Shown instead of the amount field until a method is picked' },
  summaryFee: { id: 'deposit.summaryFee', defaultMessage: 'Fee', description: 'Fee line before confirming' },
  summaryTotal: { id: 'deposit.summaryTotal', defaultMessage: 'You pay', description: 'Amount plus fee, before confirming' },
  confirm: { id: 'deposit.confirm', defaultMessage: 'Confirm deposit', description: 'Button that starts the deposit' },
  confirming: { id: 'deposit.confirming', defaultMessage: 'Starting…', description: 'The confirm button while the deposit starts' },
  paymentTitle: { id: 'deposit.paymentTitle', defaultMessage: 'Complete your payment', description: 'Heading of the payment step' },
  paymentStep: { id: 'deposit.paymentStep', defaultMessage: 'Step 2 of 2', description: 'Step marker of the new deposit-detail layout' },
  method: { id: 'deposit.method', defaultMessage: 'Method', description: 'Payment step: the method' },
  amountToPay: { id: 'deposit.amountToPay', defaultMessage: 'Exact amount to pay', description: 'Payment step: amount plus fee' },
  reference: { id: 'deposit.reference', defaultMessage: 'Reference', description: 'Payment step and record: the deposit reference' },
  timeLeft: { id: 'deposit.timeLeft', defaultMessage: 'Time left to pay', description: 'Payment step: countdown to expiry' },
  status: { id: 'deposit.status', defaultMessage: 'Status', description: 'Payment step and record: the deposit status' },
  copyShort: { id: 'deposit.copyShort', defaultMessage: 'Copy', description: 'Visible text of a copy button' },
  copied: { id: 'deposit.copied', defaultMessage: 'Copied', description: 'Copy button after copying' },
  newLink: { id: 'deposit.newLink', defaultMessage: 'Open the payment page again', description: 'Gets a fresh payment link for a waiting deposit' },
  newDeposit: { id: 'deposit.newDeposit', defaultMessage: 'Make another deposit', description: 'Leaves the payment step for the form' },
  waitingNote: { id: 'deposit.waitingNote', defaultMessage: 'Your balance updates by itself once the payment arrives.', description: 'Under a waiting deposit' },
  recordStatus: { id: 'deposit.recordStatus', defaultMessage: 'Status', description: 'Record filter: status' },
  recordPeriod: { id: 'deposit.recordPeriod', defaultMessage: 'Period', description: 'Record filter: period' },
  recordEmpty: { id: 'deposit.recordEmpty', defaultMessage: 'No deposits match these filters.', description: 'The deposit record is empty' },
  recordFailed: { id: 'deposit.recordFailed', defaultMessage: 'The deposit record could not be loaded.', description: 'The deposit record failed to load' },
  requested: { id: 'deposit.requested', defaultMessage: 'Requested', description: 'Record: amount asked for' },
  credited: { id: 'deposit.credited', defaultMessage: 'Credited', description: 'Record: amount credited to the balance' },
  remind: { id: 'deposit.remind', defaultMessage: 'Send a reminder', description: 'Record: asks the operator to look for the payment of a waiting deposit' },
  feeLabel: { id: 'deposit.feeLabel', defaultMessage: 'Fee', description: 'Record: the fee' },
});

/** The group headings of the method list. */
export const GROUP_TEXT = defineMessages({
  lastUsed: { id: 'deposit.group.lastUsed', defaultMessage: 'Last used', description: 'Method group: the method used last' },
  ewallet: { id: 'deposit.group.ewallet', defaultMessage: 'E-wallets', description: 'Method group: GCash, Maya…' },
  bank: { id: 'deposit.group.bank', defaultMessage: 'Bank transfer', description: 'Method group: banks' },
  otc: { id: 'deposit.group.otc', defaultMessage: 'Pay over the counter', description: 'Method group: cash at a store' },
});

/** A deposit's status as the record names it. */
export const STATUS_TEXT = defineMessages({
  waiting: { id: 'deposit.statusWaiting', defaultMessage: 'Waiting for payment', description: 'Deposit status: pending' },
  paid: { id: 'deposit.statusPaid', defaultMessage: 'Paid', description: 'Deposit status: paid and credited' },
  expired: { id: 'deposit.statusExpired', defaultMessage: 'Expired', description: 'Deposit status: not paid in time' },
  failed: { id: 'deposit.statusFailed', defaultMessage: 'Failed', description: 'Deposit status: cancelled or refused at the provider' },
} satisfies Record<DepositRecordStatus, unknown>);

/** The record's status filter labels. */
export const STATUS_FILTER_TEXT = defineMessages({
  all: { id: 'deposit.filterAll', defaultMessage: 'All', description: 'Record filter: every status' },
  pending: { id: 'deposit.filterWaiting', defaultMessage: 'Waiting', description: 'Record filter: waiting deposits' },
  paid: { id: 'deposit.filterPaid', defaultMessage: 'Paid', description: 'Record filter: paid deposits' },
  expired: { id: 'deposit.filterExpired', defaultMessage: 'Expired', description: 'Record filter: expired deposits' },
  cancelled: { id: 'deposit.filterFailed', defaultMessage: 'Failed', description: 'Record filter: failed deposits' },
} satisfies Record<DepositStatusFilter, unknown>);

/** The record's period filter labels. */
export const PERIOD_TEXT = defineMessages({
  today: { id: 'deposit.periodToday', defaultMessage: 'Today', description: 'Record period' },
  yesterday: { id: 'deposit.periodYesterday', defaultMessage: 'Yesterday', description: 'Record period' },
  last7days: { id: 'deposit.periodLast7', defaultMessage: 'Last 7 days', description: 'Record period' },
  last30days: { id: 'deposit.periodLast30', defaultMessage: 'Last 30 days', description: 'Record period' },
} satisfies Record<DepositPeriodFilter, unknown>);

/** The player’s balance above the deposit tabs (updates by itself when a deposit is paid). */
export const BALANCE_TEXT = defineMessage<{ amount: string }>({ id: 'deposit.balance', defaultMessage: 'Balance {amount}', description: 'The player’s balance above the deposit tabs (updates by itself when a deposit is paid)' });

/** A method’s limits per deposit, e.g. ₱100.00 to ₱50,000.00. */
export const LIMITS_TEXT = defineMessage<{ min: string; max: string }>({ id: 'deposit.limits', defaultMessage: '{min} to {max}', description: 'A method’s limits per deposit, e.g. ₱100.00 to ₱50,000.00' });

/** A method’s fee in percent, e.g. 1.5% fee. */
export const FEE_TEXT = defineMessage<{ percent: string }>({ id: 'deposit.fee', defaultMessage: '{percent}% fee', description: 'A method’s fee in percent, e.g. 1.5% fee' });

/** Reason a method is greyed: outside its service hours. */
export const OUT_OF_HOURS_TEXT = defineMessage<{ opens: string; closes: string }>({ id: 'deposit.outOfHours', defaultMessage: 'Available {opens} to {closes} (Manila time)', description: 'Reason a method is greyed: outside its service hours' });

/** Hint under the amount field. */
export const AMOUNT_HINT_TEXT = defineMessage<{ min: string; max: string }>({ id: 'deposit.amountHint', defaultMessage: 'Minimum {min}, maximum {max}', description: 'Hint under the amount field' });

/** Hint for a member who never deposited. */
export const FIRST_DEPOSIT_TEXT = defineMessage<{ min: string }>({ id: 'deposit.firstDepositHint', defaultMessage: 'Your first deposit must be at least {min}', description: 'Hint for a member who never deposited' });

/** Copy button, e.g. Copy Reference. */
export const COPY_TEXT = defineMessage<{ what: string }>({ id: 'deposit.copy', defaultMessage: 'Copy {what}', description: 'Copy button, e.g. Copy Reference' });

/** Link to the payment provider’s page. */
export const PAY_NOW_TEXT = defineMessage<{ method: string }>({ id: 'deposit.payNow', defaultMessage: 'Pay with {method}', description: 'Link to the payment provider’s page' });

/** Texts of the payment instructions: the QR Ph code, the receiving account, the store's payment code. */
export const INSTRUCTIONS_TEXT = defineMessages({
  qrTitle: { id: 'deposit.qrTitle', defaultMessage: 'Scan to pay', description: 'Heading over the QR Ph code of a waiting e-wallet deposit' },
  qrLoading: { id: 'deposit.qrLoading', defaultMessage: 'Preparing the QR code…', description: 'Shown in the QR code’s place while its code loads' },
  transferTitle: { id: 'deposit.transferTitle', defaultMessage: 'Send a bank transfer to', description: 'Heading over the receiving bank account of a waiting deposit' },
  bankName: { id: 'deposit.bankName', defaultMessage: 'Bank', description: 'Receiving account: the bank' },
  accountName: { id: 'deposit.accountName', defaultMessage: 'Account name', description: 'Receiving account: the name it is held in' },
  accountNumber: { id: 'deposit.accountNumber', defaultMessage: 'Account number', description: 'Receiving account: its number' },
  transferNote: {
    id: 'deposit.transferNote',
    defaultMessage: 'Send exactly the amount above from an account in your own name, and write the reference in the transfer’s notes.',
    description: 'Under the receiving bank account',
  },
  counterTitle: { id: 'deposit.counterTitle', defaultMessage: 'Pay at the store', description: 'Heading over the payment code of an over-the-counter deposit' },
  paymentCode: { id: 'deposit.paymentCode', defaultMessage: 'Payment code', description: 'Over-the-counter deposit: the code the cashier enters' },
  saveQr: { id: 'deposit.saveQr', defaultMessage: 'Save QR code', description: 'Saves the QR Ph code as a picture (to upload it in the e-wallet app)' },
  samePhoneNote: {
    id: 'deposit.samePhoneNote',
    defaultMessage: 'Paying from this phone? Save the code, then choose it with “Upload QR” in your e-wallet app.',
    description: 'Under the Save QR code button',
  },
  saveQrFailed: { id: 'deposit.saveQrFailed', defaultMessage: 'The QR code could not be saved. Take a screenshot instead.', description: 'Saving the QR code as a picture failed' },
  counterNote: { id: 'deposit.counterNote', defaultMessage: 'Show this code to the cashier and pay the exact amount above in cash.', description: 'Under the store payment code' },
});

/** Caption of the QR Ph code: scan it with the method's app or any QR Ph app. */
export const QR_CAPTION_TEXT = defineMessage<{ method: string }>({
  id: 'deposit.qrCaption',
  defaultMessage: 'Open {method} (or any bank or e-wallet app that reads QR Ph), scan this code and confirm the amount.',
  description: 'Under the QR Ph code of a waiting e-wallet deposit',
});

/** Accessible name of the QR code image. */
export const QR_LABEL_TEXT = defineMessage<{ method: string; amount: string }>({
  id: 'deposit.qrLabel',
  defaultMessage: 'QR Ph code to pay {amount} with {method}',
  description: 'Accessible name of the QR code image',
});
