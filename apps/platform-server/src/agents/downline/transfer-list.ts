import type { Db } from '../../db/open-database';
import type { AgentTransferView } from './transfer-service';

interface TransferRow {
  id: number;
  username: string;
  amount_minor: number;
  currency: string;
  agent_balance_after_minor: number;
  created_at: number;
}

const TRANSFERS = `FROM agent_transfer t JOIN member m ON m.id = t.member_id
  WHERE t.agent_id = @agent AND (@username IS NULL OR m.username = @username)`;

/** An agent's transfers to its downline members, newest first; every query is bounded by the agent. */
export class TransferList {
  private readonly pageRows;
  private readonly countRow;

  constructor(db: Db) {
    this.pageRows = db.prepare<[object], TransferRow>(
      `SELECT t.id, m.username, t.amount_minor, t.currency, t.agent_balance_after_minor, t.created_at ${TRANSFERS}
       ORDER BY t.created_at DESC, t.id DESC LIMIT @limit OFFSET @offset`,
    );
    this.countRow = db.prepare<[object], { n: number }>(`SELECT count(*) AS n ${TRANSFERS}`);
  }

  /** One page of the agent's transfers, only those to `username` (exact) when given. */
  page(agentId: number, username: string | null, limit: number, offset: number): AgentTransferView[] {
    return this.pageRows.all({ agent: agentId, username, limit, offset }).map((row) => ({
      transferId: row.id,
      downlineUsername: row.username,
      amountMinor: row.amount_minor,
      currency: row.currency,
      balanceAfterMinor: row.agent_balance_after_minor,
      createdAt: row.created_at,
    }));
  }

  /** How many transfers the agent made (to `username` when given). */
  count(agentId: number, username: string | null): number {
    return this.countRow.get({ agent: agentId, username })?.n ?? 0;
  }
}
