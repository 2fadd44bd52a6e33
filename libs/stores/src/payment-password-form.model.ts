import { runInAction } from 'mobx';
import { PAYMENT_PASSWORD_FIELDS, paymentPasswordDecision, type FieldRuleSet, type FormFailure, type PaymentPasswordField } from '@gp/domain';
import { getRegisterSettings, isPlatformError, setPaymentPassword, type PlatformClient } from '@gp/api-client';
import { passwordRuleSetOf } from './account-form-settings';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';

/** Collaborators of the set-payment-password form. */
export interface PaymentPasswordFormDeps {
  readonly api: PlatformClient;
  /** The platform took the payment password (the screen reloads what depends on it). */
  readonly onSet: () => void;
}

/**
 * Setting the payment password that withdrawals, payout accounts and transfers ask for: the login
 * password, the payment password (the merchant's rule, required, not the login password) and its
 * confirmation. The merchant's rules load with the first confirm (a failure there offers Retry).
 * A wrong login password shows under its field; the platform's other refusals under theirs or in
 * the alert. Every password is forgotten on success and on `stop`.
 */
export class PaymentPasswordFormModel extends FormModel<PaymentPasswordField> {
  loginPassword = '';
  paymentPassword = '';
  confirmPaymentPassword = '';
  private rules: FieldRuleSet | null = null;

  constructor(private readonly deps: PaymentPasswordFormDeps) {
    super(new FormFeedback<PaymentPasswordField>(PAYMENT_PASSWORD_FIELDS), null);
    this.makeFormObservable({ deps: false, rules: false });
  }

  /** Changes one field; its message goes. */
  setField(field: PaymentPasswordField, value: string): void {
    this[field] = value;
    this.feedback.clearError(field);
  }

  /** Checks the fields against the merchant's rules, then sets the payment password. */
  async submit(): Promise<void> {
    await this.attempt('submit', async () => {
      const rules = this.rules ?? (await this.loadRules());
      const decision = paymentPasswordDecision(rules, this);
      if (decision.kind === 'invalid') {
        runInAction(() => this.feedback.showChecks(decision.results, decision.firstInvalidField));
        return;
      }
      await setPaymentPassword(this.deps.api, decision.payload);
      this.succeed();
      this.deps.onSet();
    });
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.loginPassword = '';
    this.paymentPassword = '';
    this.confirmPaymentPassword = '';
  }

  private async loadRules(): Promise<FieldRuleSet> {
    const rules = passwordRuleSetOf(await getRegisterSettings(this.deps.api));
    this.rules = rules;
    return rules;
  }

  protected override showFailure(error: unknown, action: 'submit'): FormFailure | null {
    if (!isPlatformError(error) || error.code !== 'OLD_PASSWORD_INCORRECT') return super.showFailure(error, action);
    this.feedback.showFieldError('loginPassword', 'form.loginPasswordIncorrect');
    return null;
  }
}
