import type { Db } from '../db/open-database';
import { countedStakesSql, countedUntil } from '../play/counted-bets';

/** What a member did over a time range: approved deposits from the cash ledger, valid bets from counted bets. */
export interface ActivitySums {
  /** Approved deposits: the credits of `deposit` rows. */
  readonly depositedMinor: number;
  /**
   * Valid bets: the stakes that count in the range (play/counted-bets.ts: less refunds, and only
   * once they can no longer be cancelled), never below 0.
   */
  readonly validBetMinor: number;
}

/** Sums of a member's cash ledger rows and counted bets the engagement rules read: deposits, valid bets and bonuses. */
export class MemberActivity {
  private readonly deposits;
  private readonly validBets;
  private readonly bonusIn;
  private readonly bonusAll;
  private readonly depositAll;
  private readonly depositRows;

  constructor(db: Db) {
    this.deposits = db.prepare<[number, number, number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND wallet = 'cash' AND kind = 'deposit' AND created_at >= ? AND created_at < ?",
    );
    this.validBets = db.prepare<{ member: number; from: number; until: number }, { total: number | null }>(
      `SELECT sum(amount_minor) AS total FROM (${countedStakesSql('member')})`,
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

  /** The member's approved deposits in [from, to) and the valid bets that count in it as seen at `now`. */
  between(memberId: number, from: number, to: number, now: number): ActivitySums {
    const deposited = this.deposits.get(memberId, from, to)?.total ?? 0;
    const bets = this.validBets.get({ member: memberId, from, until: countedUntil(to, now) })?.total ?? 0;
    return { depositedMinor: deposited, validBetMinor: Math.max(0, bets) };
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
