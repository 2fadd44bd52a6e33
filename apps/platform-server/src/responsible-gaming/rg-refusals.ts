import type { RgLimitKind, RgLimitPeriod } from '@gp/domain';
import { ApiError } from '../http/envelope';

/** 403 RG_LIMIT_REACHED: a deposit or stake would pass a money limit, with which one and when it resets. */
export function limitReached(kind: RgLimitKind, period: RgLimitPeriod, limitMinor: number, usedMinor: number, resetsAt: number): ApiError {
  return new ApiError(403, 'RG_LIMIT_REACHED', `This would pass your ${period} ${kind} limit`, {
    kind,
    period,
    limitMinor,
    usedMinor: Math.max(0, usedMinor),
    resetsAt,
  });
}

/** 403 RG_SESSION_LIMIT: today's play time reached the member's limit. */
export function sessionLimitReached(limitMinutes: number, resetsAt: number): ApiError {
  return new ApiError(403, 'RG_SESSION_LIMIT', 'You reached your play-time limit for today', { limitMinutes, resetsAt });
}

/** 403 ACCOUNT_EXCLUDED: the account is in a cool-off or self-exclusion until `endsAt`. */
export function accountExcluded(kind: string, endsAt: number): ApiError {
  return new ApiError(403, 'ACCOUNT_EXCLUDED', 'This account is taking a break from play', { kind, endsAt });
}
