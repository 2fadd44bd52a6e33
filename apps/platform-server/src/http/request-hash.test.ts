import { describe, expect, it } from 'vitest';
import { requestHash } from './request-hash';

describe('requestHash', () => {
  it('is the same for the same fields in any order and differs for other values or operations', () => {
    const a = requestHash('deposit', { amountMinor: 100, methodCode: 'gcash', extra: undefined });
    expect(a.equals(requestHash('deposit', { methodCode: 'gcash', amountMinor: 100 }))).toBe(true);
    expect(a.equals(requestHash('deposit', { methodCode: 'gcash', amountMinor: 101 }))).toBe(false);
    expect(a.equals(requestHash('withdraw', { methodCode: 'gcash', amountMinor: 100 }))).toBe(false);
    expect(requestHash('x', [{ b: 1, a: 2 }]).equals(requestHash('x', [{ a: 2, b: 1 }]))).toBe(true);
  });
});
