import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawIndex, keyedRandom, seedFrom, seededRandom } from './random-draw';

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

describe('keyedRandom', () => {
  it('gives the same number for a seed and key in any order of draws, and others for another key or seed', () => {
    const draw = keyedRandom(42);
    const forward = ['online 1', 'online 2', 'cdn home'].map((key) => draw(key));
    const again = keyedRandom(42);
    const backward = ['cdn home', 'online 2', 'online 1'].map((key) => again(key)).reverse();
    expect(backward).toEqual(forward);
    expect(draw('online 1')).not.toBe(draw('online 3'));
    expect(keyedRandom(43)('online 1')).not.toBe(draw('online 1'));
  });

  it('always draws in [0, 1) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.string(), (seed, key) => {
        const value = keyedRandom(seed)(key);
        return value >= 0 && value < 1;
      }),
    );
  });

  it('spreads the keys of one seed evenly', () => {
    const draw = keyedRandom(7);
    const indexes = Array.from({ length: 4000 }, (_, node) => drawIndex(() => draw(`online ${node}`), 4));
    for (const bucket of [0, 1, 2, 3]) expect(indexes.filter((index) => index === bucket).length).toBeGreaterThan(850);
  });
});

describe('seedFrom', () => {
  it('turns a draw into a whole seed from 0 to 2^31 - 1', () => {
    expect(seedFrom(() => 0)).toBe(0);
    expect(seedFrom(() => 0.5)).toBe(2 ** 30);
    expect(seedFrom(() => 1 - 2 ** -40)).toBe(2 ** 31 - 1);
  });
});
