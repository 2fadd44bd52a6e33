import { runInAction } from 'mobx';
import {
  CHANGE_PASSWORD_FIELDS,
  MESSAGE_DURATIONS,
  changePasswordDecision,
  errorMessageIdOf,
  isOldPasswordFieldShown,
  type ChangePasswordField,
  type FieldRuleSet,
  type FormFailure,
  type MessageId,
} from '@gp/domain';
import { changePassword, getRegisterSettings, isPlatformError, type PlatformClient } from '@gp/api-client';
import { passwordRuleSetOf, type SettingsStatus } from './account-form-settings';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import type { Clock } from './ports';
import { Timer } from './timing';
import type { DialogOptions, ToastDuration, UiMessage } from './ui.store';

/** Collaborators of the change-password screen. */
export interface ChangePasswordDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  readonly ui: {
    showLoading(message: UiMessage<MessageId> | null, maxMs: number): () => void;
    toast(message: UiMessage<MessageId>, options?: { readonly duration?: ToastDuration; readonly kind?: 'info' | 'success' | 'error' }): number;
    alert(options: DialogOptions & { readonly message: UiMessage<MessageId> }): Promise<void>;
  };
  readonly session: { readonly userName: string | null };
  /**
   * Called once the platform took the new password: the remembered login is brought up to date
   * (the browser's saved credential, never app storage). Its failure does not undo the change.
   */
  readonly onPasswordChanged?: (username: string, newPassword: string) => Promise<void> | void;
}

/**
 * Change password (SPEC §2, §4, §5): the old password (always shown: the app never holds the login
 * password in memory), the new password and its confirmation, checked by the merchant's rules. A
 * new password equal to the old one opens the dialog and sends nothing. Sending shows 'Please wait'
 * (at most 10 s); success shows 'Change saved' for 1 s, brings the remembered login up to date, and
 * `succeeded` turns true 1 s later (the page goes home). A refusal shows its message. Passwords
 * are forgotten on success and on `stop`.
 */
export class ChangePasswordModel extends FormModel<ChangePasswordField> {
  oldPassword = '';
  newPassword = '';
  confirmPassword = '';
  settingsStatus: SettingsStatus = 'loading';
  private rules: FieldRuleSet | null = null;
  private readonly redirectTimer: Timer;

  constructor(private readonly deps: ChangePasswordDeps) {
    super(new FormFeedback<ChangePasswordField>(CHANGE_PASSWORD_FIELDS, { aliases: { confirmNewPassword: 'confirmPassword' } }), null);
    this.redirectTimer = new Timer(deps.clock);
    this.makeFormObservable({ deps: false, rules: false, redirectTimer: false });
  }

  /** Whether the old-password field shows: always, as no login password is kept in memory. */
  get oldPasswordShown(): boolean {
    return isOldPasswordFieldShown(null);
  }

  /** Loads the merchant's password rules (again after a failure). */
  async loadSettings(): Promise<void> {
    this.settingsStatus = 'loading';
    try {
      const settings = await getRegisterSettings(this.deps.api);
      runInAction(() => {
        this.rules = passwordRuleSetOf(settings);
        this.settingsStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        this.settingsStatus = 'error';
      });
    }
  }

  /** Changes one field; its message goes. */
  setField(field: ChangePasswordField, value: string): void {
    this[field] = value;
    this.feedback.clearError(field);
  }

  /** Confirms: checks, then the dialog or the call. */
  async submit(): Promise<void> {
    if (this.rules === null || this.pending !== null) return;
    const decision = changePasswordDecision(
      this.rules,
      { oldPassword: this.oldPassword, newPassword: this.newPassword, confirmPassword: this.confirmPassword },
      null,
    );
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    this.feedback.clear();
    if (decision.kind === 'sameAsOld') {
      await this.deps.ui.alert({ message: { id: 'error.samePassword' } });
      return;
    }
    const hideLoading = this.deps.ui.showLoading({ id: 'changePassword.pleaseWait' }, MESSAGE_DURATIONS.passwordChangeLoadingMs);
    await this.attempt('submit', async () => {
      // The overlay goes before a refusal shows, so that its field can take the focus.
      await changePassword(this.deps.api, decision.payload).finally(hideLoading);
      this.deps.ui.toast({ id: 'notice.changeSaved' }, { duration: MESSAGE_DURATIONS.savedMs, kind: 'success' });
      await this.rememberNewPassword(decision.payload.newPassword);
      runInAction(() => this.wipeSecrets());
      this.redirectTimer.schedule(() => this.succeed(), MESSAGE_DURATIONS.passwordChangeRedirectMs);
    });
  }

  /** The screen shows: the merchant's password rules load. */
  start(): void {
    void this.loadSettings();
  }

  /** The screen goes: passwords forgotten and no redirect. */
  override stop(): void {
    this.redirectTimer.cancel();
    super.stop();
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.oldPassword = '';
    this.newPassword = '';
    this.confirmPassword = '';
  }

  private async rememberNewPassword(newPassword: string): Promise<void> {
    const username = this.deps.session.userName;
    if (username === null || this.deps.onPasswordChanged === undefined) return;
    try {
      await this.deps.onPasswordChanged(username, newPassword);
    } catch {
      /* The browser refused to store the credential: the password is changed all the same. */
    }
  }

  protected override showFailure(error: unknown, action: 'submit'): FormFailure | null {
    if (!isPlatformError(error) || error.code !== 'OLD_PASSWORD_INCORRECT') return super.showFailure(error, action);
    this.feedback.showFieldError('oldPassword', errorMessageIdOf(error.code));
    return null;
  }
}
