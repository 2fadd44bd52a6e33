import { describe, expect, it } from 'vitest';
import { currencySymbolOf } from './currency-symbols';

describe('currencySymbolOf', () => {
  it('gives the symbol of a known currency and the code of another', () => {
    expect(currencySymbolOf('PHP')).toBe('₱');
    expect(currencySymbolOf('BRL')).toBe('R$');
    expect(currencySymbolOf('KRW')).toBe('KRW');
  });
});
