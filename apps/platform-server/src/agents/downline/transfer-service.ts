import { AGENT_TRANSFER_LIMITS } from '@gp/domain';
import { ApiError } from '../../http/envelope';
import { IdempotencyStore, type IdempotentCall } from '../../http/idempotency-store';
import type { PlatformContext } from '../../platform-context';
import { PaymentPasswordGuard } from '../../security/payment-password-guard';
import type { SessionAccount } from '../../sessions/session-store';
import { DownlineRepository } from './downline-repository';
import type { Schema } from '../../contract/schema-types';

/** The decrypted transfer payload (contract schema AgentTransferPayload). */
export type AgentTransferPayload = Schema<'AgentTransferPayload'>;

/** A transfer as the contract's AgentTransfer gives it. */
export type AgentTransferView = Schema<'AgentTransfer'>;

/** Amounts one transfer may move: ₱1.00 to ₱50,000.00. */
export const TRANSFER_LIMITS = AGENT_TRANSFER_LIMITS;
/** Wrong payment passwords allowed per agent (shared with withdrawals): 5 in 15 minutes. */
export { PAYMENT_PASSWORD_POLICY } from '../../security/payment-password-guard';

/** The idempotent call of a transfer: the key stands for one downline member and amount (never the password). */
function transferCall(agentId: number, key: string, payload: AgentTransferPayload): IdempotentCall {
  const request = { downlineUsername: payload.downlineUsername.trim(), amountMinor: payload.amountMinor };
  return { memberId: agentId, operation: 'transferDownline', key, request };
}

/**
 * Agent-to-downline transfers: both ledger entries, the transfer row and its idempotency key
 * commit in one transaction; a retry with the same key returns the first transfer.
 */
export class AgentTransferService {
  private readonly downline;
  private readonly paymentPasswords;
  private readonly keys;
  private readonly insertTransfer;
  private readonly setBalanceAfter;
  private readonly paymentHash;

  constructor(private readonly context: PlatformContext) {
    const db = context.db;
    this.downline = new DownlineRepository(db);
    this.paymentPasswords = new PaymentPasswordGuard(db, () => context.now());
    this.keys = new IdempotencyStore(db);
    this.insertTransfer = db.prepare<[number, number, number, string, number], { id: number }>(
      `INSERT INTO agent_transfer (agent_id, member_id, amount_minor, currency, agent_balance_after_minor, created_at)
       VALUES (?, ?, ?, ?, 0, ?) RETURNING id`,
    );
    this.setBalanceAfter = db.prepare<[number, number]>('UPDATE agent_transfer SET agent_balance_after_minor = ? WHERE id = ?');
    this.paymentHash = db.prepare<[number], { payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM member WHERE id = ?',
    );
  }

  private async checkPaymentPassword(agentId: number, given: string | undefined): Promise<void> {
    await this.paymentPasswords.verify(agentId, given, this.paymentHash.get(agentId)?.payment_password_hash ?? null);
  }

  /** Moves `amountMinor` from the agent to a downline member once per idempotency key. */
  async transfer(agent: SessionAccount, key: string, payload: AgentTransferPayload): Promise<AgentTransferView> {
    const call = transferCall(agent.memberId, key, payload);
    const first = this.keys.replay<AgentTransferView>(call, this.context.now());
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
      const at = this.context.now();
      // Checked again inside the transaction: a twin request may have finished during the password check.
      const again = this.keys.replay<AgentTransferView>(call, at);
      if (again) return again;
      const inserted = this.insertTransfer.get(agent.memberId, member.id, amount, agent.currency, at);
      if (!inserted) throw new Error('the transfer row was not written');
      const reference = `agent-transfer:${inserted.id}`;
      const out = this.context.ledger.post({ memberId: agent.memberId, wallet: 'cash', amountMinor: -amount, kind: 'transfer_out', reference, at });
      this.context.ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: amount, kind: 'transfer_in', reference, at });
      this.setBalanceAfter.run(out.balanceAfterMinor, inserted.id);
      const view: AgentTransferView = {
        transferId: inserted.id,
        downlineUsername: member.username,
        amountMinor: amount,
        currency: agent.currency,
        balanceAfterMinor: out.balanceAfterMinor,
        createdAt: at,
      };
      this.keys.save(call, view, at);
      return view;
    })();
  }
}
