/** A team-betting report period, in Philippine days. */
export type BettingPeriod = 'today' | 'yesterday' | 'last7days' | 'last30days';

/** Every report period, in the contract's order. */
export const BETTING_PERIODS: readonly BettingPeriod[] = ['today', 'yesterday', 'last7days', 'last30days'];

/** Asia/Manila is UTC+8 all year (no daylight saving time). */
export const MANILA_OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The instant the Philippine day holding `at` began (00:00 in Manila). */
export function startOfManilaDay(at: number): number {
  return Math.floor((at + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
}

/**
 * The bounds of a period at `now`, `from` inclusive and `to` exclusive, in whole Philippine days:
 * today, yesterday, or the last 7 or 30 days including today.
 */
export function bettingPeriodBounds(period: BettingPeriod, now: number): { from: number; to: number } {
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

/** The period a query names; today when absent. */
export function bettingPeriodOf(value: string | null): BettingPeriod {
  return BETTING_PERIODS.find((period) => period === value) ?? 'today';
}
