import { MAX_PAYOUT_ACCOUNTS_PER_METHOD, payoutAccountRoom } from '@gp/domain';
import type { Schema } from '../contract/schema-types';
import { ApiError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import { PaymentPasswordGuard } from '../security/payment-password-guard';
import type { SessionAccount } from '../sessions/session-store';
import { findPayoutMethod } from './payment-methods';
import { PayoutAccountRepository, type PayoutAccountRecord } from './payout-account-repository';
import { checkPayoutAccount } from './withdraw-payload';
import { maskAccountNumber } from './withdrawal-service';
import { WithdrawalRepository } from './withdrawal-repository';

/** The decrypted payload of addPayoutAccount (contract schema `PayoutAccountPayload`). */
export type PayoutAccountPayload = Schema<'PayoutAccountPayload'>;
/** A saved account as the contract's `PayoutAccount` shows it. */
export type PayoutAccountView = Schema<'PayoutAccount'>;

function viewOf(account: PayoutAccountRecord): PayoutAccountView {
  return {
    id: account.id,
    payoutMethod: account.payoutMethod,
    bankCode: account.bankCode,
    accountNumberMasked: maskAccountNumber(account.accountNumber),
    accountName: account.accountName,
    createdAt: account.createdAt,
  };
}

/**
 * Saved payout accounts: listed masked; saved behind the payment password (shared throttle with
 * withdrawals), the method's number pattern and the per-method limit, at most once per
 * Idempotency-Key and once per account; removed once.
 */
export class PayoutAccountService {
  private readonly accounts;
  private readonly passwords;
  private readonly keys;
  private readonly guard;

  constructor(
    private readonly context: PlatformContext,
    /** Most accounts a member keeps per method. */
    readonly maxPerMethod = MAX_PAYOUT_ACCOUNTS_PER_METHOD,
  ) {
    this.accounts = new PayoutAccountRepository(context.db);
    this.passwords = new WithdrawalRepository(context.db);
    this.keys = new IdempotencyStore(context.db);
    this.guard = new PaymentPasswordGuard(context.db, () => context.now());
  }

  /** The member's saved accounts, oldest first. */
  list(account: SessionAccount): PayoutAccountView[] {
    return this.accounts.listOwn(account.memberId).map(viewOf);
  }

  /** Saves an account, or answers a retry (or an account already saved) with it. */
  async add(account: SessionAccount, key: string, payload: PayoutAccountPayload): Promise<PayoutAccountView> {
    const { paymentPassword, ...request } = payload;
    const call = { memberId: account.memberId, operation: 'addPayoutAccount', key, request };
    const earlier = this.keys.replay<PayoutAccountView>(call, this.context.now());
    if (earlier) return earlier;
    const stored = this.passwords.paymentPasswordHash(account.memberId);
    await this.guard.verify(account.memberId, paymentPassword, stored);
    checkPayoutAccount(payload);
    const method = findPayoutMethod(payload.payoutMethod);
    if (!method) throw new ApiError(400, 'BAD_REQUEST', 'This payout method does not exist');
    const draft = {
      memberId: account.memberId,
      payoutMethod: method.code,
      bankCode: method.needsBank ? (payload.bankCode ?? null) : null,
      accountNumber: payload.accountNumber,
      accountName: payload.accountName.trim(),
    };
    return this.context.db.transaction(() => {
      const now = this.context.now();
      const twin = this.keys.replay<PayoutAccountView>(call, now);
      if (twin) return twin;
      const same = this.accounts.findSame(draft);
      let saved = same;
      if (!saved) {
        if (payoutAccountRoom(this.accounts.listOwn(account.memberId), method.code, this.maxPerMethod) === 0) {
          throw new ApiError(409, 'PAYOUT_ACCOUNT_LIMIT', 'The most accounts of this method are already saved', { max: this.maxPerMethod });
        }
        saved = this.accounts.create({ ...draft, createdAt: now });
      }
      const view = viewOf(saved);
      this.keys.save(call, view, now);
      return view;
    })();
  }

  /** Removes a member's own account (again: nothing more); 404 for another member's or a missing one. */
  remove(account: SessionAccount, id: number): void {
    const saved = this.accounts.findOwn(id, account.memberId);
    if (!saved) throw new ApiError(404, 'NOT_FOUND', 'No such payout account');
    this.accounts.markRemoved(id, this.context.now());
  }
}
