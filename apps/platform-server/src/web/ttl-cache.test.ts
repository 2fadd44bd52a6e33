import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('builds a value once per key while it is fresh, and again once it has expired', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(10_000, () => now);
    let builds = 0;
    const build = (value: string) => () => {
      builds += 1;
      return `${value}${builds}`;
    };
    expect(cache.get('a', build('a'))).toBe('a1');
    now += 9_999;
    expect(cache.get('a', build('a'))).toBe('a1');
    expect(cache.get('b', build('b'))).toBe('b2');
    now += 1;
    expect(cache.get('a', build('a'))).toBe('a3');
    expect(builds).toBe(3);
  });
});
