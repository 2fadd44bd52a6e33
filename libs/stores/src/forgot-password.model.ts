import { makeAutoObservable, runInAction } from 'mobx';
import { passwordResetMethods, resetTokenOf, type PasswordResetMethod } from '@gp/domain';
import { isPlatformError, type PlatformClient } from '@gp/api-client';
import { loadAccountFormSettings, type DialCodeOption, type SettingsStatus } from './account-form-settings';
import { EmailPasswordResetModel } from './email-password-reset.model';
import type { Clock } from './ports';
import { SmsPasswordResetModel } from './sms-password-reset.model';

/** Collaborators of the forgot-password screen. */
export interface ForgotPasswordDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** The merchant offers the SMS reset (module CHNGPASSVERIF3). */
  readonly smsResetEnabled: () => boolean;
}

/**
 * The forgot-password screen `/m/forget` (SPEC §2): the SMS and e-mail resets as tabs (SMS only
 * when the merchant offers it), the merchant's rules and dialling codes loaded once for both. Opened
 * from the e-mailed link (`?resetToken=`), it shows the e-mail reset's new-password step.
 */
export class ForgotPasswordModel {
  chosenMethod: PasswordResetMethod | null = null;
  settingsStatus: SettingsStatus = 'loading';
  /** The code of the failed settings load, or null. */
  settingsErrorCode: string | null = null;
  dialCodes: readonly DialCodeOption[] = [];
  readonly sms: SmsPasswordResetModel;
  readonly email: EmailPasswordResetModel;

  /** @param search the page's query, where the e-mailed link puts its token. */
  constructor(
    private readonly deps: ForgotPasswordDeps,
    search: string,
  ) {
    this.sms = new SmsPasswordResetModel({ api: deps.api, clock: deps.clock });
    this.email = new EmailPasswordResetModel(deps.api, resetTokenOf(search));
    makeAutoObservable<ForgotPasswordModel, 'deps'>(this, { deps: false, sms: false, email: false }, { autoBind: true });
  }

  /** The tabs offered: SMS (when on) and e-mail; none while a link's new password is being chosen. */
  get methods(): readonly PasswordResetMethod[] {
    return this.email.step === 'newPassword' ? ['email'] : passwordResetMethods(this.deps.smsResetEnabled());
  }

  /** The reset on screen: the chosen tab when offered, else the first offered. */
  get method(): PasswordResetMethod {
    const methods = this.methods;
    return this.chosenMethod !== null && methods.includes(this.chosenMethod) ? this.chosenMethod : (methods[0] ?? 'email');
  }

  /** True once either reset went through: the page says so and goes to login. */
  get succeeded(): boolean {
    return this.sms.succeeded || this.email.succeeded;
  }

  /** Switches tab; the other tab's messages go. */
  selectMethod(method: PasswordResetMethod): void {
    this.chosenMethod = method;
    this.sms.feedback.clear();
    this.email.feedback.clear();
  }

  /** Loads the merchant's rules and dialling codes (again after a failure: the Retry of the screen). */
  async loadSettings(): Promise<void> {
    this.settingsStatus = 'loading';
    try {
      const settings = await loadAccountFormSettings(this.deps.api);
      runInAction(() => {
        this.dialCodes = settings.dialCodes;
        this.sms.applySettings(settings);
        this.email.applyRules(settings.rules);
        this.settingsStatus = 'ready';
        this.settingsErrorCode = null;
      });
    } catch (error) {
      runInAction(() => {
        this.settingsStatus = 'error';
        this.settingsErrorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    }
  }

  /** The screen shows: the settings and dialling codes load. */
  start(): void {
    void this.loadSettings();
  }

  /** The screen goes: passwords and codes forgotten, countdown stopped. */
  stop(): void {
    this.sms.stop();
    this.email.stop();
  }
}
