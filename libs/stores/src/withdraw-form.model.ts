import { runInAction } from 'mobx';
import {
  checkWithdrawAmount,
  parseAmountInput,
  turnoverLeftMinor,
  withdrawAllowanceLeft,
  withdrawalFeeMinor,
  WITHDRAW_AMOUNT_MESSAGES,
  type WithdrawAllowance,
  type WithdrawAmountLimits,
} from '@gp/domain';
import { createWithdrawal, type PayoutAccount, type PlatformClient, type Withdrawal, type WithdrawOptions } from '@gp/api-client';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';

/** A field of the withdraw form. */
export type WithdrawFormField = 'payoutAccountId' | 'amount' | 'paymentPassword';

const FIELDS: readonly WithdrawFormField[] = ['payoutAccountId', 'amount', 'paymentPassword'];

/** Collaborators of the withdraw form. */
export interface WithdrawFormDeps {
  readonly api: PlatformClient;
  /** A fresh Idempotency-Key (`crypto.randomUUID()` in the app). */
  readonly newKey: () => string;
  /** What the platform allows now (null until loaded). */
  readonly options: () => WithdrawOptions | null;
  /** The member's saved payout accounts. */
  readonly accounts: () => readonly PayoutAccount[];
  /** The language amounts are typed in. */
  readonly locale: () => string;
  /** The withdrawal was requested (the amounts and lists reload). */
  readonly onRequested: (withdrawal: Withdrawal) => void;
  /** The platform refused it (the amounts and the day's allowance reload; not after a call that got no answer). */
  readonly onRefused: () => void;
}

/** The fee of the amount being typed and what the member would receive, in minor units. */
export interface WithdrawFeePreview {
  readonly feeMinor: number;
  readonly receiveMinor: number;
}

/**
 * The withdraw form: a saved payout account, the amount (read strictly, within the method's
 * limits and the balance available, as the platform checks) and the payment password when the
 * member has one. One Idempotency-Key is kept for an attempt and sent again by its retries; a
 * changed field starts a new attempt.
 */
export class WithdrawFormModel extends FormModel<WithdrawFormField> {
  payoutAccountId: number | null = null;
  amount = '';
  paymentPassword = '';
  private attemptKey: string | null = null;

  constructor(private readonly deps: WithdrawFormDeps) {
    super(new FormFeedback<WithdrawFormField>(FIELDS), null);
    this.makeFormObservable({ deps: false, attemptKey: false });
  }

  /** The chosen account, or the first saved one while none is chosen. */
  get account(): PayoutAccount | null {
    const accounts = this.deps.accounts();
    return accounts.find((account) => account.id === this.payoutAccountId) ?? accounts[0] ?? null;
  }

  /** The limits of the chosen account's method, the balance available, today's allowance and the wagering left, once loaded. */
  get limits(): Required<WithdrawAmountLimits> | null {
    const options = this.deps.options();
    const method = options?.payoutMethods.find((candidate) => candidate.code === this.account?.payoutMethod);
    if (!options || !method) return null;
    return {
      minMinor: method.minMinor,
      maxMinor: method.maxMinor,
      availableMinor: options.availableMinor,
      allowance: this.allowance,
      turnoverLeftMinor: turnoverLeftMinor(options.turnover),
    };
  }

  /** What is left of today's withdrawals, once the options are known. */
  get allowance(): WithdrawAllowance | null {
    const options = this.deps.options();
    return options ? withdrawAllowanceLeft(options.rules, options.today) : null;
  }

  /** The fee of the amount typed so far and what would be paid out; null while it is not an amount. */
  get feePreview(): WithdrawFeePreview | null {
    const options = this.deps.options();
    const amount = parseAmountInput(this.amount, this.deps.locale());
    if (!options || !amount.ok || amount.minor === 0) return null;
    const feeMinor = withdrawalFeeMinor(amount.minor, options.rules, options.today);
    return { feeMinor, receiveMinor: Math.max(0, amount.minor - feeMinor) };
  }

  /** Picks the account to pay out to. */
  setAccount(id: number): void {
    this.payoutAccountId = id;
    this.attemptKey = null;
    this.feedback.clearError('payoutAccountId');
  }

  /** Changes the amount or the password; its message goes, and a new attempt begins. */
  setField(field: 'amount' | 'paymentPassword', value: string): void {
    this[field] = value;
    this.attemptKey = null;
    this.feedback.clearError(field);
  }

  /** Checks the form, then requests the withdrawal. */
  async submit(): Promise<void> {
    const account = this.account;
    const limits = this.limits;
    if (account === null || limits === null) {
      this.feedback.showFieldError('payoutAccountId', 'withdraw.accountRequired');
      return;
    }
    const amount = checkWithdrawAmount(this.amount, limits, this.deps.locale());
    if (!amount.ok) {
      this.feedback.showFieldError('amount', WITHDRAW_AMOUNT_MESSAGES[amount.problem]);
      return;
    }
    const passwordSet = this.deps.options()?.paymentPasswordSet ?? false;
    if (passwordSet && this.paymentPassword === '') {
      this.feedback.showFieldError('paymentPassword', 'form.paymentPasswordRequired');
      return;
    }
    const key = (this.attemptKey ??= this.deps.newKey());
    const { payoutMethod, id: payoutAccountId } = account;
    const amountMinor = amount.minor;
    const requested = await this.attempt('submit', async () => {
      const withdrawal = await createWithdrawal(this.deps.api, {
        amountMinor,
        payoutMethod,
        payoutAccountId,
        ...(passwordSet ? { paymentPassword: this.paymentPassword } : {}),
        idempotencyKey: key,
      });
      runInAction(() => {
        this.attemptKey = null;
        this.amount = '';
      });
      this.succeed();
      this.deps.onRequested(withdrawal);
    });
    // A refusal (not a call that got no answer, which Retry repeats) may mean the day's allowance moved.
    if (!requested && this.retryAction === null && this.feedback.alert !== null) this.deps.onRefused();
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.paymentPassword = '';
  }
}
