/**
 * The periods of the agent centre's reports (overview, team, team betting), in whole Asia/Manila
 * days: the records periods, calendar weeks (Monday first) and months, and a custom range of at
 * most 62 days. The platform computes every figure; the app and the platform share these bounds.
 */
import { DAY_MS, MANILA_OFFSET_MS, RECORD_PERIODS, recordPeriodRange, startOfManilaDay, type RecordPeriod, type TimeRange } from '../records/record-period';

/** A named agent report period (the contract's AgentBettingPeriod without `custom`). */
export type AgentNamedPeriod = RecordPeriod | 'this_week' | 'last_week' | 'this_month' | 'last_month';

/** Any agent report period, `custom` taking a range of days. */
export type AgentPeriod = AgentNamedPeriod | 'custom';

/** The periods the agent centre's pickers offer, in their order (then 'custom'). */
export const AGENT_PICKER_PERIODS: readonly AgentNamedPeriod[] = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'];

/** Every named period the platform accepts. */
export const AGENT_NAMED_PERIODS: readonly AgentNamedPeriod[] = [...RECORD_PERIODS, 'this_week', 'last_week', 'this_month', 'last_month'];

/** The longest custom range, in days (both ends included). */
export const AGENT_CUSTOM_MAX_DAYS = 62;

/** Which day of its Manila week `at` falls on: 0 Monday to 6 Sunday (1 January 1970 was a Thursday). */
export function manilaWeekdayOf(at: number): number {
  return (((Math.floor((at + MANILA_OFFSET_MS) / DAY_MS) + 3) % 7) + 7) % 7;
}

/** 00:00 in Manila of the first day of the month `monthsAhead` months after the one holding `at`. */
function manilaMonthStart(at: number, monthsAhead = 0): number {
  const local = new Date(at + MANILA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, 1) - MANILA_OFFSET_MS;
}

/** The bounds of a named period at `now`: `from` inclusive, `to` exclusive (the end of the period, even if after now). */
export function agentPeriodRange(period: AgentNamedPeriod, now: number): TimeRange {
  const monday = startOfManilaDay(now) - manilaWeekdayOf(now) * DAY_MS;
  switch (period) {
    case 'this_week':
      return { from: monday, to: monday + 7 * DAY_MS };
    case 'last_week':
      return { from: monday - 7 * DAY_MS, to: monday };
    case 'this_month':
      return { from: manilaMonthStart(now), to: manilaMonthStart(now, 1) };
    case 'last_month':
      return { from: manilaMonthStart(now, -1), to: manilaMonthStart(now) };
    default:
      return recordPeriodRange(period, now);
  }
}

/** The named period a query value names, or null. */
export function agentNamedPeriodOf(value: string | null | undefined): AgentNamedPeriod | null {
  return AGENT_NAMED_PERIODS.find((period) => period === value) ?? null;
}

/** 00:00 in Manila of a calendar date `YYYY-MM-DD`, or null when it is not a real date. */
export function manilaDayStartOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc - MANILA_OFFSET_MS;
}

/** The Manila calendar date (YYYY-MM-DD) of `at`. */
export function manilaDateOf(at: number): string {
  return new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The bounds of a custom range of Manila days, both ends included, or why it is refused:
 * 'invalid' (not dates, or the first after the last) or 'too-long' (more than 62 days).
 */
export function agentCustomRange(fromDate: string, toDate: string): TimeRange | 'invalid' | 'too-long' {
  const from = manilaDayStartOf(fromDate);
  const last = manilaDayStartOf(toDate);
  if (from === null || last === null || last < from) return 'invalid';
  const to = last + DAY_MS;
  return (to - from) / DAY_MS > AGENT_CUSTOM_MAX_DAYS ? 'too-long' : { from, to };
}
