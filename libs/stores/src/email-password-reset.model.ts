import { runInAction } from 'mobx';
import { emailPasswordResetDecision, emailResetRequestDecision, type FieldRuleSet, type FormFailure } from '@gp/domain';
import { isPlatformError, requestPasswordResetEmail, resetPasswordByEmail, type PlatformClient } from '@gp/api-client';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';

/** Fields of the e-mail reset screens, in screen order: the request, then the link's new password. */
export const EMAIL_RESET_SCREEN_FIELDS = ['username', 'email', 'newPassword', 'confirmPassword'] as const;

/** One field of the e-mail reset screens. */
export type EmailResetScreenField = (typeof EMAIL_RESET_SCREEN_FIELDS)[number];

/** Which step the e-mail reset shows: ask for the link, or (opened from the link) choose the new password. */
export type EmailResetStep = 'request' | 'newPassword';

/**
 * Forgot password by e-mail (SPEC §7 /wps/member/password/email and /verification): the username
 * and e-mail ask for a link; the link opens `/m/forget?resetToken=` where the new password twice
 * resets the password (encrypted). The platform answers the request the same whether or not the
 * account exists, so the notice says 'if they match'. A reset password is the form's success
 * (`succeeded`); passwords are forgotten then and on `stop`.
 */
export class EmailPasswordResetModel extends FormModel<EmailResetScreenField> {
  username = '';
  email = '';
  newPassword = '';
  confirmPassword = '';
  /** True once a link was asked for: the page shows where to look. */
  sent = false;
  private rules: FieldRuleSet | null = null;

  /** @param token the reset token of the e-mailed link, or null when the screen was not opened from one. */
  constructor(
    private readonly api: PlatformClient,
    readonly token: string | null,
  ) {
    super(new FormFeedback<EmailResetScreenField>(EMAIL_RESET_SCREEN_FIELDS, { aliases: { confirmNewPassword: 'confirmPassword' } }), null);
    this.makeFormObservable({ api: false, rules: false, token: false });
  }

  /** The step on screen: the new password when opened from the link, else the request. */
  get step(): EmailResetStep {
    return this.token === null ? 'request' : 'newPassword';
  }

  /** Takes the merchant's rules. */
  applyRules(rules: FieldRuleSet): void {
    this.rules = rules;
  }

  /** Changes one field; its message goes. */
  setField(field: EmailResetScreenField, value: string): void {
    this[field] = value;
    this.feedback.clearError(field);
  }

  /** Confirms the step on screen: asks for the link, or sets the new password. */
  submit(): Promise<void> {
    return this.step === 'request' ? this.requestLink() : this.resetPassword();
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.newPassword = '';
    this.confirmPassword = '';
  }

  private async requestLink(): Promise<void> {
    if (this.rules === null || this.pending !== null) return;
    const decision = emailResetRequestDecision(this.rules, { username: this.username, email: this.email });
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    await this.attempt('submit', async () => {
      await requestPasswordResetEmail(this.api, decision.payload);
      runInAction(() => {
        this.sent = true;
        this.feedback.notify('forget.email.sent', 'success');
      });
    });
  }

  private async resetPassword(): Promise<void> {
    if (this.rules === null || this.pending !== null || this.token === null) return;
    const decision = emailPasswordResetDecision(this.rules, { newPassword: this.newPassword, confirmPassword: this.confirmPassword }, this.token);
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    await this.attempt('submit', async () => {
      await resetPasswordByEmail(this.api, decision.payload);
      this.succeed();
    });
  }

  protected override showFailure(error: unknown, action: 'submit'): FormFailure | null {
    if (this.step !== 'newPassword' || !isPlatformError(error) || error.code !== 'VERIFICATION_CODE_ERROR') return super.showFailure(error, action);
    this.feedback.notify('forget.email.linkExpired', 'error');
    return null;
  }
}
