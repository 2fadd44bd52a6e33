/**
 * The details of the platform's responsible-gaming refusals (issue 20), read from a failed call's
 * `value` so that a screen can say which limit refused and when it resets, or when a break ends.
 * Malformed details read as null: the screen then shows the error code's plain message.
 */
import type { RgExclusionKind } from './rg-exclusions';
import type { RgLimitKind, RgLimitPeriod } from './rg-limits';

/** RG_LIMIT_REACHED: which limit a deposit or bet would pass. */
export interface RgLimitRefusal {
  readonly kind: RgLimitKind;
  readonly period: RgLimitPeriod;
  readonly limitMinor: number;
  readonly usedMinor: number;
  readonly resetsAt: number;
}

/** RG_SESSION_LIMIT: the daily play-time limit and when play may go on. */
export interface RgSessionRefusal {
  readonly limitMinutes: number;
  readonly resetsAt: number;
}

/** ACCOUNT_EXCLUDED: the break the account is in and when it ends. */
export interface ExclusionRefusal {
  readonly kind: RgExclusionKind;
  readonly endsAt: number;
}

type Details = Readonly<Record<string, unknown>>;

function detailsOf(value: unknown): Details | null {
  return typeof value === 'object' && value !== null ? (value as Details) : null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The limit a RG_LIMIT_REACHED refusal names, or null for any other failure. */
export function rgLimitRefusalOf(errorCode: string | null | undefined, value: unknown): RgLimitRefusal | null {
  const d = detailsOf(value);
  if (errorCode !== 'RG_LIMIT_REACHED' || d === null) return null;
  const { kind, period, limitMinor, usedMinor, resetsAt } = d;
  const known = (kind === 'deposit' || kind === 'loss' || kind === 'wager') && (period === 'day' || period === 'week' || period === 'month');
  return known && isCount(limitMinor) && isCount(usedMinor) && isCount(resetsAt) ? { kind, period, limitMinor, usedMinor, resetsAt } : null;
}

/** The play-time limit a RG_SESSION_LIMIT refusal names, or null. */
export function rgSessionRefusalOf(errorCode: string | null | undefined, value: unknown): RgSessionRefusal | null {
  const d = detailsOf(value);
  if (errorCode !== 'RG_SESSION_LIMIT' || d === null) return null;
  return isCount(d['limitMinutes']) && isCount(d['resetsAt']) ? { limitMinutes: d['limitMinutes'], resetsAt: d['resetsAt'] } : null;
}

/** The break an ACCOUNT_EXCLUDED refusal names, or null. */
export function exclusionRefusalOf(errorCode: string | null | undefined, value: unknown): ExclusionRefusal | null {
  const d = detailsOf(value);
  if (errorCode !== 'ACCOUNT_EXCLUDED' || d === null) return null;
  const kind = d['kind'];
  return (kind === 'cool_off' || kind === 'self_exclusion') && isCount(d['endsAt']) ? { kind, endsAt: d['endsAt'] } : null;
}
