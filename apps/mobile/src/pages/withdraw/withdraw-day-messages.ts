import { defineMessage, defineMessages } from 'react-intl';

/** The day's allowance and the fee, in the summary and under the amount. */
export const WITHDRAW_DAY_MESSAGES = defineMessages({
  countLeft: { id: 'withdraw.countLeft', defaultMessage: 'Withdrawals left today', description: 'Withdraw: how many more withdrawals the merchant allows today (Manila day)' },
  amountLeft: { id: 'withdraw.amountLeft', defaultMessage: 'Amount left today', description: 'Withdraw: how much more the merchant allows to withdraw today' },
  feeFree: { id: 'withdraw.feeFree', defaultMessage: 'Withdrawals are free of charge.', description: 'Withdraw: the merchant charges no withdrawal fee' },
  feePreview: { id: 'withdraw.feePreview', defaultMessage: 'Fee', description: 'Withdraw: label of the fee of the amount typed' },
  feeNone: { id: 'withdraw.feeNone', defaultMessage: 'Free', description: 'Withdraw: this withdrawal pays no fee' },
  receive: { id: 'withdraw.receive', defaultMessage: 'You receive', description: 'Withdraw: what will be paid out after the fee' },
  turnoverLeft: {
    id: 'withdraw.turnoverLeft',
    defaultMessage: 'Bets still needed',
    description: 'Withdraw: how much more must be wagered before a withdrawal (the deposits since the last withdrawal ask for it)',
  },
  turnoverDone: { id: 'withdraw.turnoverDone', defaultMessage: 'None', description: 'Withdraw: no more bets are needed before a withdrawal' },
  turnoverCounted: { id: 'withdraw.turnoverCounted', defaultMessage: 'Counted so far', description: 'Withdraw: heading of the bets counted towards the wagering, by game type' },
  turnoverNothingCounted: {
    id: 'withdraw.turnoverNothingCounted',
    defaultMessage: 'No bets counted yet since your last withdrawal.',
    description: 'Withdraw: no real-money bet placed since the last withdrawal',
  },
  playMore: { id: 'withdraw.playMore', defaultMessage: 'Play more', description: 'Withdraw: link to the game centre to place the bets still needed' },
});

/** Withdrawals left today out of the day's number. */
export const COUNT_LEFT_VALUE = defineMessage<{ left: number; max: number }>({
  id: 'withdraw.countLeftValue',
  defaultMessage: '{left} of {max}',
  description: 'Withdraw: withdrawals left today out of the daily number; {left} and {max} are whole numbers',
});

/** The merchant's fee rule in words. */
export const FEE_RULE = defineMessage<{ free: number; fee: string }>({
  id: 'withdraw.feeRule',
  defaultMessage:
    '{free, plural, =0 {Fee per withdrawal: {fee}.} one {Your first withdrawal each day is free; after that the fee is {fee}.} other {Your first # withdrawals each day are free; after that the fee is {fee}.}}',
  description: 'Withdraw: the merchant fee rule; {free} is how many withdrawals a day are free, {fee} the fee ("₱15.00 + 0.5%", "₱10.00")',
});

/** A fee with its cap. */
export const FEE_CAPPED = defineMessage<{ fee: string; cap: string }>({
  id: 'withdraw.feeCapped',
  defaultMessage: '{fee}, at most {cap}',
  description: 'Withdraw: a fee with its cap; {fee} like "₱15.00 + 0.5%", {cap} is money',
});

/** The fee a withdrawal paid, in the lists. */
export const WITHDRAWAL_FEE = defineMessage<{ fee: string }>({
  id: 'withdraw.feeCharged',
  defaultMessage: 'Fee {fee}',
  description: 'Withdraw: the fee taken from a withdrawal, in the lists; {fee} is money',
});

/** How much of the wagering asked is counted, in the summary. */
export const TURNOVER_PROGRESS = defineMessage<{ counted: string; required: string }>({
  id: 'withdraw.turnoverProgress',
  defaultMessage: '{counted} of {required} in bets since your last withdrawal',
  description: 'Withdraw: bets counted towards the wagering the deposits ask for; both are money',
});

/** The bets counted in one game type. */
export const TURNOVER_IN_CATEGORY = defineMessage<{ category: string; amount: string }>({
  id: 'withdraw.turnoverInCategory',
  defaultMessage: '{category}: {amount}',
  description: 'Withdraw: the bets counted in one game type; {category} is its name ("Slots"), {amount} money',
});
