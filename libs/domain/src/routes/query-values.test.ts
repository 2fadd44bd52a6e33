import { describe, expect, it } from 'vitest';
import { positiveIdOf, queryIndexBelow } from './query-values';

describe('query values', () => {
  it('reads an id only from plain digits without a leading zero', () => {
    expect(positiveIdOf('7')).toBe(7);
    expect(positiveIdOf('1234567890123456')).toBe(1234567890123456);
    for (const bad of [null, undefined, '', '0', '07', '-1', '1e3', ' 7', '12345678901234567']) expect(positiveIdOf(bad)).toBeNull();
  });

  it('reads an index below a count', () => {
    expect(queryIndexBelow('0', 3)).toBe(0);
    expect(queryIndexBelow('2', 3)).toBe(2);
    for (const bad of [null, '3', '-1', '1.5', 'x', '']) expect(queryIndexBelow(bad, 3)).toBeNull();
  });
});
