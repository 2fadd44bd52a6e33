import {
  rgChangeAppliesAtOnce,
  rgPeriodRange,
  rgWouldPass,
  RG_LIMIT_PERIODS,
  type RgLimitKind,
  type RgLimitPeriod,
} from '@gp/domain';
import type { PlatformContext } from '../platform-context';
import { PlaySessions, type PlaySession } from './play-sessions';
import { accountExcluded, limitReached, sessionLimitReached } from './rg-refusals';
import { RgRepository, type ExclusionRow, type LimitRow, type StoredLimitKind } from './rg-repository';
import { RgUsage } from './rg-usage';

const MINUTE_MS = 60_000;

/** The limits of a member in force at a moment, by `${kind}:${period}`. */
export type LimitsInForce = ReadonlyMap<string, LimitRow>;

/** The key of a limit in LimitsInForce. */
export function limitKey(kind: StoredLimitKind, period: RgLimitPeriod): string {
  return `${kind}:${period}`;
}

/** A limit row whose waiting change has come due, with the change applied. */
function applyDue(row: LimitRow, now: number): LimitRow {
  if (row.pendingAt === null || row.pendingAt > now) return row;
  return { ...row, amount: row.pendingAmount, pendingAmount: null, pendingAt: null };
}

/**
 * The platform's side of responsible gaming: the limits in force (a waiting raise or removal
 * applied once due), the refusals of deposits, stakes and launches that would pass them, play
 * time, and exclusions. Deposit, bet, launch and login code call the `refuse…` guards.
 */
export class ResponsibleGaming {
  readonly repository;
  readonly usage;
  readonly plays;

  constructor(private readonly context: PlatformContext) {
    this.repository = new RgRepository(context.db);
    this.usage = new RgUsage(context.db);
    this.plays = new PlaySessions(context.db);
  }

  /** The member's limits in force at `now`, storing any waiting change that has come due. */
  limitsInForce(memberId: number, now: number): LimitsInForce {
    const limits = new Map<string, LimitRow>();
    for (const stored of this.repository.limits(memberId)) {
      const row = applyDue(stored, now);
      if (row !== stored) this.repository.saveLimit(memberId, row, now);
      limits.set(limitKey(row.kind, row.period), row);
    }
    return limits;
  }

  /**
   * Sets a limit: a new or lower one (or an unchanged one) applies at once and drops a waiting
   * change; a higher one or a removal waits the merchant's cooling period.
   */
  changeLimit(memberId: number, merchantCode: string, change: { kind: StoredLimitKind; period: RgLimitPeriod; amount: number | null }, now: number): void {
    const current = this.limitsInForce(memberId, now).get(limitKey(change.kind, change.period))?.amount ?? null;
    const coolingMs = this.repository.merchant(merchantCode).coolingHours * 3_600_000;
    const atOnce = coolingMs === 0 || rgChangeAppliesAtOnce(current, change.amount);
    const row: LimitRow = atOnce
      ? { kind: change.kind, period: change.period, amount: change.amount, pendingAmount: null, pendingAt: null }
      : { kind: change.kind, period: change.period, amount: current, pendingAmount: change.amount, pendingAt: now + coolingMs };
    this.repository.saveLimit(memberId, row, now);
  }

  /** Refuses (403 RG_LIMIT_REACHED) a deposit that would pass a deposit limit. */
  refuseDeposit(memberId: number, amountMinor: number, now: number): void {
    const limits = this.limitsInForce(memberId, now);
    for (const period of RG_LIMIT_PERIODS) {
      const limit = limits.get(limitKey('deposit', period))?.amount ?? null;
      if (limit === null) continue;
      const range = rgPeriodRange(period, now);
      const used = this.usage.deposited(memberId, range, now);
      if (rgWouldPass(limit, used, amountMinor)) throw limitReached('deposit', period, limit, used, range.to);
    }
  }

  /**
   * Refuses a cash stake that would pass a wager or loss limit (the stake counted as lost), or
   * any after today's play time reached the limit; otherwise records the sign of play.
   */
  refuseStake(memberId: number, stakeMinor: number, now: number): void {
    const limits = this.limitsInForce(memberId, now);
    this.refuseWhenOutOfTime(memberId, limits, now);
    for (const kind of ['wager', 'loss'] as const satisfies readonly RgLimitKind[]) {
      for (const period of RG_LIMIT_PERIODS) {
        const limit = limits.get(limitKey(kind, period))?.amount ?? null;
        if (limit === null) continue;
        const range = rgPeriodRange(period, now);
        const used = kind === 'wager' ? this.usage.wagered(memberId, range) : this.usage.netLoss(memberId, range);
        if (rgWouldPass(limit, used, stakeMinor)) throw limitReached(kind, period, limit, used, range.to);
      }
    }
    this.plays.touch(memberId, now);
  }

  /** Refuses a cash launch after today's play time reached the limit; otherwise records the sign of play. */
  refuseLaunch(memberId: number, now: number): PlaySession {
    this.refuseWhenOutOfTime(memberId, this.limitsInForce(memberId, now), now);
    return this.plays.touch(memberId, now);
  }

  /** Records that a cash game is still open, refusing (RG_SESSION_LIMIT) once today's play time reaches the limit. */
  touchPlay(memberId: number, now: number): PlaySession {
    const session = this.plays.touch(memberId, now);
    this.refuseWhenOutOfTime(memberId, this.limitsInForce(memberId, now), now);
    return session;
  }

  /** Whole minutes played in the Manila day holding `now`. */
  minutesPlayedToday(memberId: number, now: number): number {
    return Math.floor(this.plays.playedMs(memberId, rgPeriodRange('day', now)) / MINUTE_MS);
  }

  /** Refuses (403 ACCOUNT_EXCLUDED) an account in a cool-off or self-exclusion. */
  refuseExcluded(memberId: number, now: number): void {
    const exclusion = this.repository.exclusion(memberId, now);
    if (exclusion) throw accountExcluded(exclusion.kind, exclusion.endsAt);
  }

  /** The exclusion in force, or null. */
  exclusionOf(memberId: number, now: number): ExclusionRow | null {
    return this.repository.exclusion(memberId, now);
  }

  private refuseWhenOutOfTime(memberId: number, limits: LimitsInForce, now: number): void {
    const minutes = limits.get(limitKey('session', 'day'))?.amount ?? null;
    if (minutes === null) return;
    const day = rgPeriodRange('day', now);
    if (this.plays.playedMs(memberId, day) >= minutes * MINUTE_MS) throw sessionLimitReached(minutes, day.to);
  }
}
