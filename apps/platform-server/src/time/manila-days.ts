/**
 * Philippine (Asia/Manila) calendar days. Manila is UTC+8 all year, with no daylight saving time,
 * so its days are fixed 24-hour spans starting at 16:00 UTC the day before.
 */

/** Asia/Manila's offset from UTC: +8 hours. */
export const MANILA_OFFSET_MS = 8 * 60 * 60_000;
/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60_000;

/** A report period in whole Manila days: today, yesterday, or the last 7 or 30 days including today. */
export type DayPeriod = 'today' | 'yesterday' | 'last7days' | 'last30days';

/** Every report period, in the contract's order. */
export const DAY_PERIODS: readonly DayPeriod[] = ['today', 'yesterday', 'last7days', 'last30days'];

/** A time range: `from` inclusive, `to` exclusive (ms timestamps). */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** The instant the Manila day holding `at` began (00:00 in Manila). */
export function startOfManilaDay(at: number): number {
  return Math.floor((at + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
}

/** The instant 00:00 in Manila of a calendar date (month 1-12). */
export function manilaMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - MANILA_OFFSET_MS;
}

/** The Manila calendar date (YYYY-MM-DD) of `at`. */
export function manilaDate(at: number): string {
  return new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour of the day (0-23) in Manila at `at`. */
export function manilaHour(at: number): number {
  return new Date(at + MANILA_OFFSET_MS).getUTCHours();
}

/** Milliseconds since 00:00 in Manila of the day holding `at`. */
export function msIntoManilaDay(at: number): number {
  return at - startOfManilaDay(at);
}

/** The bounds of a period at `now` in whole Manila days, `from` inclusive and `to` exclusive (the end of today). */
export function dayPeriodBounds(period: DayPeriod, now: number): TimeRange {
  const today = startOfManilaDay(now);
  const tomorrow = today + DAY_MS;
  switch (period) {
    case 'today':
      return { from: today, to: tomorrow };
    case 'yesterday':
      return { from: today - DAY_MS, to: today };
    case 'last7days':
      return { from: today - 6 * DAY_MS, to: tomorrow };
    case 'last30days':
      return { from: today - 29 * DAY_MS, to: tomorrow };
  }
}

/** The period a query value names; today when it is absent or names none. */
export function dayPeriodOf(value: string | null | undefined): DayPeriod {
  return DAY_PERIODS.find((period) => period === value) ?? 'today';
}
