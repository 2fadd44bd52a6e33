import { makeAutoObservable } from 'mobx';
import { sendNoLoginSmsCode, type PlatformClient } from '@gp/api-client';
import { FALLBACK_DIAL_CODE, type AccountFormSettings, type DialCodeOption } from './account-form-settings';
import type { CaptchaAnswer } from './captcha.model';
import type { Clock } from './ports';
import { SmsCodeButtonModel } from './sms-code-button.model';

/**
 * The SMS mode of the login form (SPEC §2, §5): the dialling code beside the number, its picker's
 * options, and the get-code button with its countdown. The form checks the number and the captcha;
 * this part sends the login code.
 */
export class SmsLoginPart {
  dialCode: string = FALLBACK_DIAL_CODE;
  private options: readonly DialCodeOption[] = [];
  readonly button: SmsCodeButtonModel;

  constructor(
    private readonly api: PlatformClient,
    clock: Clock,
  ) {
    this.button = new SmsCodeButtonModel(clock);
    makeAutoObservable<SmsLoginPart, 'api'>(this, { api: false, button: false }, { autoBind: true });
  }

  /** The dialling codes of the picker (the current one even before the list arrives). */
  get dialCodes(): readonly DialCodeOption[] {
    return this.options.length > 0 ? this.options : [{ code: this.dialCode, label: this.dialCode }];
  }

  /** Picks a dialling code. */
  setDialCode(code: string): void {
    this.dialCode = code;
  }

  /** Takes the merchant's dialling codes; an unknown current code becomes the default unless the player's was remembered. */
  applySettings(settings: AccountFormSettings, remembered: boolean): void {
    this.options = settings.dialCodes;
    const known = settings.dialCodes.some((option) => option.code === this.dialCode);
    if (!remembered && !known) this.dialCode = settings.defaultDialCode;
  }

  /** Sends a login code to the number (the countdown then runs; a refusal is rethrown for the form to show). */
  async sendCode(mobileNum: string, answer: CaptchaAnswer | null): Promise<void> {
    const request = { mobileNum, countryDialingCode: this.dialCode, purpose: 'login' as const, ...(answer ?? {}) };
    await this.button.send(() => sendNoLoginSmsCode(this.api, request));
  }

  /** The page is left: the countdown stops. */
  stop(): void {
    this.button.stop();
  }
}
