/**
 * Counted (valid) bets: the one definition the wagering before a withdrawal, the daily sign-in, the
 * leaderboard and the agent centre's team figures (agents/team/team-figures.ts) read. A real-money
 * game order counts, its stake less what was refunded of it, from the moment it can no longer be
 * cancelled: a lottery order when its draw closes for bets and cancellations (`closes_at`, the
 * cut-off of isCancellable below), any other order (a slot spin, settled at once) when placed.
 * Before that moment a stake may still be refunded, so it counts nowhere; after it, nothing changes
 * it. A stake counts in the window holding that moment.
 */

/** SQL: when the game order `o` counts (indexed with its member by game_order_counted). */
export const ORDER_COUNTED_AT = 'coalesce(o.closes_at, o.created_at)';

/** SQL condition: the game order `o` is a real-money bet not wholly cancelled. */
export const COUNTED_ORDER = "o.wallet = 'cash' AND o.status <> 'cancelled'";

/** SQL: what of the game order `o` counts: its stake less what was refunded. */
export const ORDER_COUNTED_MINOR = '(o.stake_minor - o.refunded_minor)';

/**
 * SQL condition: the ledger row `l` is a real-money stake (`bet`) or refund (`bet_refund`) that no
 * game order wrote (seeded or imported history, a vendor's round), which nothing can cancel: it
 * counts when written (`l.created_at`), a refund negatively.
 */
export const LEDGER_ONLY_STAKE = "l.wallet = 'cash' AND l.kind IN ('bet', 'bet_refund') AND (l.reference IS NULL OR l.reference NOT GLOB 'order:*')";

/** Whose bets a query reads: one member (`@member`) or every member of a merchant (`@merchant`). */
export type CountedScope = 'member' | 'merchant';

/**
 * SQL of the stakes of a scope that count in [@from, @until), one row per stake: `member_id`,
 * `amount_minor` (negative for a refund) and `counted_at`. Game orders count as above; bet and
 * refund rows the ledger holds without a game order (seeded or imported history, which nothing can
 * cancel) count when written. `@until` must not pass `now` (see countedUntil).
 */
export function countedStakesSql(scope: CountedScope): string {
  const members = scope === 'member' ? '= @member' : 'IN (SELECT id FROM member WHERE merchant_code = @merchant)';
  return `SELECT o.member_id, ${ORDER_COUNTED_MINOR} AS amount_minor, ${ORDER_COUNTED_AT} AS counted_at
      FROM game_order o
      WHERE o.member_id ${members} AND ${COUNTED_ORDER} AND ${ORDER_COUNTED_AT} >= @from AND ${ORDER_COUNTED_AT} < @until
    UNION ALL
    SELECT l.member_id, -l.amount_minor AS amount_minor, l.created_at AS counted_at
      FROM ledger_entry l
      WHERE l.member_id ${members} AND ${LEDGER_ONLY_STAKE} AND l.created_at >= @from AND l.created_at < @until`;
}

/**
 * The end (excluded) of the part of [from, to) whose stakes count at `now`: at most `now` itself
 * (a lottery order counts from the very moment its draw closes), so a stake that can still be
 * cancelled never counts.
 */
export function countedUntil(to: number, now: number): number {
  return Math.min(to, now + 1);
}

/** Whether a game order can still be cancelled at `now`: a pending lottery order before its draw closes. */
export function isCancellable(order: { readonly status: string; readonly closes_at: number | null }, now: number): boolean {
  return order.status === 'pending' && order.closes_at !== null && now < order.closes_at;
}
