import { describe, expect, it } from 'vitest';
import { singleQueryValue } from './query-values';

describe('singleQueryValue', () => {
  it('gives a value that appears once, and nothing for a missing or repeated one', () => {
    expect(singleQueryValue({ token: 'abc' }, 'token')).toBe('abc');
    expect(singleQueryValue({ token: ['a', 'b'] }, 'token')).toBe('');
    expect(singleQueryValue({}, 'token')).toBe('');
    expect(singleQueryValue(null, 'token')).toBe('');
  });
});
