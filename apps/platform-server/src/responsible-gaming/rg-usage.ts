import type { TimeRange } from '@gp/domain';
import type { Db } from '../db/open-database';

/**
 * What a member used in a period, as the limits count it: deposits started that are paid or
 * still payable, cash staked (less refunds), and net cash loss (stakes less payouts and refunds;
 * negative when the member is ahead).
 */
export class RgUsage {
  private readonly depositsIn;
  private readonly cashIn;

  constructor(db: Db) {
    this.depositsIn = db.prepare<[number, number, number, number], { total: number }>(
      `SELECT coalesce(sum(amount_minor), 0) AS total FROM deposit
       WHERE member_id = ? AND created_at >= ? AND created_at < ? AND (status = 'paid' OR (status = 'pending' AND expires_at > ?))`,
    );
    this.cashIn = db.prepare<[number, number, number], { staked: number; net: number }>(
      `SELECT coalesce(-sum(CASE WHEN kind IN ('bet', 'bet_refund') THEN amount_minor ELSE 0 END), 0) AS staked,
              coalesce(sum(amount_minor), 0) AS net
       FROM ledger_entry WHERE member_id = ? AND wallet = 'cash' AND kind IN ('bet', 'bet_refund', 'payout')
         AND created_at >= ? AND created_at < ?`,
    );
  }

  /** Deposits started in the range that are paid or can still be paid at `now`. */
  deposited(memberId: number, range: TimeRange, now: number): number {
    return this.depositsIn.get(memberId, range.from, range.to, now)?.total ?? 0;
  }

  /** Cash staked in the range, less refunded stakes (a refund of an earlier period's stake never takes it below 0). */
  wagered(memberId: number, range: TimeRange): number {
    return Math.max(0, this.cashIn.get(memberId, range.from, range.to)?.staked ?? 0);
  }

  /** Net cash loss in the range: positive when the member lost, negative when ahead. */
  netLoss(memberId: number, range: TimeRange): number {
    return -(this.cashIn.get(memberId, range.from, range.to)?.net ?? 0);
  }
}
