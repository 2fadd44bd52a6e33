import type { Db } from '../db/open-database';

/**
 * Restates each seeded ledger row's `balance_after_minor` in time order (by `created_at`, then
 * id), as the transaction history lists the rows. The seed writes each area's history in turn
 * (and the engagement activity by the real clock afterwards), so a row dated earlier may have been
 * posted after rows dated later, and its balance after (the balance after the rows posted before
 * it) disagreed with the lines around it. Amounts and balances do not change: a wallet's last row
 * still ends on its balance. A history that would go below zero in time order is refused (the
 * table's CHECK). For seeding only: a live ledger is written in time order.
 */
export function restateBalancesInTimeOrder(db: Db): void {
  db.prepare(
    `WITH running AS (
       SELECT id, sum(amount_minor) OVER (PARTITION BY member_id, wallet ORDER BY created_at, id) AS after FROM ledger_entry
     )
     UPDATE ledger_entry SET balance_after_minor = running.after
     FROM running WHERE running.id = ledger_entry.id AND ledger_entry.balance_after_minor <> running.after`,
  ).run();
}
