import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the game record screen (the dialog and toast its model raises are in the domain's catalogue). */
export const GAME_RECORD_MESSAGES = defineMessages({
  filters: { id: 'gameRecord.filters', defaultMessage: 'Filter the records', description: 'Accessible name of the game record’s filter group' },
  category: { id: 'gameRecord.category', defaultMessage: 'Game type', description: 'Label of the game category picker of the game record' },
  allCategories: { id: 'gameRecord.allCategories', defaultMessage: 'All games', description: 'The game record’s category choice that lists every game' },
  timeBy: { id: 'gameRecord.timeBy', defaultMessage: 'Time', description: 'Label of the picker choosing bet time or settle time' },
  betTime: { id: 'gameRecord.betTime', defaultMessage: 'Bet time', description: 'Lists orders by the time the bet was placed' },
  settleTime: { id: 'gameRecord.settleTime', defaultMessage: 'Settle time', description: 'Lists orders by the time they were settled' },
  list: { id: 'gameRecord.list', defaultMessage: 'Orders', description: 'Accessible name of the list of game orders' },
  failed: { id: 'gameRecord.failed', defaultMessage: 'The game records could not be loaded.', description: 'The game record’s list failed to load; shown with Try again' },
  totals: { id: 'gameRecord.totals', defaultMessage: 'Totals of the period', description: 'Heading of the totals of the listed orders' },
  bet: { id: 'gameRecord.bet', defaultMessage: 'Bet', description: 'Total or amount staked' },
  validBet: { id: 'gameRecord.validBet', defaultMessage: 'Valid bet', description: 'Total of settled stakes (valid bets)' },
  win: { id: 'gameRecord.win', defaultMessage: 'Win', description: 'Total or amount paid out' },
  profitLoss: { id: 'gameRecord.profitLoss', defaultMessage: 'Profit and loss', description: 'Wins less valid bets' },
  pending: { id: 'gameRecord.status.pending', defaultMessage: 'Pending', description: 'An order whose result is not known yet' },
  settled: { id: 'gameRecord.status.settled', defaultMessage: 'Settled', description: 'An order whose result is known' },
  cancelled: { id: 'gameRecord.status.cancelled', defaultMessage: 'Cancelled', description: 'An order whose bet was cancelled and refunded' },
  won: { id: 'gameRecord.status.won', defaultMessage: 'Won', description: 'A lottery number that won' },
  lost: { id: 'gameRecord.status.lost', defaultMessage: 'Lost', description: 'A lottery number that did not win' },
  detail: { id: 'gameRecord.detail', defaultMessage: 'Order details', description: 'Title of an order’s detail when it has not loaded yet' },
  detailFailed: { id: 'gameRecord.detailFailed', defaultMessage: 'The order could not be loaded.', description: 'An order’s detail failed to load; shown with Try again' },
  orderNo: { id: 'gameRecord.orderNo', defaultMessage: 'Order no.', description: 'Label of an order’s number' },
  placed: { id: 'gameRecord.placed', defaultMessage: 'Placed', description: 'Label of the time an order was placed' },
  settledAt: { id: 'gameRecord.settledAt', defaultMessage: 'Settled at', description: 'Label of the time an order was settled' },
  status: { id: 'gameRecord.status', defaultMessage: 'Status', description: 'Label of an order’s status' },
  refunded: { id: 'gameRecord.refunded', defaultMessage: 'Refunded', description: 'Label of the stake given back by cancelled numbers' },
  reels: { id: 'gameRecord.reels', defaultMessage: 'Reels', description: 'Label of a slot spin’s symbols' },
  draw: { id: 'gameRecord.draw', defaultMessage: 'Draw', description: 'Label of a lottery order’s draw number' },
  drawAt: { id: 'gameRecord.drawAt', defaultMessage: 'Draw time', description: 'Label of the time of a lottery draw' },
  result: { id: 'gameRecord.result', defaultMessage: 'Result', description: 'Label of a lottery draw’s result' },
  winningNumber: { id: 'gameRecord.winningNumber', defaultMessage: 'Winning number', description: 'Label of a lottery draw’s winning number' },
  notDrawn: { id: 'gameRecord.notDrawn', defaultMessage: 'Not drawn yet', description: 'A lottery draw whose result is not known yet' },
  numbers: { id: 'gameRecord.numbers', defaultMessage: 'Numbers', description: 'Heading of a lottery order’s numbers (sub-orders)' },
  number: { id: 'gameRecord.number', defaultMessage: 'Number', description: 'Column of a lottery number' },
  cancel: { id: 'gameRecord.cancel', defaultMessage: 'Cancel pending numbers', description: 'Button that cancels a lottery order’s pending numbers (asks first)' },
  cancelling: { id: 'gameRecord.cancelling', defaultMessage: 'Cancelling…', description: 'The cancel button while the cancel is sent' },
  cancelFailed: { id: 'gameRecord.cancelFailed', defaultMessage: 'The bet could not be cancelled.', description: 'A lottery cancel that failed; its reason follows' },
  close: { id: 'gameRecord.close', defaultMessage: 'Close', description: 'Closes an order’s detail' },
});

/** The number of orders in the totals. */
export const ORDER_COUNT_MESSAGE = defineMessage<{ count: number }>({ id: 'gameRecord.orderCount', defaultMessage: '{count, plural, one {# order} other {# orders}}', description: 'Number of orders in the totals' });

/** The accessible name of an order line: its number and game. */
export const OPEN_ORDER_MESSAGE = defineMessage<{ orderId: number; game: string }>({ id: 'gameRecord.openOrder', defaultMessage: 'Order {orderId}, {game}', description: 'Accessible name of an order line that opens its detail' });

/** An order line's bet or win: its label and amount. */
export const LINE_AMOUNT_MESSAGE = defineMessage<{ label: string; amount: string }>({
  id: 'gameRecord.lineAmount',
  defaultMessage: '{label} {amount}',
  description: 'An order line’s bet or win: the label (Bet, Win) and the amount',
});

/** An order line's time and status. */
export const LINE_WHEN_MESSAGE = defineMessage<{ time: string; status: string }>({
  id: 'gameRecord.lineWhen',
  defaultMessage: '{time} · {status}',
  description: 'An order line’s time and status',
});
