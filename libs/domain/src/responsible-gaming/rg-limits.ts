/**
 * Responsible-gaming limits (issue 20): deposit, loss and wager limits per Manila day, week
 * (Monday first) and month, and a daily play-time (session) limit. Lowering a limit applies at
 * once; raising or removing it waits the merchant's cooling period. A limit is kept when a call
 * would end exactly at it and passed by one centavo (or one minute) more. The platform enforces
 * every rule here; the app shows them.
 */
import { agentPeriodRange } from '../agents/agent-periods';
import type { TimeRange } from '../records/record-period';

/** The money limits a player can set (the contract's RgLimitKind). */
export type RgLimitKind = 'deposit' | 'loss' | 'wager';

/** The periods a money limit counts over (the contract's RgLimitPeriod). */
export type RgLimitPeriod = 'day' | 'week' | 'month';

/** Every money limit, in the order the limits screen shows them. */
export const RG_LIMIT_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager'];

/** Every limit period, shortest first. */
export const RG_LIMIT_PERIODS: readonly RgLimitPeriod[] = ['day', 'week', 'month'];

/** The cooling period before a raised or removed limit applies, unless the merchant sets another: 24 hours. */
export const RG_DEFAULT_COOLING_HOURS = 24;

/** The smallest and largest money limit a player can set, in minor units (₱1 to ₱10,000,000). */
export const RG_LIMIT_RANGE_MINOR = { min: 100, max: 1_000_000_000 } as const;

/** The daily play-time limits a player can choose, in minutes. */
export const RG_SESSION_LIMIT_MINUTES: readonly number[] = [30, 60, 120, 180, 240, 360, 480];

/** The reality-check intervals a player can choose, in minutes of play. */
export const RG_REALITY_CHECK_MINUTES: readonly number[] = [15, 30, 45, 60, 90, 120];

/** The reality-check interval of a merchant that sets none: 60 minutes. */
export const RG_DEFAULT_REALITY_CHECK_MINUTES = 60;

/** The bounds of the limit period holding `now`: `from` inclusive, `to` (when the limit resets) exclusive. */
export function rgPeriodRange(period: RgLimitPeriod, now: number): TimeRange {
  return agentPeriodRange(period === 'day' ? 'today' : period === 'week' ? 'this_week' : 'this_month', now);
}

/**
 * Whether changing a limit from `current` to `next` applies at once (a new or lower limit) rather
 * than after the cooling period (a higher limit, or none). null means no limit.
 */
export function rgChangeAppliesAtOnce(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/** Whether adding `amount` to what a period already used would pass its limit (ending exactly at it does not). */
export function rgWouldPass(limit: number | null, used: number, amount: number): boolean {
  return limit !== null && used + amount > limit;
}

/** What is left of a limit after `used`, never below 0; null when there is no limit. */
export function rgLimitLeft(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/** Why a money limit amount is refused, or null: 'too-small' under ₱1, 'too-large' over ₱10,000,000. */
export function checkRgLimitAmount(amountMinor: number): 'too-small' | 'too-large' | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < RG_LIMIT_RANGE_MINOR.min) return 'too-small';
  return amountMinor > RG_LIMIT_RANGE_MINOR.max ? 'too-large' : null;
}

/** The share of a limit used, 0 to 1 (for a progress bar); 0 when there is no limit. */
export function rgUsedShare(limit: number | null, used: number): number {
  if (limit === null || limit <= 0) return 0;
  return Math.min(1, Math.max(0, used / limit));
}
