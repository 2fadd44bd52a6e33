import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPayoutAccountName,
  isPayoutAccountNumber,
  MAX_PAYOUT_ACCOUNTS_PER_METHOD,
  normalizePayoutAccountNumber,
  PAYOUT_METHOD_CODES,
  payoutAccountErrors,
  payoutAccountRoom,
} from './payout-accounts';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

describe('payout account numbers', () => {
  it('takes an e-wallet mobile number 09XXXXXXXXX and a bank number of 10 to 16 digits', () => {
    expect(isPayoutAccountNumber('gcash', '09171234567')).toBe(true);
    expect(isPayoutAccountNumber('maya', '09171234567')).toBe(true);
    expect(isPayoutAccountNumber('gcash', '9171234567')).toBe(false);
    expect(isPayoutAccountNumber('gcash', '091712345678')).toBe(false);
    expect(isPayoutAccountNumber('bank', '1234567890')).toBe(true);
    expect(isPayoutAccountNumber('bank', '123456789')).toBe(false);
    expect(isPayoutAccountNumber('bank', '12345678901234567')).toBe(false);
    expect(isPayoutAccountNumber('bank', '12345a7890')).toBe(false);
  });

  it('accepts a bank number exactly when it has 10 to 16 digits', () => {
    fc.assert(
      fc.property(digits(1, 24), (number) => {
        expect(isPayoutAccountNumber('bank', number)).toBe(number.length >= 10 && number.length <= 16);
      }),
    );
  });

  it('accepts an e-wallet number exactly when it is 09 and nine digits', () => {
    fc.assert(
      fc.property(digits(1, 14), fc.constantFrom<'gcash' | 'maya'>('gcash', 'maya'), (number, method) => {
        expect(isPayoutAccountNumber(method, number)).toBe(number.length === 11 && number.startsWith('09'));
      }),
    );
  });

  it('drops the spaces and dashes of a grouped number, and nothing else', () => {
    expect(normalizePayoutAccountNumber('0917 123-4567')).toBe('09171234567');
    fc.assert(
      fc.property(digits(0, 20), (number) => {
        expect(normalizePayoutAccountNumber(number.split('').join(' '))).toBe(number);
      }),
    );
  });
});

describe('payoutAccountRoom', () => {
  it('is what is left of the limit per method, never below zero', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYOUT_METHOD_CODES), { maxLength: 12 }), fc.constantFrom(...PAYOUT_METHOD_CODES), (methods, method) => {
        const saved = methods.map((payoutMethod) => ({ payoutMethod }));
        const same = methods.filter((m) => m === method).length;
        expect(payoutAccountRoom(saved, method)).toBe(Math.max(0, MAX_PAYOUT_ACCOUNTS_PER_METHOD - same));
      }),
    );
    expect(payoutAccountRoom([], 'gcash', 1)).toBe(1);
  });
});

describe('payoutAccountErrors', () => {
  it('names each broken field in form order', () => {
    expect(payoutAccountErrors({ payoutMethod: 'gcash', accountNumber: '0917 123 4567', accountName: 'Juan Dela Cruz', bankCode: '' })).toEqual([]);
    expect(payoutAccountErrors({ payoutMethod: 'bank', accountNumber: '123', accountName: ' J ', bankCode: '' })).toEqual(['bankCode', 'accountNumber', 'accountName']);
    expect(payoutAccountErrors({ payoutMethod: 'bank', accountNumber: '1234567890', accountName: 'Ana Cruz', bankCode: 'BDO' })).toEqual([]);
  });

  it('takes names of 2 to 64 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        expect(isPayoutAccountName(name)).toBe(name.trim().length >= 2 && name.trim().length <= 64);
      }),
    );
  });
});
