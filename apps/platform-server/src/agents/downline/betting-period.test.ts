import { describe, expect, it } from 'vitest';
import { bettingPeriodBounds, bettingPeriodOf, startOfManilaDay } from './betting-period';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('Philippine report days', () => {
  it('starts a day at 00:00 in Manila, which is 16:00 UTC the day before', () => {
    expect(startOfManilaDay(Date.UTC(2026, 0, 1, 15, 59))).toBe(Date.UTC(2025, 11, 31, 16, 0));
    expect(startOfManilaDay(Date.UTC(2026, 0, 1, 16, 0))).toBe(Date.UTC(2026, 0, 1, 16, 0));
  });

  it('gives whole days for each period', () => {
    const now = Date.UTC(2026, 5, 10, 3, 0); // 11:00 in Manila on 10 June
    const today = Date.UTC(2026, 5, 9, 16, 0);
    expect(bettingPeriodBounds('today', now)).toEqual({ from: today, to: today + DAY });
    expect(bettingPeriodBounds('yesterday', now)).toEqual({ from: today - DAY, to: today });
    expect(bettingPeriodBounds('last7days', now)).toEqual({ from: today - 6 * DAY, to: today + DAY });
    expect(bettingPeriodBounds('last30days', now)).toEqual({ from: today - 29 * DAY, to: today + DAY });
  });

  it('reads the period of a query, today by default', () => {
    expect(bettingPeriodOf('last7days')).toBe('last7days');
    expect(bettingPeriodOf(null)).toBe('today');
    expect(bettingPeriodOf('forever')).toBe('today');
  });
});
