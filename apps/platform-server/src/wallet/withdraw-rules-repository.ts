import { startOfManilaDay, turnoverRequiredMinor, withdrawAllowanceResetsAt, type WithdrawRules, type WithdrawUsage } from '@gp/domain';
import type { Db } from '../db/open-database';
import { COUNTED_ORDER, countedUntil, ORDER_COUNTED_AT, ORDER_COUNTED_MINOR } from '../play/counted-bets';

const PESO = 100;

/**
 * The platform's withdrawal rules for a merchant that has none of its own: five withdrawals and
 * ₱200,000 a day, the first free, then ₱10 plus 0.5 % (at most ₱200); no wagering asked.
 */
export const DEFAULT_WITHDRAW_RULES: WithdrawRules = {
  maxCountPerDay: 5,
  maxAmountPerDayMinor: 200_000 * PESO,
  freePerDay: 1,
  feeFixedMinor: 10 * PESO,
  feeBasisPoints: 50,
  feeCapMinor: 200 * PESO,
  turnoverBasisPoints: 0,
};

interface RuleRow {
  max_count_per_day: number;
  max_amount_per_day_minor: number;
  free_per_day: number;
  fee_fixed_minor: number;
  fee_basis_points: number;
  fee_cap_minor: number;
  turnover_basis_points: number;
}

/** The wagering asked before the next withdrawal (the contract's `WithdrawTurnover`). */
export interface TurnoverView {
  readonly requiredMinor: number;
  readonly countedMinor: number;
  readonly byCategory: { readonly category: string; readonly countedMinor: number }[];
}

/** A member's withdrawals of the current Manila day, and when that day ends. */
export interface WithdrawDay extends WithdrawUsage {
  readonly resetsAt: number;
}

/** Each merchant's withdrawal rules (`merchant_withdraw_rule`), what a member withdrew today and the wagering still asked. */
export class WithdrawRulesRepository {
  private readonly ruleOf;
  private readonly upsert;
  private readonly usage;
  private readonly lastWithdrawal;
  private readonly depositsSince;
  private readonly betsSince;

  constructor(db: Db) {
    this.ruleOf = db.prepare<[string], RuleRow>('SELECT * FROM merchant_withdraw_rule WHERE merchant_code = ?');
    this.upsert = db.prepare<[string, number, number, number, number, number, number, number]>(
      `INSERT OR REPLACE INTO merchant_withdraw_rule
         (merchant_code, max_count_per_day, max_amount_per_day_minor, free_per_day, fee_fixed_minor, fee_basis_points, fee_cap_minor,
          turnover_basis_points)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.lastWithdrawal = db.prepare<[number], { at: number | null }>(
      "SELECT max(created_at) AS at FROM withdrawal WHERE member_id = ? AND status <> 'cancelled'",
    );
    this.depositsSince = db.prepare<[number, number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM deposit WHERE member_id = ? AND status = 'paid' AND settled_at > ?",
    );
    this.betsSince = db.prepare<{ member: number; since: number; until: number }, { category: string; counted: number }>(
      `SELECT g.game_category AS category, sum(${ORDER_COUNTED_MINOR}) AS counted
       FROM game_order o JOIN game g ON g.node_id = o.node_id
       WHERE o.member_id = @member AND ${COUNTED_ORDER} AND ${ORDER_COUNTED_AT} > @since AND ${ORDER_COUNTED_AT} < @until
       GROUP BY g.game_category HAVING counted > 0 ORDER BY counted DESC, category`,
    );
    this.usage = db.prepare<[number, number, number], { n: number; total: number | null }>(
      `SELECT count(*) AS n, sum(amount_minor) AS total FROM withdrawal
       WHERE member_id = ? AND status <> 'cancelled' AND created_at >= ? AND created_at < ?`,
    );
  }

  /** The merchant's rules, or the platform's defaults. */
  rulesOf(merchantCode: string): WithdrawRules {
    const row = this.ruleOf.get(merchantCode);
    if (!row) return DEFAULT_WITHDRAW_RULES;
    return {
      maxCountPerDay: row.max_count_per_day,
      maxAmountPerDayMinor: row.max_amount_per_day_minor,
      freePerDay: row.free_per_day,
      feeFixedMinor: row.fee_fixed_minor,
      feeBasisPoints: row.fee_basis_points,
      feeCapMinor: row.fee_cap_minor,
      turnoverBasisPoints: row.turnover_basis_points,
    };
  }

  /** Sets a merchant's rules (the seed; an operator's back office would too). */
  setRules(merchantCode: string, rules: WithdrawRules): void {
    this.upsert.run(
      merchantCode,
      rules.maxCountPerDay,
      rules.maxAmountPerDayMinor,
      rules.freePerDay,
      rules.feeFixedMinor,
      rules.feeBasisPoints,
      rules.feeCapMinor,
      rules.turnoverBasisPoints,
    );
  }

  /**
   * The wagering the member's paid deposits since the last withdrawal that was not cancelled (or
   * since joining) ask for under `rules`, and the valid real-money bets counted since, up to `now`,
   * by game type (play/counted-bets.ts: a lottery bet from its draw's close, when it can no longer
   * be cancelled).
   */
  turnover(memberId: number, rules: WithdrawRules, now: number): TurnoverView {
    const since = this.lastWithdrawal.get(memberId)?.at ?? -1;
    const requiredMinor = turnoverRequiredMinor(this.depositsSince.get(memberId, since)?.total ?? 0, rules);
    const byCategory = this.betsSince
      .all({ member: memberId, since, until: countedUntil(Number.POSITIVE_INFINITY, now) })
      .map((row) => ({ category: row.category, countedMinor: row.counted }));
    return { requiredMinor, countedMinor: byCategory.reduce((sum, row) => sum + row.countedMinor, 0), byCategory };
  }

  /** The member's pending and paid withdrawals of the Manila day holding `now`. */
  today(memberId: number, now: number): WithdrawDay {
    const resetsAt = withdrawAllowanceResetsAt(now);
    const row = this.usage.get(memberId, startOfManilaDay(now), resetsAt);
    return { count: row?.n ?? 0, amountMinor: row?.total ?? 0, resetsAt };
  }
}
