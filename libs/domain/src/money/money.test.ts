import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText, checkAmountRange, MAX_INPUT_MINOR, parseAmountInput } from './amount-input';
import { currencySymbolOf } from './currency-symbols';
import { formatMoney, formatShortMoney, formatSignedMoney, separatorsOf } from './money-format';

const LOCALES = ['en', 'fil', 'zh', 'vi', 'th', 'pt'] as const;

describe('formatMoney', () => {
  it('writes minor units with the symbol, grouping and two decimals', () => {
    expect(formatMoney(123450, '₱')).toBe('₱1,234.50');
    expect(formatMoney(5, '₱')).toBe('₱0.05');
    expect(formatMoney(0, '₱')).toBe('₱0.00');
    expect(formatMoney(-150, '₱')).toBe('-₱1.50');
    expect(formatMoney(123456789, 'R$', 'pt')).toBe('R$1.234.567,89');
    expect(formatSignedMoney(500, '₱')).toBe('+₱5.00');
    expect(formatSignedMoney(-500, '₱')).toBe('-₱5.00');
    expect(formatSignedMoney(0, '₱')).toBe('₱0.00');
  });

  it('refuses what is not an integer amount', () => {
    expect(() => formatMoney(1.5, '₱')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, '₱')).toThrow(RangeError);
  });

  it('is exact for every amount, in every language of the app', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_INPUT_MINOR, max: MAX_INPUT_MINOR }), fc.constantFrom(...LOCALES), (minor, locale) => {
        const { group, decimal } = separatorsOf(locale);
        const text = formatMoney(minor, '₱', locale);
        const digits = text.replace('-', '').replace('₱', '').split(group).join('').replace(decimal, '');
        expect(BigInt(digits) * (minor < 0 ? -1n : 1n)).toBe(BigInt(minor));
        expect(text.endsWith(`${decimal}${String(Math.abs(minor) % 100).padStart(2, '0')}`)).toBe(true);
      }),
    );
  });
});

describe('parseAmountInput', () => {
  it('reads plain and grouped amounts with up to two decimals', () => {
    expect(parseAmountInput('100')).toEqual({ ok: true, minor: 10000 });
    expect(parseAmountInput(' 1,234.5 ')).toEqual({ ok: true, minor: 123450 });
    expect(parseAmountInput('0.07')).toEqual({ ok: true, minor: 7 });
    expect(parseAmountInput('12.')).toEqual({ ok: true, minor: 1200 });
    expect(parseAmountInput('007')).toEqual({ ok: true, minor: 700 });
    expect(parseAmountInput('1.234,56', 'pt')).toEqual({ ok: true, minor: 123456 });
    expect(parseAmountInput('0.1')).toEqual({ ok: true, minor: 10 });
    expect(parseAmountInput('0.29')).toEqual({ ok: true, minor: 29 });
  });

  it('says what is wrong with what is not an amount', () => {
    expect(parseAmountInput('  ')).toEqual({ ok: false, problem: 'empty' });
    for (const text of ['-5', '+5', '1e3', '5 pesos', '.5', '1,23', '12,34.5', 'NaN', 'Infinity', '0x10', '1.2.3', '١٢']) {
      expect(parseAmountInput(text), text).toEqual({ ok: false, problem: 'notANumber' });
    }
    expect(parseAmountInput('1.005')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseAmountInput('1,5', 'en')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseAmountInput('99999999999999999999')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseAmountInput('1000000000000.01')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('reads back exactly what the field was given, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INPUT_MINOR }), fc.constantFrom(...LOCALES), (minor, locale) => {
        expect(parseAmountInput(amountInputText(minor, locale), locale)).toEqual({ ok: true, minor });
      }),
    );
  });

  it('reads back what formatMoney wrote, without the symbol', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INPUT_MINOR }), fc.constantFrom(...LOCALES), (minor, locale) => {
        expect(parseAmountInput(formatMoney(minor, '', locale), locale)).toEqual({ ok: true, minor });
      }),
    );
  });

  it('never gives a negative, fractional or unsafe number of minor units', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        const read = parseAmountInput(text);
        if (read.ok) {
          expect(Number.isSafeInteger(read.minor)).toBe(true);
          expect(read.minor).toBeGreaterThanOrEqual(0);
          expect(read.minor).toBeLessThanOrEqual(MAX_INPUT_MINOR);
        }
      }),
    );
  });
});

describe('checkAmountRange', () => {
  it('places an amount against an inclusive range', () => {
    const range = { minMinor: 10000, maxMinor: 5000000 };
    expect(checkAmountRange(9999, range)).toBe('belowMin');
    expect(checkAmountRange(10000, range)).toBe('ok');
    expect(checkAmountRange(5000000, range)).toBe('ok');
    expect(checkAmountRange(5000001, range)).toBe('aboveMax');
  });
});

describe('currencySymbolOf', () => {
  it('prints the common symbol, or the code when there is none', () => {
    expect(currencySymbolOf('PHP')).toBe('₱');
    expect(currencySymbolOf('BRL')).toBe('R$');
    expect(currencySymbolOf('XAU')).toBe('XAU');
  });
});

describe('formatShortMoney', () => {
  it('drops the decimals of whole amounts only', () => {
    expect(formatShortMoney(100_000, '₱')).toBe('₱1,000');
    expect(formatShortMoney(12_550, '₱')).toBe('₱125.50');
    expect(formatShortMoney(500_000, 'R$', 'pt')).toBe('R$5.000');
    expect(formatShortMoney(-200, '₱')).toBe('-₱2');
  });
});
