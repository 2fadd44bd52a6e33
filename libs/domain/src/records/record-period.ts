/**
 * The periods the records screens (game records, transactions, reports) list, in whole
 * Asia/Manila days (UTC+8 all year, no daylight saving), and the longest range the platform lists
 * at once: 30 days. The app asks for a period's range; the server refuses a longer one.
 */

/** Asia/Manila's offset from UTC: +8 hours. */
export const MANILA_OFFSET_MS = 8 * 60 * 60_000;
/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60_000;
/** The longest range a record list covers, in days. */
export const RECORD_MAX_RANGE_DAYS = 30;

/** A records period: today, yesterday, or the last 7 or 30 days including today. */
export type RecordPeriod = 'today' | 'yesterday' | 'last7days' | 'last30days';

/** Every records period, in the order a picker shows them. */
export const RECORD_PERIODS: readonly RecordPeriod[] = ['today', 'yesterday', 'last7days', 'last30days'];

/** A time range: `from` inclusive, `to` exclusive (ms timestamps). */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** The instant the Manila day holding `at` began (00:00 in Manila). */
export function startOfManilaDay(at: number): number {
  return Math.floor((at + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
}

/** The bounds of a period at `now` in whole Manila days, `from` inclusive and `to` exclusive (the end of today). */
export function recordPeriodRange(period: RecordPeriod, now: number): TimeRange {
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
      return { from: today - (RECORD_MAX_RANGE_DAYS - 1) * DAY_MS, to: tomorrow };
  }
}

/** What a record list covers: the whole history (paged), a range, or nothing because the range asked for is refused. */
export type RecordRange = { readonly kind: 'all' } | ({ readonly kind: 'range' } & TimeRange) | { readonly kind: 'refused' };

/**
 * The range a record list covers when asked for `from` and `to`: neither bounds nothing (the whole
 * history, paged); one alone covers the 30 days after `from` or before `to`; both must be
 * ascending and at most 30 days apart, otherwise the platform refuses the list (400 BAD_REQUEST).
 */
export function recordRangeOf(asked: { readonly from?: number | null; readonly to?: number | null }): RecordRange {
  const span = RECORD_MAX_RANGE_DAYS * DAY_MS;
  const { from, to } = { from: asked.from ?? null, to: asked.to ?? null };
  if (from === null && to === null) return { kind: 'all' };
  if (to === null) return { kind: 'range', from: from as number, to: (from as number) + span };
  if (from === null) return { kind: 'range', from: to - span, to };
  return from < to && to - from <= span ? { kind: 'range', from, to } : { kind: 'refused' };
}
