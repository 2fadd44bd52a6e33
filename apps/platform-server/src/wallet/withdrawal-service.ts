import { turnoverLeftMinor, withdrawAllowanceLeft, withdrawAllowanceProblem, withdrawalFeeMinor } from '@gp/domain';
import { ApiError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import { PaymentPasswordGuard } from '../security/payment-password-guard';
import type { SessionAccount } from '../sessions/session-store';
import { findPayoutMethod } from './payment-methods';
import { PayoutAccountRepository } from './payout-account-repository';
import { checkPayoutAccount, payoutTargetOf, type WithdrawPayload } from './withdraw-payload';
import { WithdrawalRepository, type WithdrawalRecord } from './withdrawal-repository';
import { WithdrawRulesRepository } from './withdraw-rules-repository';
import type { Schema } from '../contract/schema-types';

/** Wrong payment passwords allowed per member (shared with agent transfers): 5 in 15 minutes. */
export { PAYMENT_PASSWORD_POLICY } from '../security/payment-password-guard';

/** A withdrawal as the contract's `Withdrawal` shows it. */
export type WithdrawalView = Schema<'Withdrawal'>;

/** An account number with all but its last 4 digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return '•'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);
}

/** A stored withdrawal as the contract shows it. */
export function withdrawalViewOf(withdrawal: WithdrawalRecord, currency: string): WithdrawalView {
  return {
    id: withdrawal.id,
    status: withdrawal.status,
    amountMinor: withdrawal.amountMinor,
    feeMinor: withdrawal.feeMinor,
    currency,
    payoutMethod: withdrawal.payoutMethod,
    bankCode: withdrawal.bankCode,
    accountNumberMasked: maskAccountNumber(withdrawal.accountNumber),
    accountName: withdrawal.accountName,
    createdAt: withdrawal.createdAt,
    settledAt: withdrawal.settledAt,
  };
}

/** The refusal of a withdrawal that would pass the day's allowance. */
const ALLOWANCE_REFUSALS = {
  noWithdrawalsLeft: ['WITHDRAW_DAILY_COUNT', 'No withdrawal is left today'],
  overDailyAmount: ['WITHDRAW_DAILY_AMOUNT', "The amount is more than is left of today's withdrawals"],
} as const;

/**
 * Withdrawals: a request debits the wallet in the same transaction that writes it (guarded by the
 * payment password, limits, the wagering asked, the day's allowance, balance and idempotency key), with the fee of the
 * merchant's rules taken from the payout; cancelling a pending one refunds it once.
 */
export class WithdrawalService {
  readonly withdrawals;
  readonly rules;
  private readonly keys;
  private readonly paymentPasswords;
  private readonly payoutAccounts;

  constructor(private readonly context: PlatformContext) {
    this.withdrawals = new WithdrawalRepository(context.db);
    this.rules = new WithdrawRulesRepository(context.db);
    this.payoutAccounts = new PayoutAccountRepository(context.db);
    this.keys = new IdempotencyStore(context.db);
    this.paymentPasswords = new PaymentPasswordGuard(context.db, () => context.now());
  }

  /**
   * Makes a withdrawal request, or answers a retry of the same key with the first result.
   */
  async request(account: SessionAccount, key: string, payload: WithdrawPayload): Promise<WithdrawalView> {
    const { paymentPassword, ...request } = payload;
    const call = { memberId: account.memberId, operation: 'createWithdrawal', key, request };
    const earlier = this.keys.replay<WithdrawalView>(call, this.context.now());
    if (earlier) return earlier;

    await this.paymentPasswords.verify(account.memberId, paymentPassword, this.withdrawals.paymentPasswordHash(account.memberId));
    const target = payoutTargetOf(payload, (id) => this.payoutAccounts.findOwn(id, account.memberId));
    checkPayoutAccount(target);
    const method = findPayoutMethod(target.payoutMethod);
    if (!method) throw new ApiError(400, 'BAD_REQUEST', 'This payout method does not exist');
    if (payload.amountMinor < method.minMinor || payload.amountMinor > method.maxMinor) {
      throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'The amount is outside the limits of this payout method', {
        minMinor: method.minMinor,
        maxMinor: method.maxMinor,
      });
    }
    return this.context.db.transaction(() => {
      const now = this.context.now();
      // Checked again inside the transaction: a twin request may have finished during the password check.
      const twin = this.keys.replay<WithdrawalView>(call, now);
      if (twin) return twin;
      const feeMinor = this.feeWithinAllowance(account, payload.amountMinor, now);
      const withdrawal = this.withdrawals.create({
        memberId: account.memberId,
        amountMinor: payload.amountMinor,
        feeMinor,
        payoutMethod: method.code,
        bankCode: method.needsBank ? (target.bankCode ?? null) : null,
        accountNumber: target.accountNumber,
        accountName: target.accountName.trim(),
        createdAt: now,
      });
      this.context.ledger.post({
        memberId: account.memberId,
        wallet: 'cash',
        amountMinor: -withdrawal.amountMinor,
        kind: 'withdrawal',
        reference: `withdrawal:${withdrawal.id}`,
        at: now,
      });
      const view = withdrawalViewOf(withdrawal, account.currency);
      this.keys.save(call, view, now);
      return view;
    })();
  }

  /**
   * The fee of a withdrawal of `amountMinor` now, after checking the wagering asked (409
   * TURNOVER_NOT_MET), the day's allowance (409 WITHDRAW_DAILY_COUNT or WITHDRAW_DAILY_AMOUNT) and
   * that the fee leaves something to pay out.
   */
  private feeWithinAllowance(account: SessionAccount, amountMinor: number, now: number): number {
    const rules = this.rules.rulesOf(account.merchantCode);
    const turnover = this.rules.turnover(account.memberId, rules, now);
    if (turnoverLeftMinor(turnover) > 0) {
      const { requiredMinor, countedMinor } = turnover;
      throw new ApiError(409, 'TURNOVER_NOT_MET', 'The bets since the last withdrawal have not reached the wagering asked', { requiredMinor, countedMinor });
    }
    const today = this.rules.today(account.memberId, now);
    const left = withdrawAllowanceLeft(rules, today);
    const problem = withdrawAllowanceProblem(amountMinor, left);
    if (problem) {
      const [code, message] = ALLOWANCE_REFUSALS[problem];
      throw new ApiError(409, code, message, { ...left, resetsAt: today.resetsAt });
    }
    const feeMinor = withdrawalFeeMinor(amountMinor, rules, today);
    if (feeMinor >= amountMinor) throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'The fee would take the whole amount', { feeMinor });
    return feeMinor;
  }

  /** Cancels a member's pending request and refunds it; 409 ORDER_NOT_CANCELLABLE otherwise. */
  cancel(account: SessionAccount, id: number): WithdrawalView {
    return this.context.db.transaction(() => {
      const withdrawal = this.withdrawals.findOwn(id, account.memberId);
      if (!withdrawal) throw new ApiError(404, 'NOT_FOUND', 'No such withdrawal');
      if (withdrawal.status !== 'pending') {
        throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', 'This withdrawal is already paid out or cancelled');
      }
      const now = this.context.now();
      const refund = this.context.ledger.post({
        memberId: account.memberId,
        wallet: 'cash',
        amountMinor: withdrawal.amountMinor,
        kind: 'withdrawal_refund',
        reference: `withdrawal:${withdrawal.id}`,
        at: now,
      });
      if (!this.withdrawals.markCancelled(withdrawal.id, refund.id, now)) throw new Error(`withdrawal ${id} was settled meanwhile`);
      return withdrawalViewOf({ ...withdrawal, status: 'cancelled', settledAt: now }, account.currency);
    })();
  }
}
