import { runInAction } from 'mobx';
import {
  MODULE_IDS,
  smsPasswordResetDecision,
  smsResetCodeRequestDecision,
  type FieldRuleSet,
} from '@gp/domain';
import { resetPasswordBySms, sendNoLoginSmsCode, type PlatformClient } from '@gp/api-client';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
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

/**
 * Forgot password by SMS (SPEC §2 'forgot password including recovery by SMS', §5, §7
 * setPasswordPhone): the number (with its dialling code) validates before a code is asked for
 * (with the captcha when the merchant asks for one), the get-code button counts down, then the code
 * and the new password twice reset the password (encrypted, module CHNGPASSVERIF3). The passwords
 * live here only while the form shows: `stop` and a successful reset (`succeeded`) clear them.
 */
export class SmsPasswordResetModel extends FormModel<SmsResetScreenField, 'code' | 'reset', CaptchaModel> {
  dialCode = '';
  mobileNum = '';
  captchaText = '';
  verificationCode = '';
  newPassword = '';
  confirmPassword = '';
  readonly codeButton: SmsCodeButtonModel;
  private settings: SmsResetSettings | null = null;

  constructor(private readonly deps: SmsPasswordResetDeps) {
    const feedback = new FormFeedback<SmsResetScreenField>(SMS_RESET_SCREEN_FIELDS, { aliases: { confirmNewPassword: 'confirmPassword' }, captchaField: 'captcha' });
    super(feedback, new CaptchaModel(deps.api));
    this.codeButton = new SmsCodeButtonModel(deps.clock);
    this.makeFormObservable({ deps: false, settings: false, codeButton: false });
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
    const decision = smsResetCodeRequestDecision(settings.rules, { mobileNum: this.mobileNum, captcha: this.captchaText }, this.captchaShown);
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    const answer = this.captchaShown ? this.captcha.answer(decision.payload.captcha) : null;
    const request = {
      mobileNum: decision.payload.mobileNum,
      countryDialingCode: this.dialCode,
      purpose: 'reset' as const,
      moduleId: MODULE_IDS.changePasswordVerification,
      ...(answer ?? {}),
    };
    const sent = await this.attempt('code', async () => {
      await this.codeButton.send(() => sendNoLoginSmsCode(this.deps.api, request));
      runInAction(() => this.feedback.notify('forget.sms.codeSent', 'success'));
    });
    // A captcha is single-use, but without an answer the challenge may still be unused: Retry sends the same one.
    if (!sent && this.retryAction !== null) return;
    runInAction(() => this.clearCaptchaAnswer());
    if (this.captchaShown) void this.captcha.refresh();
  }

  /** Resets the password with the code; on success the passwords are forgotten and `succeeded` turns true. */
  async submit(): Promise<void> {
    const settings = this.settings;
    if (settings === null || this.pending !== null) return;
    const decision = smsPasswordResetDecision(
      settings.rules,
      { mobileNum: this.mobileNum, verificationCode: this.verificationCode, newPassword: this.newPassword, confirmPassword: this.confirmPassword },
      this.dialCode,
    );
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    await this.attempt('reset', async () => {
      await resetPasswordBySms(this.deps.api, { ...decision.payload, moduleId: MODULE_IDS.changePasswordVerification });
      this.succeed();
    });
  }

  /** The form goes: passwords and code forgotten, countdown and captcha dropped. */
  override stop(): void {
    this.codeButton.stop();
    super.stop();
  }

  protected run(action: 'code' | 'reset'): Promise<void> {
    return action === 'code' ? this.requestCode() : this.submit();
  }

  protected wipeSecrets(): void {
    this.newPassword = '';
    this.confirmPassword = '';
    this.verificationCode = '';
    this.captchaText = '';
  }

  protected override clearCaptchaAnswer(): void {
    this.captchaText = '';
  }
}
