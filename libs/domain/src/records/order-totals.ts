/** What the totals of a game order need from it (the contract's PlayOrder has these fields). */
export interface OrderAmounts {
  readonly stakeMinor: number;
  readonly refundedMinor: number;
  readonly winMinor: number;
  readonly status: 'pending' | 'settled' | 'cancelled';
}

/**
 * The totals of a list of game orders: `betMinor` what stays staked (stakes less refunds of
 * cancelled sub-orders), `validBetMinor` the part of it that is settled (a pending or cancelled
 * bet is not valid yet), `winMinor` what was paid out, and `profitLossMinor` wins less valid bets
 * (positive when the player is ahead). All in minor units.
 */
export interface OrderTotals {
  readonly count: number;
  readonly betMinor: number;
  readonly validBetMinor: number;
  readonly winMinor: number;
  readonly profitLossMinor: number;
}

/** Totals with nothing in them. */
export const NO_ORDER_TOTALS: OrderTotals = { count: 0, betMinor: 0, validBetMinor: 0, winMinor: 0, profitLossMinor: 0 };

/** The bet, valid bet, win and profit or loss of one order. */
export function orderTotalsOf(order: OrderAmounts): OrderTotals {
  const betMinor = order.stakeMinor - order.refundedMinor;
  const validBetMinor = order.status === 'settled' ? betMinor : 0;
  const winMinor = order.winMinor;
  return { count: 1, betMinor, validBetMinor, winMinor, profitLossMinor: order.status === 'settled' ? winMinor - validBetMinor : 0 };
}

/** The totals of many orders (integer sums, so never off by a centavo). */
export function sumOrderTotals(orders: Iterable<OrderAmounts>): OrderTotals {
  let totals = NO_ORDER_TOTALS;
  for (const order of orders) {
    const one = orderTotalsOf(order);
    totals = {
      count: totals.count + 1,
      betMinor: totals.betMinor + one.betMinor,
      validBetMinor: totals.validBetMinor + one.validBetMinor,
      winMinor: totals.winMinor + one.winMinor,
      profitLossMinor: totals.profitLossMinor + one.profitLossMinor,
    };
  }
  return totals;
}
