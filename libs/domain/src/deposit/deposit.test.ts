import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_MINOR } from '../money/amount-input';
import { depositFeeMinor, depositTotalMinor, feeBasisPointsOf } from './deposit-fee';
import { checkDepositAmount, depositAmountMessageId, depositPresets, depositRange } from './deposit-limits';
import { depositUnavailability, groupDepositMethods, isWithinServiceHours } from './deposit-methods';
import { depositRecordStatus, depositReference, expiryCountdown } from './deposit-status';

const GCASH = { minMinor: 10_000, maxMinor: 5_000_000 };
/** 2026-03-10 at hh:mm in Manila (UTC+8). */
const manila = (hh: number, mm = 0) => Date.UTC(2026, 2, 10, hh - 8, mm);

describe('depositFeeMinor', () => {
  it('charges the percent, rounded half up to a centavo', () => {
    expect(depositFeeMinor(200_000, 1.5)).toBe(3_000);
    expect(depositFeeMinor(10_000, 0)).toBe(0);
    expect(depositFeeMinor(33, 1.5)).toBe(0);
    expect(depositFeeMinor(34, 1.5)).toBe(1);
    expect(depositFeeMinor(100, 0.5)).toBe(1);
    expect(depositTotalMinor(200_000, 1.5)).toBe(203_000);
    expect(feeBasisPointsOf(1.5)).toBe(150);
  });

  it('is exact integer arithmetic for every amount and fee, and never decreases with the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INPUT_MINOR - 1 }), fc.integer({ min: 0, max: 1_000 }), (amount, basisPoints) => {
        const fee = depositFeeMinor(amount, basisPoints / 100);
        const exact = (BigInt(amount) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n;
        expect(BigInt(fee)).toBe(exact);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(depositFeeMinor(amount + 1, basisPoints / 100)).toBeGreaterThanOrEqual(fee);
        expect(depositTotalMinor(amount, basisPoints / 100)).toBe(amount + fee);
      }),
    );
  });
});

describe('depositRange and checkDepositAmount', () => {
  it('raises the minimum for a first deposit only', () => {
    expect(depositRange(GCASH, { firstDeposit: true, firstDepositMinMinor: 30_000 })).toEqual({ minMinor: 30_000, maxMinor: 5_000_000 });
    expect(depositRange(GCASH, { firstDeposit: false, firstDepositMinMinor: 30_000 })).toEqual(GCASH);
    expect(depositRange({ minMinor: 50_000, maxMinor: 100_000 }, { firstDeposit: true, firstDepositMinMinor: 30_000 }).minMinor).toBe(50_000);
  });

  it('reads the typed amount strictly and checks the range', () => {
    expect(checkDepositAmount('500', GCASH)).toEqual({ kind: 'ok', minor: 50_000 });
    expect(checkDepositAmount('99.99', GCASH)).toEqual({ kind: 'belowMin', minor: 9_999 });
    expect(checkDepositAmount('50,000.01', GCASH)).toEqual({ kind: 'aboveMax', minor: 5_000_001 });
    expect(checkDepositAmount('1.234', GCASH)).toEqual({ kind: 'invalid', problem: 'tooManyDecimals' });
    expect(checkDepositAmount('', GCASH)).toEqual({ kind: 'invalid', problem: 'empty' });
    expect(checkDepositAmount('-5', GCASH)).toEqual({ kind: 'invalid', problem: 'notANumber' });
    expect(checkDepositAmount('1.000,50', GCASH, 'pt')).toEqual({ kind: 'ok', minor: 100_050 });
  });

  it('names the message under the amount field', () => {
    const messages = ['', 'abc', '1.234', '99', '50001', '500'].map((text) => depositAmountMessageId(checkDepositAmount(text, GCASH)));
    expect(messages).toEqual(['deposit.amountEmpty', 'deposit.amountInvalid', 'deposit.amountDecimals', 'deposit.amountBelowMin', 'deposit.amountAboveMax', null]);
  });

  it('accepts exactly the amounts inside the range, first deposit or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 500_000 }),
        (min, span, amount, firstDeposit, firstDepositMinMinor) => {
          const range = depositRange({ minMinor: min, maxMinor: min + span }, { firstDeposit, firstDepositMinMinor });
          const check = checkDepositAmount(`${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`, range);
          const inside = amount >= min && amount <= min + span && (!firstDeposit || amount >= firstDepositMinMinor);
          expect(check.kind === 'ok').toBe(inside);
          if (check.kind !== 'invalid') expect(check.minor).toBe(amount);
        },
      ),
    );
  });

  it('offers the presets inside the range', () => {
    expect(depositPresets(GCASH)).toEqual([10_000, 30_000, 50_000, 100_000, 300_000, 500_000, 1_000_000, 5_000_000]);
    expect(depositPresets({ minMinor: 50_000, maxMinor: 1_000_000 })).toEqual([50_000, 100_000, 300_000, 500_000, 1_000_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (min, span) => {
        const range = { minMinor: min, maxMinor: min + span };
        for (const preset of depositPresets(range)) expect(checkDepositAmount(String(preset / 100), range).kind).toBe('ok');
      }),
    );
  });
});

