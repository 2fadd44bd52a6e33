import type { Db } from '../db/open-database';

/** What a member did over a time range, from the cash ledger. */
export interface ActivitySums {
  /** Approved deposits: the credits of `deposit` rows. */
  readonly depositedMinor: number;
  /** Valid bets: stakes less refunded stakes (`bet` and `bet_refund` rows, negated), never below 0. */
  readonly validBetMinor: number;
}

interface SumsRow {
  deposited: number | null;
  bets: number | null;
}

/** Sums of a member's cash ledger rows the engagement rules read: deposits, valid bets and bonuses. */
export class MemberActivity {
  private readonly sums;
  private readonly bonusIn;
  private readonly bonusAll;
  private readonly depositAll;
  private readonly depositRows;

  constructor(db: Db) {
    this.sums = db.prepare<[number, number, number], SumsRow>(
      `SELECT sum(CASE WHEN kind = 'deposit' THEN amount_minor END) AS deposited,
              -sum(CASE WHEN kind IN ('bet', 'bet_refund') THEN amount_minor END) AS bets
       FROM ledger_entry
       WHERE member_id = ? AND wallet = 'cash' AND kind IN ('deposit', 'bet', 'bet_refund') AND created_at >= ? AND created_at < ?`,
    );
    this.bonusIn = db.prepare<[number, number, number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND wallet = 'cash' AND kind = 'bonus' AND created_at >= ? AND created_at < ?",
    );
    this.bonusAll = db.prepare<[number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND wallet = 'cash' AND kind = 'bonus'",
    );
    this.depositAll = db.prepare<[number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND wallet = 'cash' AND kind = 'deposit'",
    );
    this.depositRows = db.prepare<[number], { n: number }>(
      "SELECT count(*) AS n FROM ledger_entry WHERE member_id = ? AND wallet = 'cash' AND kind = 'deposit'",
    );
  }

  /** The member's approved deposits and valid bets in [from, to). */
  between(memberId: number, from: number, to: number): ActivitySums {
    const row = this.sums.get(memberId, from, to);
    return { depositedMinor: row?.deposited ?? 0, validBetMinor: Math.max(0, row?.bets ?? 0) };
  }

  /** The member's bonuses credited in [from, to). */
  bonusBetween(memberId: number, from: number, to: number): number {
    return this.bonusIn.get(memberId, from, to)?.total ?? 0;
  }

  /** Every bonus the member was ever credited. */
  bonusTotal(memberId: number): number {
    return this.bonusAll.get(memberId)?.total ?? 0;
  }

  /** Every approved deposit of the member. */
  depositTotal(memberId: number): number {
    return this.depositAll.get(memberId)?.total ?? 0;
  }

  /** How many approved deposits the member has had (their `deposit` rows). */
  depositCount(memberId: number): number {
    return this.depositRows.get(memberId)?.n ?? 0;
  }
}
