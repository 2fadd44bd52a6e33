import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DAY_PERIODS,
  dayPeriodBounds,
  dayPeriodOf,
  manilaDate,
  manilaHour,
  manilaMidnight,
  manilaWeekday,
  msIntoManilaDay,
  startOfManilaDay,
  startOfManilaWeek,
  WEEK_MS,
} from './manila-days';

const HOUR = 60 * 60_000;
/** 2026-01-01 00:00 in Manila is 2025-12-31 16:00 UTC. */
const NEW_YEAR = Date.UTC(2025, 11, 31, 16, 0);
/** Instants around Manila midnights over a year, a leap day and the epoch included. */
const MIDNIGHTS = [NEW_YEAR, manilaMidnight(2024, 2, 29), manilaMidnight(2024, 3, 1), manilaMidnight(1970, 1, 2), manilaMidnight(2026, 12, 31)];

describe('Manila days', () => {
  it('starts a day at 00:00 in Manila, which is 16:00 UTC the day before', () => {
    expect(startOfManilaDay(Date.UTC(2026, 0, 1, 15, 59))).toBe(NEW_YEAR);
    expect(startOfManilaDay(Date.UTC(2026, 0, 1, 16, 0))).toBe(Date.UTC(2026, 0, 1, 16, 0));
    expect(manilaMidnight(2026, 1, 1)).toBe(NEW_YEAR);
  });

  it('puts the last millisecond before midnight in the old day and midnight in the new one', () => {
    for (const midnight of MIDNIGHTS) {
      expect(startOfManilaDay(midnight)).toBe(midnight);
      expect(startOfManilaDay(midnight - 1)).toBe(midnight - DAY_MS);
      expect(startOfManilaDay(midnight + DAY_MS - 1)).toBe(midnight);
      expect(manilaDate(midnight)).not.toBe(manilaDate(midnight - 1));
      expect(manilaHour(midnight)).toBe(0);
      expect(manilaHour(midnight - 1)).toBe(23);
      expect(msIntoManilaDay(midnight + 90_000)).toBe(90_000);
    }
  });

  it('names the Manila calendar date and hour', () => {
    expect(manilaDate(NEW_YEAR - 1)).toBe('2025-12-31');
    expect(manilaDate(NEW_YEAR)).toBe('2026-01-01');
    expect(manilaDate(manilaMidnight(2024, 2, 29) + 23 * HOUR)).toBe('2024-02-29');
    expect(manilaHour(Date.UTC(2026, 5, 10, 3, 0))).toBe(11);
  });

  it('gives whole days for each period', () => {
    const now = Date.UTC(2026, 5, 10, 3, 0); // 11:00 in Manila on 10 June
    const today = Date.UTC(2026, 5, 9, 16, 0);
    expect(dayPeriodBounds('today', now)).toEqual({ from: today, to: today + DAY_MS });
    expect(dayPeriodBounds('yesterday', now)).toEqual({ from: today - DAY_MS, to: today });
    expect(dayPeriodBounds('last7days', now)).toEqual({ from: today - 6 * DAY_MS, to: today + DAY_MS });
    expect(dayPeriodBounds('last30days', now)).toEqual({ from: today - 29 * DAY_MS, to: today + DAY_MS });
  });

  it('holds `now` in every period but yesterday, and switches at midnight exactly', () => {
    const lengths = { today: 1, yesterday: 1, last7days: 7, last30days: 30 };
    for (const midnight of MIDNIGHTS) {
      for (const now of [midnight - 1, midnight, midnight + 1, midnight + DAY_MS - 1]) {
        for (const period of DAY_PERIODS) {
          const { from, to } = dayPeriodBounds(period, now);
          expect(to - from).toBe(lengths[period] * DAY_MS);
          expect(startOfManilaDay(from)).toBe(from);
          if (period === 'yesterday') expect(to).toBe(startOfManilaDay(now));
          else expect(now >= from && now < to).toBe(true);
        }
      }
      expect(dayPeriodBounds('today', midnight - 1).to).toBe(midnight);
      expect(dayPeriodBounds('today', midnight).from).toBe(midnight);
    }
  });

  it('reads the period of a query, today by default', () => {
    expect(dayPeriodOf('last7days')).toBe('last7days');
    expect(dayPeriodOf(null)).toBe('today');
    expect(dayPeriodOf(undefined)).toBe('today');
    expect(dayPeriodOf('forever')).toBe('today');
  });

  it('starts a week on Monday 00:00 in Manila, and switches at that instant exactly', () => {
    const monday = manilaMidnight(2026, 11, 23);
    expect(manilaDate(monday)).toBe('2026-11-23');
    expect(manilaWeekday(monday)).toBe(0);
    expect(manilaWeekday(monday + 6 * DAY_MS)).toBe(6);
    expect(startOfManilaWeek(monday)).toBe(monday);
    expect(startOfManilaWeek(monday + WEEK_MS - 1)).toBe(monday);
    expect(startOfManilaWeek(monday - 1)).toBe(monday - WEEK_MS);
    expect(startOfManilaWeek(Date.UTC(2026, 10, 29, 15, 59, 59))).toBe(monday); // Sunday 23:59:59 in Manila
    expect(startOfManilaWeek(manilaMidnight(1970, 1, 1))).toBe(manilaMidnight(1969, 12, 29));
    for (const midnight of MIDNIGHTS) {
      const start = startOfManilaWeek(midnight);
      expect(manilaWeekday(start)).toBe(0);
      expect(midnight - start).toBe(manilaWeekday(midnight) * DAY_MS);
    }
  });
});
