import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIMITS } from '../constants/limits';
import { fakePlayersOnline, showsPlayersOnline, telTileStyleIndex, tileStyleIndex } from './game-tile';

describe('tileStyleIndex', () => {
  it('is nodeId mod 5 plus 1', () => {
    expect([0, 1, 4, 5, 9, 10, 12].map(tileStyleIndex)).toEqual([1, 2, 5, 1, 5, 1, 3]);
    expect(tileStyleIndex('12')).toBe(3);
  });

  it('falls back to 1 for an id that is not a whole number, and keeps negatives in range', () => {
    expect(['', ' ', 'abc', '1.5'].map(tileStyleIndex)).toEqual([1, 1, 1, 1]);
    expect(tileStyleIndex(Number.NaN)).toBe(1);
    expect(tileStyleIndex(-1)).toBe(5);
  });

  it('always lies in 1..5 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string()), (id) => {
        const index = tileStyleIndex(id);
        expect(Number.isInteger(index) && index >= 1 && index <= 5).toBe(true);
      }),
    );
  });

  it('agrees with nodeId mod 5 plus 1 for every non-negative id (property)', () => {
    fc.assert(fc.property(fc.nat(), (id) => tileStyleIndex(id) === (id % 5) + 1 && tileStyleIndex(String(id)) === (id % 5) + 1));
  });
});

describe('telTileStyleIndex', () => {
  it('is telNodeId mod 4 plus 1', () => {
    expect([0, 1, 3, 4, 7, 8].map(telTileStyleIndex)).toEqual([1, 2, 4, 1, 4, 1]);
  });

  it('always lies in 1..4 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string()), (id) => {
        const index = telTileStyleIndex(id);
        return Number.isInteger(index) && index >= 1 && index <= 4;
      }),
    );
  });
});

describe('fakePlayersOnline', () => {
  it('spans 500 to 1999 inclusive', () => {
    expect(fakePlayersOnline(() => 0)).toBe(LIMITS.fakeOnlineMin);
    expect(fakePlayersOnline(() => 0.999_999_999)).toBe(LIMITS.fakeOnlineMax);
    expect(fakePlayersOnline(() => 0.5)).toBe(1250);
  });

  it('clamps a source that strays outside [0, 1)', () => {
    expect(fakePlayersOnline(() => 1)).toBe(1999);
    expect(fakePlayersOnline(() => -3)).toBe(500);
    expect(fakePlayersOnline(() => Number.NaN)).toBe(500);
  });

  it('is a whole number in range for any draw (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const count = fakePlayersOnline(() => draw);
        return Number.isInteger(count) && count >= 500 && count <= 1999;
      }),
    );
  });
});

describe('showsPlayersOnline', () => {
  it('is for RNG tiles only', () => {
    expect(showsPlayersOnline('RNG')).toBe(true);
    expect(showsPlayersOnline('LIVE')).toBe(false);
  });
});
