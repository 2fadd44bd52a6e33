import type { Db } from '../../db/open-database';

/**
 * An agent's own income: the salary and dividend its contracts credited to its cash balance (the
 * ledger's `salary` and `dividend` rows), per bucket of time.
 */
export class AgentIncome {
  private readonly bucketRows;

  constructor(db: Db) {
    this.bucketRows = db.prepare<[object], { bucket: number; total: number }>(
      `SELECT CAST((created_at - @from) / @bucket AS INTEGER) AS bucket, sum(amount_minor) AS total FROM ledger_entry
       WHERE member_id = @agent AND kind IN ('salary', 'dividend') AND wallet = 'cash' AND amount_minor > 0
         AND created_at >= @from AND created_at < @until
       GROUP BY bucket`,
    );
  }

  /** The agent's income in [from, until) per bucket of `bucketMs` from `from` (bucket index → minor units). */
  byBucket(agentId: number, from: number, until: number, bucketMs: number): Map<number, number> {
    return new Map(this.bucketRows.all({ agent: agentId, from, until, bucket: bucketMs }).map((row) => [row.bucket, row.total]));
  }
}
