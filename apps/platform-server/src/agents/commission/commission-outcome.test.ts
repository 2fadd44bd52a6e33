import { describe, expect, it } from 'vitest';
import { commissionOf } from './commission-outcome';

const terms = { rateBasisPoints: 1_234, minTurnoverMinor: 10_000, minActiveMembers: 2 };
const base = (turnoverMinor: number, payoutMinor: number, activeMembers: number) => ({
  turnoverMinor,
  payoutMinor,
  netLossMinor: Math.max(0, turnoverMinor - payoutMinor),
  activeMembers,
});

describe('a period of commission', () => {
  it('pays a salary on the turnover and a dividend on the net loss, rounded down to a minor unit', () => {
    expect(commissionOf('daily_salary', terms, base(20_001, 50_000, 2))).toEqual({ basisMinor: 20_001, outcome: 'paid', amountMinor: 2_468 });
    expect(commissionOf('dividend', terms, base(20_000, 7_000, 3))).toEqual({ basisMinor: 13_000, outcome: 'paid', amountMinor: 1_604 });
  });

  it('names the first condition that fails, and pays nothing', () => {
    expect(commissionOf('hourly_salary', terms, base(9_999, 0, 1))).toEqual({ basisMinor: 9_999, outcome: 'below_turnover', amountMinor: 0 });
    expect(commissionOf('daily_salary', terms, base(10_000, 0, 1))).toEqual({ basisMinor: 10_000, outcome: 'too_few_active', amountMinor: 0 });
    expect(commissionOf('dividend', terms, base(10_000, 10_000, 2))).toEqual({ basisMinor: 0, outcome: 'no_net_loss', amountMinor: 0 });
    expect(commissionOf('daily_salary', terms, base(10_000, 10_000, 2)).outcome).toBe('paid');
  });
});
