import { describe, expect, it } from 'vitest';
import { manilaMidnight } from '../../time/manila-days';
import { nextPeriod, periodHolding, periodStartingFrom } from './commission-periods';

const HOUR = 60 * 60_000;

describe('commission periods', () => {
  it('are clock hours and Manila days', () => {
    const at = manilaMidnight(2026, 11, 26) + 10 * HOUR + 25 * 60_000;
    expect(periodHolding('hourly', at)).toEqual({ from: manilaMidnight(2026, 11, 26) + 10 * HOUR, to: manilaMidnight(2026, 11, 26) + 11 * HOUR });
    expect(periodHolding('daily', at)).toEqual({ from: manilaMidnight(2026, 11, 26), to: manilaMidnight(2026, 11, 27) });
    // 23:30 UTC is already the next day in Manila.
    expect(periodHolding('daily', Date.UTC(2026, 10, 26, 23, 30)).from).toBe(manilaMidnight(2026, 11, 27));
  });

  it('split a month on the 16th, whatever its length', () => {
    expect(periodHolding('half_monthly', manilaMidnight(2026, 2, 15) + 23 * HOUR)).toEqual({ from: manilaMidnight(2026, 2, 1), to: manilaMidnight(2026, 2, 16) });
    expect(periodHolding('half_monthly', manilaMidnight(2026, 2, 16))).toEqual({ from: manilaMidnight(2026, 2, 16), to: manilaMidnight(2026, 3, 1) });
    expect(periodHolding('half_monthly', manilaMidnight(2028, 2, 29))).toEqual({ from: manilaMidnight(2028, 2, 16), to: manilaMidnight(2028, 3, 1) });
  });

  it('are Manila months, across a year end', () => {
    expect(periodHolding('monthly', manilaMidnight(2026, 12, 31) + 23 * HOUR)).toEqual({ from: manilaMidnight(2026, 12, 1), to: manilaMidnight(2027, 1, 1) });
    expect(nextPeriod('monthly', periodHolding('monthly', manilaMidnight(2026, 12, 5)))).toEqual({ from: manilaMidnight(2027, 1, 1), to: manilaMidnight(2027, 2, 1) });
  });

  it('start at a boundary: the period starting at or after a moment', () => {
    const midnight = manilaMidnight(2026, 11, 26);
    expect(periodStartingFrom('daily', midnight).from).toBe(midnight);
    expect(periodStartingFrom('daily', midnight + 1).from).toBe(manilaMidnight(2026, 11, 27));
    expect(periodStartingFrom('half_monthly', manilaMidnight(2026, 11, 3)).from).toBe(manilaMidnight(2026, 11, 16));
  });
});
