import {
  rgPeriodRange,
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  RG_LIMIT_RANGE_MINOR,
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_LIMIT_MINUTES,
  type RgLimitKind,
  type RgLimitPeriod,
} from '@gp/domain';
import type { Schema } from '../contract/schema-types';
import type { SessionAccount } from '../sessions/session-store';
import { limitKey, type ResponsibleGaming } from './responsible-gaming';
import type { LimitRow } from './rg-repository';

/** The contract's RgStatus. */
export type RgStatusView = Schema<'RgStatus'>;

/** The contract's RgPlaySession. */
export type RgPlaySessionView = Schema<'RgPlaySession'>;

function pendingOf(row: LimitRow | undefined): Schema<'RgPendingChange'> | null {
  return row?.pendingAt != null ? { amount: row.pendingAmount, appliesAt: row.pendingAt } : null;
}

/** What a period used of a money limit (a loss limit's net loss, never below 0). */
function usedOf(rg: ResponsibleGaming, memberId: number, kind: RgLimitKind, period: RgLimitPeriod, now: number): number {
  const range = rgPeriodRange(period, now);
  if (kind === 'deposit') return rg.usage.deposited(memberId, range, now);
  if (kind === 'wager') return rg.usage.wagered(memberId, range);
  return Math.max(0, rg.usage.netLoss(memberId, range));
}

/** The member's responsible-gaming settings and their use at `now`. */
export function rgStatusOf(rg: ResponsibleGaming, account: SessionAccount, now: number): RgStatusView {
  const limits = rg.limitsInForce(account.memberId, now);
  const merchant = rg.repository.merchant(account.merchantCode);
  const session = limits.get(limitKey('session', 'day'));
  return {
    currency: account.currency,
    limits: RG_LIMIT_KINDS.flatMap((kind) =>
      RG_LIMIT_PERIODS.map((period) => {
        const row = limits.get(limitKey(kind, period));
        return {
          kind,
          period,
          amountMinor: row?.amount ?? null,
          usedMinor: usedOf(rg, account.memberId, kind, period, now),
          resetsAt: rgPeriodRange(period, now).to,
          pending: pendingOf(row),
        };
      }),
    ),
    sessionLimit: {
      minutes: session?.amount ?? null,
      usedMinutes: rg.minutesPlayedToday(account.memberId, now),
      resetsAt: rgPeriodRange('day', now).to,
      pending: pendingOf(session),
    },
    realityCheckMinutes: rg.repository.realityCheckMinutes(account.memberId) ?? merchant.realityCheckMinutes,
    merchantRealityCheckMinutes: merchant.realityCheckMinutes,
    coolingHours: merchant.coolingHours,
    limitRangeMinor: { ...RG_LIMIT_RANGE_MINOR },
    sessionLimitOptions: [...RG_SESSION_LIMIT_MINUTES],
    realityCheckOptions: [...RG_REALITY_CHECK_MINUTES],
  };
}

/** The member's current play session (after recording a sign of play) with its cash figures. */
export function rgPlaySessionOf(rg: ResponsibleGaming, account: SessionAccount, session: { startedAt: number }, now: number): RgPlaySessionView {
  const range = { from: session.startedAt, to: now + 1 };
  const limits = rg.limitsInForce(account.memberId, now);
  const merchant = rg.repository.merchant(account.merchantCode);
  return {
    startedAt: session.startedAt,
    playedMinutes: Math.floor((now - session.startedAt) / 60_000),
    wageredMinor: rg.usage.wagered(account.memberId, range),
    netMinor: -rg.usage.netLoss(account.memberId, range),
    currency: account.currency,
    realityCheckMinutes: rg.repository.realityCheckMinutes(account.memberId) ?? merchant.realityCheckMinutes,
    todayMinutes: rg.minutesPlayedToday(account.memberId, now),
    sessionLimitMinutes: limits.get(limitKey('session', 'day'))?.amount ?? null,
    resetsAt: rgPeriodRange('day', now).to,
  };
}
