import { RG_DEFAULT_COOLING_HOURS, RG_DEFAULT_REALITY_CHECK_MINUTES, type RgExclusionKind, type RgLimitPeriod } from '@gp/domain';
import type { Db } from '../db/open-database';

/** A stored limit: money kinds in minor units, 'session' in minutes per day. */
export type StoredLimitKind = 'deposit' | 'loss' | 'wager' | 'session';

/** A limit as stored: the one in force and any change waiting for the cooling period. */
export interface LimitRow {
  readonly kind: StoredLimitKind;
  readonly period: RgLimitPeriod;
  readonly amount: number | null;
  readonly pendingAmount: number | null;
  readonly pendingAt: number | null;
}

/** A cool-off or self-exclusion as stored. */
export interface ExclusionRow {
  readonly kind: RgExclusionKind;
  readonly startedAt: number;
  readonly endsAt: number;
  readonly irrevocableUntil: number;
}

/** A merchant's responsible-gaming settings. */
export interface MerchantRgSetting {
  readonly coolingHours: number;
  readonly realityCheckMinutes: number;
}

interface RawLimit {
  kind: StoredLimitKind;
  period: RgLimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
}

/** The rows of responsible gaming: limits, settings, exclusions (play sessions are in PlaySessions). */
export class RgRepository {
  private readonly limitsOf;
  private readonly upsertLimit;
  private readonly merchantSetting;
  private readonly memberSetting;
  private readonly upsertMemberSetting;
  private readonly exclusionAt;
  private readonly insertExclusion;

  constructor(db: Db) {
    this.limitsOf = db.prepare<[number], RawLimit>('SELECT kind, period, amount, pending_amount, pending_at FROM rg_limit WHERE member_id = ?');
    this.upsertLimit = db.prepare<[number, StoredLimitKind, RgLimitPeriod, number | null, number | null, number | null, number]>(
      `INSERT INTO rg_limit (member_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
         pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
    );
    this.merchantSetting = db.prepare<[string], { cooling_hours: number; reality_check_minutes: number }>(
      'SELECT cooling_hours, reality_check_minutes FROM rg_merchant_setting WHERE merchant_code = ?',
    );
    this.memberSetting = db.prepare<[number], { reality_check_minutes: number }>('SELECT reality_check_minutes FROM rg_member_setting WHERE member_id = ?');
    this.upsertMemberSetting = db.prepare<[number, number]>(
      `INSERT INTO rg_member_setting (member_id, reality_check_minutes) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    );
    this.exclusionAt = db.prepare<[number, number], { kind: RgExclusionKind; started_at: number; ends_at: number; irrevocable_until: number }>(
      'SELECT kind, started_at, ends_at, irrevocable_until FROM rg_exclusion WHERE member_id = ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1',
    );
    this.insertExclusion = db.prepare<[number, RgExclusionKind, number, number, number]>(
      'INSERT INTO rg_exclusion (member_id, kind, started_at, ends_at, irrevocable_until) VALUES (?, ?, ?, ?, ?)',
    );
  }

  /** Every stored limit of a member. */
  limits(memberId: number): LimitRow[] {
    return this.limitsOf.all(memberId).map((row) => ({
      kind: row.kind,
      period: row.period,
      amount: row.amount,
      pendingAmount: row.pending_amount,
      pendingAt: row.pending_at,
    }));
  }

  /** Writes one limit. */
  saveLimit(memberId: number, row: LimitRow, now: number): void {
    this.upsertLimit.run(memberId, row.kind, row.period, row.amount, row.pendingAmount, row.pendingAt, now);
  }

  /** A merchant's cooling period and reality-check default (24 hours and 60 minutes unless set). */
  merchant(merchantCode: string): MerchantRgSetting {
    const row = this.merchantSetting.get(merchantCode);
    return {
      coolingHours: row?.cooling_hours ?? RG_DEFAULT_COOLING_HOURS,
      realityCheckMinutes: row?.reality_check_minutes ?? RG_DEFAULT_REALITY_CHECK_MINUTES,
    };
  }

  /** The member's chosen reality-check interval, or null. */
  realityCheckMinutes(memberId: number): number | null {
    return this.memberSetting.get(memberId)?.reality_check_minutes ?? null;
  }

  /** Stores the member's reality-check interval. */
  setRealityCheckMinutes(memberId: number, minutes: number): void {
    this.upsertMemberSetting.run(memberId, minutes);
  }

  /** The exclusion in force at `now` (the one ending last), or null. */
  exclusion(memberId: number, now: number): ExclusionRow | null {
    const row = this.exclusionAt.get(memberId, now);
    return row ? { kind: row.kind, startedAt: row.started_at, endsAt: row.ends_at, irrevocableUntil: row.irrevocable_until } : null;
  }

  /** Records an exclusion. */
  addExclusion(memberId: number, row: ExclusionRow): void {
    this.insertExclusion.run(memberId, row.kind, row.startedAt, row.endsAt, row.irrevocableUntil);
  }
}
