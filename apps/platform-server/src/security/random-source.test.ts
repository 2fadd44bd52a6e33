import { describe, expect, it } from 'vitest';
import { cryptoRandom, seededRandom } from './random-source';

describe('random sources', () => {
  it('draws integers in [min, max) and the requested number of bytes', () => {
    for (const source of [cryptoRandom, seededRandom(7)]) {
      for (let i = 0; i < 200; i++) {
        const n = source.int(-3, 4);
        expect(n).toBeGreaterThanOrEqual(-3);
        expect(n).toBeLessThan(4);
        expect(Number.isInteger(n)).toBe(true);
      }
      expect(source.bytes(18)).toHaveLength(18);
    }
  });

  it('repeats itself for the same seed only', () => {
    const draw = (seed: number) => {
      const source = seededRandom(seed);
      return Array.from({ length: 8 }, () => source.int(0, 1000));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });
});
