import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText } from '../money/amount-input';
import { checkWithdrawAmount } from './withdraw-amount';

const GCASH = { minMinor: 10_000, maxMinor: 5_000_000, availableMinor: 1_000_000 };

describe('checkWithdrawAmount', () => {
  it('reads a typed amount and checks it against the method limits and the balance', () => {
    expect(checkWithdrawAmount('500', GCASH)).toEqual({ ok: true, minor: 50_000 });
    expect(checkWithdrawAmount('', GCASH)).toEqual({ ok: false, problem: 'empty' });
    expect(checkWithdrawAmount('-5', GCASH)).toEqual({ ok: false, problem: 'notANumber' });
    expect(checkWithdrawAmount('100.005', GCASH)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(checkWithdrawAmount('99.99', GCASH)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkWithdrawAmount('50000.01', { ...GCASH, availableMinor: 10_000_000 })).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkWithdrawAmount('10000.01', GCASH)).toEqual({ ok: false, problem: 'overAvailable' });
    expect(checkWithdrawAmount('1.000,50', GCASH, 'pt')).toEqual({ ok: true, minor: 100_050 });
  });

  it('refuses once no withdrawal is left today, and an amount beyond what is left of the day', () => {
    expect(checkWithdrawAmount('500', { ...GCASH, allowance: { countLeft: 0, amountLeftMinor: 1_000_000 } })).toEqual({ ok: false, problem: 'noWithdrawalsLeft' });
    expect(checkWithdrawAmount('', { ...GCASH, allowance: { countLeft: 0, amountLeftMinor: 1_000_000 } })).toEqual({ ok: false, problem: 'noWithdrawalsLeft' });
    expect(checkWithdrawAmount('500.01', { ...GCASH, allowance: { countLeft: 2, amountLeftMinor: 50_000 } })).toEqual({ ok: false, problem: 'overDailyAmount' });
    expect(checkWithdrawAmount('500', { ...GCASH, allowance: { countLeft: 1, amountLeftMinor: 50_000 } })).toEqual({ ok: true, minor: 50_000 });
  });

  it('refuses any amount while wagering is still asked', () => {
    expect(checkWithdrawAmount('500', { ...GCASH, turnoverLeftMinor: 1 })).toEqual({ ok: false, problem: 'turnoverNotMet' });
    expect(checkWithdrawAmount('500', { ...GCASH, turnoverLeftMinor: 0 })).toEqual({ ok: true, minor: 50_000 });
  });

  it('accepts an amount exactly when it lies between the minimum and the lesser of the maximum and the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (amount, min, span, available) => {
          const limits = { minMinor: min, maxMinor: min + span, availableMinor: available };
          const result = checkWithdrawAmount(amountInputText(amount), limits);
          const allowed = amount >= min && amount <= min + span && amount <= available;
          expect(result.ok).toBe(allowed);
          if (result.ok) expect(result.minor).toBe(amount);
        },
      ),
    );
  });
});