describe('availability and groups', () => {
  it('knows service hours in Manila time, across midnight too', () => {
    const day = { opensAt: '06:00', closesAt: '22:00' };
    expect(isWithinServiceHours(day, manila(6))).toBe(true);
    expect(isWithinServiceHours(day, manila(21, 59))).toBe(true);
    expect(isWithinServiceHours(day, manila(22))).toBe(false);
    expect(isWithinServiceHours(day, manila(5, 59))).toBe(false);
    const night = { opensAt: '22:00', closesAt: '02:00' };
    expect(isWithinServiceHours(night, manila(23))).toBe(true);
    expect(isWithinServiceHours(night, manila(1, 30))).toBe(true);
    expect(isWithinServiceHours(night, manila(12))).toBe(false);
    expect(isWithinServiceHours({ opensAt: '00:00', closesAt: '00:00' }, manila(3))).toBe(true);
  });

  it('is open in exactly the minutes between opening and closing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (open, close, minute) => {
        const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const at = Date.UTC(2026, 2, 10) - 8 * 3_600_000 + minute * 60_000;
        const inside = open === close || (open < close ? minute >= open && minute < close : minute >= open || minute < close);
        expect(isWithinServiceHours({ opensAt: hhmm(open), closesAt: hhmm(close) }, at)).toBe(inside);
      }),
    );
  });

  it('says why a method is unavailable', () => {
    const hours = { opensAt: '06:00', closesAt: '22:00' };
    expect(depositUnavailability({ enabled: false, serviceHours: null }, manila(12))).toBe('off');
    expect(depositUnavailability({ enabled: true, serviceHours: hours }, manila(23))).toBe('outOfHours');
    expect(depositUnavailability({ enabled: true, serviceHours: hours }, manila(12))).toBeNull();
    expect(depositUnavailability({ enabled: true, serviceHours: null }, manila(3))).toBeNull();
  });

  it('puts the last used method first, then the others by kind', () => {
    const methods = [
      { code: 'GCASH', kind: 'ewallet' },
      { code: 'BDO', kind: 'bank' },
      { code: 'MAYA', kind: 'ewallet' },
      { code: 'CLIQQ', kind: 'otc' },
    ];
    const codes = (lastUsed: string | null) => groupDepositMethods(methods, lastUsed).map((group) => [group.key, group.methods.map((m) => m.code)]);
    expect(codes(null)).toEqual([['ewallet', ['GCASH', 'MAYA']], ['bank', ['BDO']], ['otc', ['CLIQQ']]]);
    expect(codes('MAYA')).toEqual([['lastUsed', ['MAYA']], ['ewallet', ['GCASH']], ['bank', ['BDO']], ['otc', ['CLIQQ']]]);
    expect(codes('GONE')).toEqual(codes(null));
  });
});

describe('deposit status', () => {
  it('names the statuses for the record, counts down and writes the reference', () => {
    expect(['pending', 'paid', 'expired', 'cancelled'].map((s) => depositRecordStatus(s as 'paid'))).toEqual(['waiting', 'paid', 'expired', 'failed']);
    expect(expiryCountdown(1_000 + 30 * 60_000, 1_000)).toBe('30:00');
    expect(expiryCountdown(61_001, 0)).toBe('01:02');
    expect(expiryCountdown(0, 5_000)).toBe('00:00');
    expect(depositReference(123)).toBe('D00000123');
  });
});
