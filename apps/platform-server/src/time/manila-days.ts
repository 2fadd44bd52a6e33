/**
 * Philippine (Asia/Manila) calendar days. Manila is UTC+8 all year, with no daylight saving time,
 * so its days are fixed 24-hour spans starting at 16:00 UTC the day before.
 */

import { DAY_MS, MANILA_OFFSET_MS, RECORD_PERIODS, manilaDateOf, manilaWeekdayOf, recordPeriodRange, startOfManilaDay, type RecordPeriod, type TimeRange } from '@gp/domain';

export { DAY_MS, MANILA_OFFSET_MS, startOfManilaDay, type TimeRange } from '@gp/domain';

/** A report period in whole Manila days: today, yesterday, or the last 7 or 30 days including today (the domain's records periods). */
export type DayPeriod = RecordPeriod;

/** Every report period, in the contract's order. */
export const DAY_PERIODS: readonly DayPeriod[] = RECORD_PERIODS;

/** The instant 00:00 in Manila of a calendar date (month 1-12). */
export function manilaMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - MANILA_OFFSET_MS;
}

/** The Manila calendar date (YYYY-MM-DD) of `at`. */
export function manilaDate(at: number): string {
  return manilaDateOf(at);
}

/** The hour of the day (0-23) in Manila at `at`. */
export function manilaHour(at: number): number {
  return new Date(at + MANILA_OFFSET_MS).getUTCHours();
}

/** Milliseconds since 00:00 in Manila of the day holding `at`. */
export function msIntoManilaDay(at: number): number {
  return at - startOfManilaDay(at);
}

/** Milliseconds in a Manila week: seven fixed 24-hour days. */
export const WEEK_MS = 7 * DAY_MS;

/** Which day of its Manila week `at` falls on: 0 Monday to 6 Sunday (1 January 1970 was a Thursday). */
export function manilaWeekday(at: number): number {
  return manilaWeekdayOf(at);
}

/** The instant 00:00 in Manila of the Monday that starts the week holding `at`. */
export function startOfManilaWeek(at: number): number {
  return startOfManilaDay(at) - manilaWeekday(at) * DAY_MS;
}

/** The bounds of a period at `now` in whole Manila days, `from` inclusive and `to` exclusive (the end of today). */
export function dayPeriodBounds(period: DayPeriod, now: number): TimeRange {
  return recordPeriodRange(period, now);
}

/** The period a query value names; today when it is absent or names none. */
export function dayPeriodOf(value: string | null | undefined): DayPeriod {
  return DAY_PERIODS.find((period) => period === value) ?? 'today';
}
