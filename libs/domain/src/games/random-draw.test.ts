import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawIndex, seededRandom } from './random-draw';

describe('drawIndex', () => {
  it('maps [0, 1) evenly onto 0..size-1', () => {
    expect(drawIndex(() => 0, 4)).toBe(0);
    expect(drawIndex(() => 0.5, 4)).toBe(2);
    expect(drawIndex(() => 0.999, 4)).toBe(3);
  });

  it('clamps a stray draw and treats a non-number as 0', () => {
    expect(drawIndex(() => 1, 4)).toBe(3);
    expect(drawIndex(() => -0.5, 4)).toBe(0);
    expect(drawIndex(() => Number.NaN, 4)).toBe(0);
    expect(drawIndex(() => Number.POSITIVE_INFINITY, 4)).toBe(0);
  });

  it('always lands in range (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 10_000 }), (draw, size) => {
        const index = drawIndex(() => draw, size);
        return Number.isInteger(index) && index >= 0 && index < size;
      }),
    );
  });
});

describe('seededRandom', () => {
  it('draws the same numbers in [0, 1) for the same seed, and others for another', () => {
    const draws = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    for (const value of draws(7)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
