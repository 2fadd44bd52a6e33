import { DAY_MS, MANILA_OFFSET_MS, startOfManilaDay, type TimeRange } from '../../time/manila-days';
import type { ContractPeriod } from '../contracts/contract-views';

const HOUR_MS = 60 * 60_000;

/** 00:00 in Manila of day `day` of the month `monthsAhead` after the one holding `at`. */
function manilaDayOfMonth(at: number, day: number, monthsAhead = 0): number {
  const local = new Date(at + MANILA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, day) - MANILA_OFFSET_MS;
}

/**
 * The commission period of a contract's `period` holding `at`: a clock hour (`hourly`; Manila is
 * a whole number of hours from UTC), a Manila day (`daily`), the 1st to the 15th or the 16th to the
 * month's end (`half_monthly`), or a Manila month (`monthly`).
 */
export function periodHolding(period: ContractPeriod, at: number): TimeRange {
  switch (period) {
    case 'hourly': {
      const from = Math.floor(at / HOUR_MS) * HOUR_MS;
      return { from, to: from + HOUR_MS };
    }
    case 'daily': {
      const from = startOfManilaDay(at);
      return { from, to: from + DAY_MS };
    }
    case 'half_monthly': {
      const sixteenth = manilaDayOfMonth(at, 16);
      return at < sixteenth ? { from: manilaDayOfMonth(at, 1), to: sixteenth } : { from: sixteenth, to: manilaDayOfMonth(at, 1, 1) };
    }
    case 'monthly':
      return { from: manilaDayOfMonth(at, 1), to: manilaDayOfMonth(at, 1, 1) };
  }
}

/** The first period of `period` that starts at `at` or later. */
export function periodStartingFrom(period: ContractPeriod, at: number): TimeRange {
  const holding = periodHolding(period, at);
  return holding.from >= at ? holding : periodHolding(period, holding.to);
}

/** The period right after `range` (a period of `period`). */
export function nextPeriod(period: ContractPeriod, range: TimeRange): TimeRange {
  return periodHolding(period, range.to);
}
