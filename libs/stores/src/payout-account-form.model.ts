import { runInAction } from 'mobx';
import {
  normalizePayoutAccountNumber,
  PAYOUT_ACCOUNT_FIELD_MESSAGES,
  payoutAccountErrors,
  type PayoutAccountField,
  type PayoutMethodCode,
} from '@gp/domain';
import { addPayoutAccount, type PayoutAccount, type PlatformClient } from '@gp/api-client';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';

/** A field of the add-payout-account form. */
export type PayoutAccountFormField = PayoutAccountField | 'paymentPassword';

const FIELDS: readonly PayoutAccountFormField[] = ['bankCode', 'accountNumber', 'accountName', 'paymentPassword'];

/** Collaborators of the add-payout-account form. */
export interface PayoutAccountFormDeps {
  readonly api: PlatformClient;
  /** A fresh Idempotency-Key (`crypto.randomUUID()` in the app). */
  readonly newKey: () => string;
  /** The account was saved (the list reloads). */
  readonly onSaved: (account: PayoutAccount) => void;
}

/**
 * Adding a payout account (GCash, Maya or a bank): the method, the bank for a bank account, the
 * account number checked against the method's pattern, the name on it and the payment password.
 * One Idempotency-Key is kept for an attempt (its retries resend it); a changed field starts a new one.
 */
export class PayoutAccountFormModel extends FormModel<PayoutAccountFormField> {
  payoutMethod: PayoutMethodCode = 'gcash';
  bankCode = '';
  accountNumber = '';
  accountName = '';
  paymentPassword = '';
  private attemptKey: string | null = null;

  constructor(private readonly deps: PayoutAccountFormDeps) {
    super(new FormFeedback<PayoutAccountFormField>(FIELDS), null);
    this.makeFormObservable({ deps: false, attemptKey: false });
  }

  /** Picks the method; the bank goes with it. */
  setMethod(method: PayoutMethodCode): void {
    this.payoutMethod = method;
    this.bankCode = '';
    this.attemptKey = null;
    this.feedback.clear();
  }

  /** Changes a field; its message goes, and a new attempt begins. */
  setField(field: PayoutAccountFormField, value: string): void {
    this[field] = value;
    this.attemptKey = null;
    this.feedback.clearError(field);
  }

  /** Checks the fields, then saves the account. */
  async submit(): Promise<void> {
    const invalid = payoutAccountErrors(this);
    if (invalid.length > 0) {
      // Last to first, so that the first invalid field ends up focused.
      for (const field of [...invalid].reverse()) this.feedback.showFieldError(field, PAYOUT_ACCOUNT_FIELD_MESSAGES[field]);
      return;
    }
    if (this.paymentPassword === '') {
      this.feedback.showFieldError('paymentPassword', 'form.paymentPasswordRequired');
      return;
    }
    const key = (this.attemptKey ??= this.deps.newKey());
    await this.attempt('submit', async () => {
      const saved = await addPayoutAccount(this.deps.api, {
        payoutMethod: this.payoutMethod,
        accountNumber: normalizePayoutAccountNumber(this.accountNumber),
        accountName: this.accountName.trim(),
        ...(this.payoutMethod === 'bank' ? { bankCode: this.bankCode } : {}),
        paymentPassword: this.paymentPassword,
        idempotencyKey: key,
      });
      runInAction(() => {
        this.attemptKey = null;
        this.accountNumber = '';
        this.accountName = '';
        this.bankCode = '';
      });
      this.succeed();
      this.deps.onSaved(saved);
    });
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.paymentPassword = '';
  }
}
