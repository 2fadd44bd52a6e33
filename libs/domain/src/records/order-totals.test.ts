import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NO_ORDER_TOTALS, orderTotalsOf, sumOrderTotals, type OrderAmounts } from './order-totals';

describe('orderTotalsOf', () => {
  it('counts a settled order’s stake less refunds as valid and its win against it', () => {
    expect(orderTotalsOf({ stakeMinor: 300, refundedMinor: 100, winMinor: 500, status: 'settled' })).toEqual({
      count: 1,
      betMinor: 200,
      validBetMinor: 200,
      winMinor: 500,
      profitLossMinor: 300,
    });
  });

  it('counts a pending bet, but not as valid and with no profit or loss yet', () => {
    expect(orderTotalsOf({ stakeMinor: 300, refundedMinor: 0, winMinor: 0, status: 'pending' })).toEqual({
      count: 1,
      betMinor: 300,
      validBetMinor: 0,
      winMinor: 0,
      profitLossMinor: 0,
    });
  });

  it('leaves nothing of a cancelled order but its count', () => {
    expect(orderTotalsOf({ stakeMinor: 300, refundedMinor: 300, winMinor: 0, status: 'cancelled' })).toEqual({ ...NO_ORDER_TOTALS, count: 1 });
  });
});

describe('sumOrderTotals', () => {
  const order: fc.Arbitrary<OrderAmounts> = fc
    .record({ stakeMinor: fc.integer({ min: 1, max: 10_000_000 }), winMinor: fc.integer({ min: 0, max: 1_000_000_000 }), status: fc.constantFrom('pending', 'settled', 'cancelled') as fc.Arbitrary<OrderAmounts['status']> })
    .chain((o) => fc.integer({ min: 0, max: o.stakeMinor }).map((refundedMinor) => ({ ...o, refundedMinor: o.status === 'cancelled' ? o.stakeMinor : refundedMinor })));

  it('is nothing for no orders', () => {
    expect(sumOrderTotals([])).toEqual(NO_ORDER_TOTALS);
  });

  it('adds up exactly, whatever the order, with profit and loss equal to wins of settled orders less valid bets', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 40 }), (orders) => {
        const totals = sumOrderTotals(orders);
        expect(sumOrderTotals([...orders].reverse())).toEqual(totals);
        expect(totals.count).toBe(orders.length);
        expect(totals.validBetMinor).toBeLessThanOrEqual(totals.betMinor);
        expect(totals.validBetMinor).toBeGreaterThanOrEqual(0);
        const settledWins = orders.filter((o) => o.status === 'settled').reduce((sum, o) => sum + o.winMinor, 0);
        expect(totals.profitLossMinor).toBe(settledWins - totals.validBetMinor);
        expect(Number.isSafeInteger(totals.profitLossMinor)).toBe(true);
      }),
    );
  });
});
