import type { Db } from '../db/open-database';
import { DAY_MS, MANILA_OFFSET_MS, manilaDate } from '../time/manila-days';

/** One Manila day's net result of play: payouts less turnover (bets less refunded bets). */
export interface DailyNet {
  readonly date: string;
  readonly netWinLossMinor: number;
}

/** The sums of the contract's `WalletReportSummary`. */
export interface ReportSums {
  readonly depositsMinor: number;
  readonly withdrawalsMinor: number;
  readonly betsMinor: number;
  readonly betCount: number;
  readonly payoutsMinor: number;
  readonly netWinLossMinor: number;
  readonly rebatesMinor: number;
  readonly bonusMinor: number;
}

interface SumsRow {
  deposits: number;
  withdrawals: number;
  bets: number;
  bet_count: number;
  payouts: number;
  rebates: number;
  bonus: number;
}

/** Profit and loss of a member over a time range, summed from the cash ledger. */
export class ReportSummary {
  private readonly sums;
  private readonly daily;

  constructor(db: Db) {
    this.sums = db.prepare<[number, number, number], SumsRow>(
      `SELECT
         coalesce(sum(CASE WHEN kind = 'deposit' THEN amount_minor END), 0) AS deposits,
         -coalesce(sum(CASE WHEN kind IN ('withdrawal', 'withdrawal_refund') THEN amount_minor END), 0) AS withdrawals,
         -coalesce(sum(CASE WHEN kind IN ('bet', 'bet_refund') THEN amount_minor END), 0) AS bets,
         count(CASE WHEN kind = 'bet' THEN 1 END) AS bet_count,
         coalesce(sum(CASE WHEN kind = 'payout' THEN amount_minor END), 0) AS payouts,
         coalesce(sum(CASE WHEN kind = 'rebate' THEN amount_minor END), 0) AS rebates,
         coalesce(sum(CASE WHEN kind = 'bonus' THEN amount_minor END), 0) AS bonus
       FROM ledger_entry
       WHERE member_id = ? AND wallet = 'cash' AND created_at >= ? AND created_at < ?`,
    );
    this.daily = db.prepare<[number, number, number, number], { date: string; net: number }>(
      `SELECT date((created_at + ?) / 1000, 'unixepoch') AS date, sum(amount_minor) AS net
       FROM ledger_entry
       WHERE member_id = ? AND wallet = 'cash' AND kind IN ('bet', 'bet_refund', 'payout') AND created_at >= ? AND created_at < ?
       GROUP BY date`,
    );
  }

  /** The net result of each Manila day of [from, to), oldest first, a day without play at 0 (`from` is a Manila midnight). */
  dailyNetOf(memberId: number, from: number, to: number): DailyNet[] {
    const nets = new Map(this.daily.all(MANILA_OFFSET_MS, memberId, from, to).map((row) => [row.date, row.net]));
    const days: DailyNet[] = [];
    for (let day = from; day < to; day += DAY_MS) {
      const date = manilaDate(day);
      days.push({ date, netWinLossMinor: nets.get(date) || 0 });
    }
    return days;
  }

  /** The sums of a member's movements in [from, to). */
  sumsOf(memberId: number, from: number, to: number): ReportSums {
    const row = this.sums.get(memberId, from, to);
    const value = (n: number | undefined) => (n ? n : 0); // also turns -0 into 0
    const bets = value(row?.bets);
    const payouts = value(row?.payouts);
    return {
      depositsMinor: value(row?.deposits),
      withdrawalsMinor: value(row?.withdrawals),
      betsMinor: bets,
      betCount: value(row?.bet_count),
      payoutsMinor: payouts,
      netWinLossMinor: payouts - bets,
      rebatesMinor: value(row?.rebates),
      bonusMinor: value(row?.bonus),
    };
  }
}
