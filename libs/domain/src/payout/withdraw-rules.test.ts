import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  turnoverLeftMinor,
  turnoverRequiredMinor,
  withdrawAllowanceLeft,
  withdrawAllowanceProblem,
  withdrawAllowanceResetsAt,
  withdrawalFeeMinor,
  type WithdrawRules,
} from './withdraw-rules';

/** Three a day up to ₱100,000; the first free, then ₱15 plus 0.5 %, at most ₱250. */
const RULES: WithdrawRules = {
  maxCountPerDay: 3,
  maxAmountPerDayMinor: 10_000_000,
  freePerDay: 1,
  feeFixedMinor: 1_500,
  feeBasisPoints: 50,
  feeCapMinor: 25_000,
  turnoverBasisPoints: 10_000,
};

describe('withdrawAllowanceLeft', () => {
  it('is what the day allows less what was withdrawn today, never below 0', () => {
    expect(withdrawAllowanceLeft(RULES, { count: 0, amountMinor: 0 })).toEqual({ countLeft: 3, amountLeftMinor: 10_000_000 });
    expect(withdrawAllowanceLeft(RULES, { count: 2, amountMinor: 4_000_000 })).toEqual({ countLeft: 1, amountLeftMinor: 6_000_000 });
    expect(withdrawAllowanceLeft(RULES, { count: 5, amountMinor: 12_000_000 })).toEqual({ countLeft: 0, amountLeftMinor: 0 });
  });
});

describe('withdrawalFeeMinor', () => {
  it('is 0 while free withdrawals are left, then the fixed part plus the percentage, capped', () => {
    expect(withdrawalFeeMinor(50_000, RULES, { count: 0, amountMinor: 0 })).toBe(0);
    // ₱500: ₱15 + ₱2.50.
    expect(withdrawalFeeMinor(50_000, RULES, { count: 1, amountMinor: 50_000 })).toBe(1_750);
    // ₱101.01 at 0.5 % is ₱0.505 → ₱0.51 (half up).
    expect(withdrawalFeeMinor(10_101, RULES, { count: 1, amountMinor: 0 })).toBe(1_551);
    // ₱50,000 would be ₱265: capped at ₱250.
    expect(withdrawalFeeMinor(5_000_000, RULES, { count: 2, amountMinor: 0 })).toBe(25_000);
    expect(withdrawalFeeMinor(5_000_000, { ...RULES, feeCapMinor: 0 }, { count: 2, amountMinor: 0 })).toBe(26_500);
  });

  it('never goes below the fixed part nor above the cap, and grows with the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10 }), (amount, more, count) => {
        const usage = { count, amountMinor: 0 };
        const fee = withdrawalFeeMinor(amount, RULES, usage);
        if (count < RULES.freePerDay) {
          expect(fee).toBe(0);
        } else {
          expect(fee).toBeGreaterThanOrEqual(RULES.feeFixedMinor);
          expect(fee).toBeLessThanOrEqual(RULES.feeCapMinor);
          expect(Number.isInteger(fee)).toBe(true);
          expect(withdrawalFeeMinor(amount + more, RULES, usage)).toBeGreaterThanOrEqual(fee);
        }
      }),
    );
  });
});

describe('withdrawAllowanceProblem', () => {
  it('refuses when no withdrawal is left today or the amount passes what is left', () => {
    expect(withdrawAllowanceProblem(100, { countLeft: 0, amountLeftMinor: 1_000 })).toBe('noWithdrawalsLeft');
    expect(withdrawAllowanceProblem(1_001, { countLeft: 1, amountLeftMinor: 1_000 })).toBe('overDailyAmount');
    expect(withdrawAllowanceProblem(1_000, { countLeft: 1, amountLeftMinor: 1_000 })).toBeNull();
  });

  it('takes an amount exactly when a withdrawal is left and the amount fits what is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1_000_000 }), (amount, countLeft, amountLeftMinor) => {
        const problem = withdrawAllowanceProblem(amount, { countLeft, amountLeftMinor });
        expect(problem === null).toBe(countLeft > 0 && amount <= amountLeftMinor);
      }),
    );
  });
});

describe('withdrawAllowanceResetsAt', () => {
  it('is the next midnight in Manila (16:00 UTC)', () => {
    expect(withdrawAllowanceResetsAt(Date.UTC(2026, 10, 27, 15, 59))).toBe(Date.UTC(2026, 10, 27, 16, 0));
    expect(withdrawAllowanceResetsAt(Date.UTC(2026, 10, 27, 16, 0))).toBe(Date.UTC(2026, 10, 28, 16, 0));
  });
});

describe('turnover', () => {
  it('asks the deposits times the basis points, half up, and is left until the bets reach it', () => {
    expect(turnoverRequiredMinor(200_000, RULES)).toBe(200_000);
    expect(turnoverRequiredMinor(100_001, { turnoverBasisPoints: 15_000 })).toBe(150_002);
    expect(turnoverRequiredMinor(200_000, { turnoverBasisPoints: 0 })).toBe(0);
    expect(turnoverLeftMinor({ requiredMinor: 200_000, countedMinor: 50_000 })).toBe(150_000);
    expect(turnoverLeftMinor({ requiredMinor: 200_000, countedMinor: 250_000 })).toBe(0);
  });

  it('is never negative, and nothing is left exactly when the bets reach what is asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 200_000_000 }), (deposits, basisPoints, counted) => {
        const requiredMinor = turnoverRequiredMinor(deposits, { turnoverBasisPoints: basisPoints });
        const left = turnoverLeftMinor({ requiredMinor, countedMinor: counted });
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left === 0).toBe(counted >= requiredMinor);
      }),
    );
  });
});
