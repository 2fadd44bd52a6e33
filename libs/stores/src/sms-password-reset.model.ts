import { makeAutoObservable, runInAction } from 'mobx';
import {
  MODULE_IDS,
  smsPasswordResetDecision,
  smsResetCodeRequestDecision,
  type FieldRuleSet,
} from '@gp/domain';
import { isPlatformError, resetPasswordBySms, sendNoLoginSmsCode, type PlatformClient } from '@gp/api-client';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import type { Clock } from './ports';
import { SmsCodeButtonModel } from './sms-code-button.model';

/** Fields of the SMS reset screen, in screen order: the captcha guards the code request. */
export const SMS_RESET_SCREEN_FIELDS = ['mobileNum', 'captcha', 'verificationCode', 'newPassword', 'confirmPassword'] as const;

/** One field of the SMS reset screen. */
export type SmsResetScreenField = (typeof SMS_RESET_SCREEN_FIELDS)[number];

/** Collaborators of the SMS reset. */
export interface SmsPasswordResetDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
}

/** What the form's rules and pickers need, from the platform's settings. */
export interface SmsResetSettings {
  readonly rules: FieldRuleSet;
  readonly captchaRequired: boolean;
  readonly defaultDialCode: string;
}

/** Platform answers that carry when another code may be asked for (429 while the previous code's wait runs). */
function expirationTimeOf(error: unknown): number | null {
  if (!isPlatformError(error) || typeof error.value !== 'object' || error.value === null) return null;
  const value = (error.value as { expirationTime?: unknown }).expirationTime;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Forgot password by SMS (SPEC §2 'forgot password including recovery by SMS', §5, §7
 * setPasswordPhone): the number (with its dialling code) validates before a code is asked for
 * (with the captcha when the merchant asks for one), the get-code button counts down, then the code
 * and the new password twice reset the password (encrypted, module CHNGPASSVERIF3). The passwords
 * live here only while the form shows: `stop` and a successful reset clear them.
 */
export class SmsPasswordResetModel {
  dialCode = '';
  mobileNum = '';
  captchaText = '';
  verificationCode = '';
  newPassword = '';
  confirmPassword = '';
  pending: 'code' | 'reset' | null = null;
  /** True once the password was reset: the page says so and goes to login. */
  done = false;
  readonly feedback = new FormFeedback<SmsResetScreenField>(SMS_RESET_SCREEN_FIELDS, {
    aliases: { confirmNewPassword: 'confirmPassword' },
    captchaField: 'captcha',
  });
  readonly captcha: CaptchaModel;
  readonly codeButton: SmsCodeButtonModel;
  private settings: SmsResetSettings | null = null;
  private lastAction: 'code' | 'reset' | null = null;

  constructor(private readonly deps: SmsPasswordResetDeps) {
    this.captcha = new CaptchaModel(deps.api);
    this.codeButton = new SmsCodeButtonModel(deps.clock);
    makeAutoObservable<SmsPasswordResetModel, 'deps' | 'settings' | 'lastAction'>(
      this,
      { deps: false, settings: false, lastAction: false, feedback: false, captcha: false, codeButton: false },
      { autoBind: true },
    );
  }

  /** The captcha shows when the merchant asks for one with SMS codes. */
  get captchaShown(): boolean {
    return this.settings?.captchaRequired === true;
  }

  /** Takes the platform's settings: the rules, the captcha, the default dialling code (and loads the captcha). */
  applySettings(settings: SmsResetSettings): void {
    this.settings = settings;
    if (this.dialCode === '') this.dialCode = settings.defaultDialCode;
    if (settings.captchaRequired && this.captcha.imageSrc === null && !this.captcha.loading) void this.captcha.refresh();
  }

  /** Changes one field; its message goes. */
  setField(field: SmsResetScreenField | 'dialCode', value: string): void {
    if (field === 'dialCode') this.dialCode = value;
    else if (field === 'captcha') this.captchaText = value;
    else this[field] = value;
    if (field !== 'dialCode') this.feedback.clearError(field);
  }

  /** Asks for a code (SPEC §5: number first, then the captcha when shown); the button then counts down. */
  async requestCode(): Promise<void> {
    const settings = this.settings;
    if (settings === null || this.pending !== null || !this.codeButton.enabled) return;
    this.lastAction = 'code';
    const decision = smsResetCodeRequestDecision(settings.rules, { mobileNum: this.mobileNum, captcha: this.captchaText }, this.captchaShown);
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    const answer = this.captchaShown ? this.captcha.answer(decision.payload.captcha) : null;
    this.feedback.clear();
    this.pending = 'code';
    let keepCaptcha = false;
    try {
      await this.codeButton.send(() =>
        sendNoLoginSmsCode(this.deps.api, {
          mobileNum: decision.payload.mobileNum,
          countryDialingCode: this.dialCode,
          purpose: 'reset',
          moduleId: MODULE_IDS.changePasswordVerification,
          ...(answer ?? {}),
        }),
      );
      runInAction(() => this.feedback.notify('forget.sms.codeSent', 'success'));
    } catch (error) {
      // Without an answer the challenge may still be unused: Retry sends the same one.
      keepCaptcha = runInAction(() => this.feedback.showFailure(error)).kind === 'retry';
      const waitUntil = expirationTimeOf(error);
      if (waitUntil !== null) this.codeButton.waitUntil(waitUntil);
    } finally {
      runInAction(() => {
        this.pending = null;
        if (!keepCaptcha) this.captchaText = '';
      });
      // A captcha is single-use: once the platform has read it, the next request needs a new one.
      if (this.captchaShown && !keepCaptcha) void this.captcha.refresh();
    }
  }

  /** Resets the password with the code; on success the passwords are forgotten and `done` turns true. */
  async submit(): Promise<void> {
    const settings = this.settings;
    if (settings === null || this.pending !== null) return;
    this.lastAction = 'reset';
    const decision = smsPasswordResetDecision(
      settings.rules,
      { mobileNum: this.mobileNum, verificationCode: this.verificationCode, newPassword: this.newPassword, confirmPassword: this.confirmPassword },
      this.dialCode,
    );
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    this.feedback.clear();
    this.pending = 'reset';
    try {
      await resetPasswordBySms(this.deps.api, { ...decision.payload, moduleId: MODULE_IDS.changePasswordVerification });
      runInAction(() => {
        this.clearPasswords();
        this.done = true;
      });
    } catch (error) {
      runInAction(() => this.feedback.showFailure(error));
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /** Repeats the call that failed for want of an answer (the alert's Retry). */
  retry(): Promise<void> {
    return this.lastAction === 'code' ? this.requestCode() : this.submit();
  }

  /** The form goes: passwords and code forgotten, countdown and captcha dropped. */
  stop(): void {
    this.clearPasswords();
    this.verificationCode = '';
    this.codeButton.stop();
    this.captcha.clear();
  }

  private clearPasswords(): void {
    this.newPassword = '';
    this.confirmPassword = '';
  }
}
