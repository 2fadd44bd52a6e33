import { createHash } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import type { PlatformContext } from '../../platform-context';
import { PaymentPasswordGuard } from '../../security/payment-password-guard';
import type { SessionAccount } from '../../sessions/session-store';
import { DownlineRepository } from './downline-repository';

/** The decrypted transfer payload (contract schema AgentTransferPayload). */
export interface AgentTransferPayload {
  readonly downlineUsername: string;
  readonly amountMinor: number;
  readonly paymentPassword?: string;
}

/** A transfer as the contract's AgentTransfer gives it. */
export interface AgentTransferView {
  readonly transferId: number;
  readonly downlineUsername: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly balanceAfterMinor: number;
  readonly createdAt: number;
}

/** Amounts one transfer may move: ₱1.00 to ₱50,000.00. */
export const TRANSFER_LIMITS = { minMinor: 100, maxMinor: 5_000_000 } as const;
/** How long an idempotency key is remembered: 24 hours. */
export const TRANSFER_KEY_TTL_MS = 24 * 60 * 60_000;
/** Wrong payment passwords allowed per agent (shared with withdrawals): 5 in 15 minutes. */
export { PAYMENT_PASSWORD_POLICY } from '../../security/payment-password-guard';

interface TransferRow {
  id: number;
  username: string;
  amount_minor: number;
  currency: string;
  agent_balance_after_minor: number;
  created_at: number;
}

function requestHash(payload: AgentTransferPayload): Buffer {
  return createHash('sha256').update(JSON.stringify([payload.downlineUsername.trim(), payload.amountMinor])).digest();
}

function toView(row: TransferRow): AgentTransferView {
  return {
    transferId: row.id,
    downlineUsername: row.username,
    amountMinor: row.amount_minor,
    currency: row.currency,
    balanceAfterMinor: row.agent_balance_after_minor,
    createdAt: row.created_at,
  };
}

/**
 * Agent-to-downline transfers: both ledger entries, the transfer row and its idempotency key
 * commit in one transaction; a retry with the same key returns the first transfer.
 */
export class AgentTransferService {
  private readonly downline;
  private readonly paymentPasswords;
  private readonly keyRow;
  private readonly purgeKeys;
  private readonly insertKey;
  private readonly insertTransfer;
  private readonly setBalanceAfter;
  private readonly transferById;
  private readonly paymentHash;

  constructor(private readonly context: PlatformContext) {
    const db = context.db;
    this.downline = new DownlineRepository(db);
    this.paymentPasswords = new PaymentPasswordGuard(db, () => context.now());
    this.keyRow = db.prepare<[number, string], { request_hash: Buffer; transfer_id: number }>(
      'SELECT request_hash, transfer_id FROM agent_transfer_key WHERE agent_id = ? AND idempotency_key = ?',
    );
    this.purgeKeys = db.prepare<[number]>('DELETE FROM agent_transfer_key WHERE created_at < ?');
    this.insertKey = db.prepare<[number, string, Buffer, number, number]>(
      'INSERT INTO agent_transfer_key (agent_id, idempotency_key, request_hash, transfer_id, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertTransfer = db.prepare<[number, number, number, string, number], { id: number }>(
      `INSERT INTO agent_transfer (agent_id, member_id, amount_minor, currency, agent_balance_after_minor, created_at)
       VALUES (?, ?, ?, ?, 0, ?) RETURNING id`,
    );
    this.setBalanceAfter = db.prepare<[number, number]>('UPDATE agent_transfer SET agent_balance_after_minor = ? WHERE id = ?');
    this.transferById = db.prepare<[number], TransferRow>(
      `SELECT t.id, m.username, t.amount_minor, t.currency, t.agent_balance_after_minor, t.created_at
       FROM agent_transfer t JOIN member m ON m.id = t.member_id WHERE t.id = ?`,
    );
    this.paymentHash = db.prepare<[number], { payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM member WHERE id = ?',
    );
  }

  /** The first result of a key, null for a new key; IDEMPOTENCY_CONFLICT when it carried another transfer. */
  private replay(agentId: number, key: string, hash: Buffer): AgentTransferView | null {
    const row = this.keyRow.get(agentId, key);
    if (!row) return null;
    if (!row.request_hash.equals(hash)) {
      throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another transfer');
    }
    const transfer = this.transferById.get(row.transfer_id);
    if (!transfer) throw new Error('a kept idempotency key lost its transfer');
    return toView(transfer);
  }

  private async checkPaymentPassword(agentId: number, given: string | undefined): Promise<void> {
    await this.paymentPasswords.verify(agentId, given, this.paymentHash.get(agentId)?.payment_password_hash ?? null);
  }

  /** Moves `amountMinor` from the agent to a downline member once per idempotency key. */
  async transfer(agent: SessionAccount, key: string, payload: AgentTransferPayload): Promise<AgentTransferView> {
    const hash = requestHash(payload);
    this.purgeKeys.run(this.context.now() - TRANSFER_KEY_TTL_MS);
    const first = this.replay(agent.memberId, key, hash);
    if (first) return first;

    const amount = payload.amountMinor;
    if (!Number.isSafeInteger(amount) || amount < TRANSFER_LIMITS.minMinor || amount > TRANSFER_LIMITS.maxMinor) {
      throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'The amount must be between 1.00 and 50,000.00', { ...TRANSFER_LIMITS });
    }
    const member = this.downline.find(agent.memberId, agent.merchantCode, payload.downlineUsername.trim());
    if (!member || member.status !== 'active') {
      throw new ApiError(404, 'USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
    }
    if (member.currency !== agent.currency) {
      throw new ApiError(400, 'BAD_REQUEST', 'The member keeps another currency than yours');
    }
    await this.checkPaymentPassword(agent.memberId, payload.paymentPassword);

    return this.context.db.transaction(() => {
      const again = this.replay(agent.memberId, key, hash);
      if (again) return again;
      const at = this.context.now();
      const inserted = this.insertTransfer.get(agent.memberId, member.id, amount, agent.currency, at);
      if (!inserted) throw new Error('the transfer row was not written');
      const reference = `agent-transfer:${inserted.id}`;
      const out = this.context.ledger.post({ memberId: agent.memberId, wallet: 'cash', amountMinor: -amount, kind: 'transfer_out', reference, at });
      this.context.ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: amount, kind: 'transfer_in', reference, at });
      this.setBalanceAfter.run(out.balanceAfterMinor, inserted.id);
      this.insertKey.run(agent.memberId, key, hash, inserted.id, at);
      return {
        transferId: inserted.id,
        downlineUsername: member.username,
        amountMinor: amount,
        currency: agent.currency,
        balanceAfterMinor: out.balanceAfterMinor,
        createdAt: at,
      };
    })();
  }
}
