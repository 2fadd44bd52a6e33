import { describe, expect, it } from 'vitest';
import { checkRgLimitAmount, rgChangeAppliesAtOnce, rgLimitLeft, rgPeriodRange, rgUsedShare, rgWouldPass } from './rg-limits';

// Friday 2026-11-27 15:00 in Manila (07:00 UTC).
const FRIDAY = Date.UTC(2026, 10, 27, 7);

describe('responsible-gaming limits', () => {
  it('counts days, weeks (from Monday) and months in Manila time', () => {
    expect(rgPeriodRange('day', FRIDAY)).toEqual({ from: Date.UTC(2026, 10, 26, 16), to: Date.UTC(2026, 10, 27, 16) });
    expect(rgPeriodRange('week', FRIDAY)).toEqual({ from: Date.UTC(2026, 10, 22, 16), to: Date.UTC(2026, 10, 29, 16) });
    expect(rgPeriodRange('month', FRIDAY)).toEqual({ from: Date.UTC(2026, 9, 31, 16), to: Date.UTC(2026, 10, 30, 16) });
  });

  it('applies a new or lower limit at once and waits to raise or remove one', () => {
    expect(rgChangeAppliesAtOnce(null, 1000)).toBe(true);
    expect(rgChangeAppliesAtOnce(1000, 500)).toBe(true);
    expect(rgChangeAppliesAtOnce(1000, 1000)).toBe(true);
    expect(rgChangeAppliesAtOnce(1000, 1001)).toBe(false);
    expect(rgChangeAppliesAtOnce(1000, null)).toBe(false);
    expect(rgChangeAppliesAtOnce(null, null)).toBe(true);
  });

  it('keeps a call that ends exactly at the limit and refuses one centavo more', () => {
    expect(rgWouldPass(10_000, 9_000, 1_000)).toBe(false);
    expect(rgWouldPass(10_000, 9_000, 1_001)).toBe(true);
    expect(rgWouldPass(null, 9_000_000, 1)).toBe(false);
  });

  it('reports what is left and the share used', () => {
    expect(rgLimitLeft(10_000, 2_500)).toBe(7_500);
    expect(rgLimitLeft(10_000, 12_000)).toBe(0);
    expect(rgLimitLeft(null, 5)).toBeNull();
    expect(rgUsedShare(10_000, 2_500)).toBe(0.25);
    expect(rgUsedShare(10_000, 20_000)).toBe(1);
    expect(rgUsedShare(null, 5)).toBe(0);
  });

  it('accepts limits from ₱1 to ₱10,000,000', () => {
    expect(checkRgLimitAmount(99)).toBe('too-small');
    expect(checkRgLimitAmount(100)).toBeNull();
    expect(checkRgLimitAmount(1_000_000_000)).toBeNull();
    expect(checkRgLimitAmount(1_000_000_001)).toBe('too-large');
    expect(checkRgLimitAmount(1.5)).toBe('too-small');
  });
});
