import { makeAutoObservable, runInAction } from 'mobx';
import { emailPasswordResetDecision, emailResetRequestDecision, type FieldRuleSet } from '@gp/domain';
import { isPlatformError, requestPasswordResetEmail, resetPasswordByEmail, type PlatformClient } from '@gp/api-client';
import { FormFeedback } from './form-feedback';

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
 * account exists, so the notice says 'if they match'. Passwords are forgotten on `stop` and on success.
 */
export class EmailPasswordResetModel {
  username = '';
  email = '';
  newPassword = '';
  confirmPassword = '';
  pending = false;
  /** True once a link was asked for: the page shows where to look. */
  sent = false;
  /** True once the password was reset: the page says so and goes to login. */
  done = false;
  readonly feedback = new FormFeedback<EmailResetScreenField>(EMAIL_RESET_SCREEN_FIELDS, {
    aliases: { confirmNewPassword: 'confirmPassword' },
  });
  private rules: FieldRuleSet | null = null;

  /** @param token the reset token of the e-mailed link, or null when the screen was not opened from one. */
  constructor(
    private readonly api: PlatformClient,
    readonly token: string | null,
  ) {
    makeAutoObservable<EmailPasswordResetModel, 'api' | 'rules'>(this, { api: false, rules: false, feedback: false, token: false }, { autoBind: true });
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

  /** Repeats the call that failed for want of an answer (the alert's Retry). */
  retry(): Promise<void> {
    return this.submit();
  }

  /** The form goes: its passwords are forgotten. */
  stop(): void {
    this.newPassword = '';
    this.confirmPassword = '';
  }

  private async requestLink(): Promise<void> {
    if (this.rules === null || this.pending) return;
    const decision = emailResetRequestDecision(this.rules, { username: this.username, email: this.email });
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    await this.call(async () => {
      await requestPasswordResetEmail(this.api, decision.payload);
      runInAction(() => {
        this.sent = true;
        this.feedback.notify('forget.email.sent', 'success');
      });
    });
  }

  private async resetPassword(): Promise<void> {
    if (this.rules === null || this.pending || this.token === null) return;
    const decision = emailPasswordResetDecision(this.rules, { newPassword: this.newPassword, confirmPassword: this.confirmPassword }, this.token);
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    await this.call(async () => {
      await resetPasswordByEmail(this.api, decision.payload);
      runInAction(() => {
        this.stop();
        this.done = true;
      });
    });
  }

  private async call(work: () => Promise<void>): Promise<void> {
    this.feedback.clear();
    this.pending = true;
    try {
      await work();
    } catch (error) {
      runInAction(() => {
        if (this.step === 'newPassword' && isPlatformError(error) && error.code === 'VERIFICATION_CODE_ERROR') {
          this.feedback.notify('forget.email.linkExpired', 'error');
        } else {
          this.feedback.showFailure(error);
        }
      });
    } finally {
      runInAction(() => (this.pending = false));
    }
  }
}
