import { defineMessage, defineMessages } from 'react-intl';
import type { TransactionType } from '@gp/stores';
import type { WalletTransaction } from '@gp/api-client';

/** Texts of the transactions screen. */
export const TRANSACTIONS_MESSAGES = defineMessages({
  filters: { id: 'transactions.filters', defaultMessage: 'Filter the transactions', description: 'Accessible name of the transactions’ filter group' },
  type: { id: 'transactions.type', defaultMessage: 'Type', description: 'Label of the transaction type picker' },
  list: { id: 'transactions.list', defaultMessage: 'Transactions', description: 'Accessible name of the list of ledger lines' },
  failed: { id: 'transactions.failed', defaultMessage: 'The transactions could not be loaded.', description: 'The transactions failed to load; shown with Try again' },
  pending: { id: 'transactions.status.pending', defaultMessage: 'Pending', description: 'A deposit awaiting payment or a withdrawal awaiting payout' },
  cancelled: { id: 'transactions.status.cancelled', defaultMessage: 'Cancelled', description: 'The debit of a withdrawal that was cancelled (its refund is its own line)' },
});

/** The picker's label of each type filter. */
export const TYPE_LABELS = defineMessages({
  all: { id: 'transactions.type.all', defaultMessage: 'All types', description: 'Transaction filter: every line' },
  deposit: { id: 'transactions.type.deposit', defaultMessage: 'Deposits', description: 'Transaction filter: deposits' },
  withdrawal: { id: 'transactions.type.withdrawal', defaultMessage: 'Withdrawals', description: 'Transaction filter: withdrawals and their refunds' },
  bet: { id: 'transactions.type.bet', defaultMessage: 'Bets', description: 'Transaction filter: bets and refunded bets' },
  payout: { id: 'transactions.type.payout', defaultMessage: 'Wins', description: 'Transaction filter: game payouts' },
  rebate: { id: 'transactions.type.rebate', defaultMessage: 'Rebates', description: 'Transaction filter: claimed rebates' },
  bonus: { id: 'transactions.type.bonus', defaultMessage: 'Promotions', description: 'Transaction filter: promotion bonuses, salaries, dividends and adjustments' },
  transfer: { id: 'transactions.type.transfer', defaultMessage: 'Transfers', description: 'Transaction filter: transfers in and out' },
} satisfies Record<TransactionType, unknown>);

/** The name of each kind of ledger line. */
export const KIND_LABELS = defineMessages({
  deposit: { id: 'transactions.kind.deposit', defaultMessage: 'Deposit', description: 'Ledger line: a deposit' },
  withdrawal: { id: 'transactions.kind.withdrawal', defaultMessage: 'Withdrawal', description: 'Ledger line: a withdrawal' },
  withdrawal_refund: { id: 'transactions.kind.withdrawalRefund', defaultMessage: 'Withdrawal returned', description: 'Ledger line: a cancelled withdrawal given back' },
  bet: { id: 'transactions.kind.bet', defaultMessage: 'Bet', description: 'Ledger line: a bet' },
  payout: { id: 'transactions.kind.payout', defaultMessage: 'Win', description: 'Ledger line: a game payout' },
  bet_refund: { id: 'transactions.kind.betRefund', defaultMessage: 'Bet refunded', description: 'Ledger line: a cancelled bet given back' },
  rebate: { id: 'transactions.kind.rebate', defaultMessage: 'Rebate', description: 'Ledger line: a claimed rebate' },
  transfer_in: { id: 'transactions.kind.transferIn', defaultMessage: 'Transfer in', description: 'Ledger line: money transferred to the player' },
  transfer_out: { id: 'transactions.kind.transferOut', defaultMessage: 'Transfer out', description: 'Ledger line: money the player transferred away' },
  bonus: { id: 'transactions.kind.bonus', defaultMessage: 'Promotion bonus', description: 'Ledger line: a promotion bonus' },
  salary: { id: 'transactions.kind.salary', defaultMessage: 'Salary', description: 'Ledger line: an agent’s salary' },
  dividend: { id: 'transactions.kind.dividend', defaultMessage: 'Dividend', description: 'Ledger line: an agent’s dividend' },
  adjustment: { id: 'transactions.kind.adjustment', defaultMessage: 'Adjustment', description: 'Ledger line: a correction by the operator' },
} satisfies Record<WalletTransaction['kind'], unknown>);

/** The balance after a ledger line. */
export const BALANCE_AFTER_MESSAGE = defineMessage<{ balance: string }>({ id: 'transactions.balanceAfter', defaultMessage: 'Balance {balance}', description: 'The balance after a ledger line' });
