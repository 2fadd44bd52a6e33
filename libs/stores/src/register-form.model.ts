import { observableRef, runInAction } from 'mobx';
import {
  MODULE_IDS,
  affiliateCodeFromLink,
  referrerFromLink,
  captchaCheck,
  minimumAgeOf,
  registrationCheck,
  registrationFieldsOf,
  registrationModesOf,
  registrationPayloadOf,
  smsRequestCheck,
  type FormFailure,
  type RegistrationFacts,
  type RegistrationField,
  type RegistrationMode,
  type RegistrationModes,
} from '@gp/domain';
import { getCountryCodes, getRegisterSettings, isPlatformError, prepareEncryptedCalls, sendRegisterSmsCode, type RegisterSettings } from '@gp/api-client';
import { FALLBACK_DIAL_CODE, dialCodeOptionsOf, type DialCodeOption } from './account-form-settings';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import {
  REGISTRATION_TAKEN_MESSAGES,
  isRegistrationFieldRequired,
  linkCodeAccepted,
  refusedInvitationField,
  valuesFromLink,
  registrationFeedbackOf,
  registrationRuleSetOf,
  type RegisterFormDeps,
  type RegisterFormStatus,
} from './registration-settings';
import { SmsCodeButtonModel } from './sms-code-button.model';

/** The registration form's calls: loading its settings, sending the SMS code, registering. */
export type RegisterAction = 'load' | 'sendCode' | 'submit';

/**
 * The registration form (SPEC §2 'Registration', §4, §5): loads the merchant's rules and dialling
 * codes, offers the username / mobile tabs (a typed number carries over), checks every shown field
 * with the domain, sends the SMS code with its countdown, checks a typed invitation code with the
 * platform before registering, and registers through the session store, which logs the player in
 * (`succeeded`). Passwords live here only while the form needs them: cleared on success and on `stop`.
 */
export class RegisterFormModel extends FormModel<RegistrationField, RegisterAction, CaptchaModel> {
  status: RegisterFormStatus = 'loading';
  settings: RegisterSettings | null = null;
  dialCodes: readonly DialCodeOption[] = [];
  dialCode = FALLBACK_DIAL_CODE;
  mode: RegistrationMode = 'username';
  values: Readonly<Record<string, string>> = {};
  ageConfirmed = false;
  /** The terms agreement, on by default (SPEC §2); the register button needs it. */
  agreed = true;
  /** The link's invitation code, once the platform accepted it (the field then hides). */
  linkCodeValid = false;
  readonly smsButton: SmsCodeButtonModel;
  /** The invitation code the link supplied, if any. */
  readonly linkCode: string | null;

  constructor(private readonly deps: RegisterFormDeps) {
    super(new FormFeedback<RegistrationField>([]), new CaptchaModel(deps.api));
    this.smsButton = new SmsCodeButtonModel(deps.clock);
    this.linkCode = affiliateCodeFromLink(deps.place.search);
    this.makeFormObservable({ deps: false, smsButton: false, linkCode: false, settings: observableRef, isRequired: false });
  }

  /** The tabs: shown only when both methods are on. */
  get modes(): RegistrationModes {
    return registrationModesOf({
      usernameRegistration: this.settings?.usernameRegistration ?? false,
      mobileRegistration: this.settings?.mobileRegistration ?? false,
    });
  }

  /** What decides the fields: the rules, SMS verification, the captcha and the link's code. */
  get facts(): RegistrationFacts {
    return {
      rules: this.settings ? registrationRuleSetOf(this.settings) : {},
      smsVerification: this.settings?.smsVerification ?? false,
      captchaRequired: this.settings?.captchaRequired ?? false,
      linkCodeValid: this.linkCodeValid,
      minimumAge: this.minimumAge,
    };
  }

  /** The fields shown in this mode, in order. */
  get fields(): readonly RegistrationField[] {
    return registrationFieldsOf(this.mode, this.facts);
  }

  /** The age the player confirms: the merchant's, 18 or more. */
  get minimumAge(): number {
    return minimumAgeOf(this.settings?.minimumAge);
  }

  /** Whether a field's rule marks it required (for its label and aria-required). */
  isRequired(field: RegistrationField): boolean {
    return isRegistrationFieldRequired(field, this.mode, this.facts, this.values);
  }

  /** The register button works: the form is ready, the terms are agreed and nothing is being sent. */
  get canSubmit(): boolean {
    return this.status === 'ready' && this.agreed && this.pending === null;
  }

  /** Loads the rules and dialling codes, checks the link's invitation code, and loads the captcha. */
  async load(): Promise<void> {
    if (this.pending !== null) return;
    this.status = 'loading';
    const { api, place } = this.deps;
    const loaded = await this.attempt('load', async () => {
      const [settings, countries] = await Promise.all([getRegisterSettings(api), getCountryCodes(api)]);
      const linkCodeValid = await linkCodeAccepted(api, settings, this.linkCode, place.host);
      runInAction(() => {
        this.settings = settings;
        this.dialCodes = dialCodeOptionsOf(countries);
        this.dialCode = (countries.find((country) => country.isDefault) ?? countries[0])?.dialingCode ?? FALLBACK_DIAL_CODE;
        this.linkCodeValid = linkCodeValid;
        const { defaultMode } = this.modes;
        this.status = defaultMode === null ? 'closed' : 'ready';
        this.mode = defaultMode ?? 'username';
        this.resetFeedback();
        this.values = valuesFromLink(this.fields, this.values, { code: linkCodeValid ? null : this.linkCode, referrer: referrerFromLink(place.search) });
      });
      if (this.modes.defaultMode !== null && settings.captchaRequired) await this.captcha.refresh();
    });
    if (!loaded) runInAction(() => (this.status = 'error'));
  }

  /** Switches tabs: every typed value stays (the mobile number carries over); messages go. */
  setMode(mode: RegistrationMode): void {
    if (mode === this.mode || !this.modes.modes.includes(mode)) return;
    this.mode = mode;
    this.resetFeedback();
  }

  /** Keeps a typed value and clears that field's message. */
  setValue(field: RegistrationField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.feedback.clearError(field);
  }

  /** Picks the dialling code beside the mobile number. */
  setDialCode(code: string): void {
    this.dialCode = code;
  }

  /** Ticks or clears the terms agreement. */
  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
  }

  /** Ticks or clears the minimum-age confirmation. */
  setAgeConfirmed(confirmed: boolean): void {
    this.ageConfirmed = confirmed;
    this.feedback.clearError('ageConfirmed');
  }

  /**
   * Asks for the SMS code (SPEC §5: the number must validate first; the captcha answers the
   * platform's verification). A captcha is single use: a new one is loaded after the request.
   */
  async sendSmsCode(): Promise<void> {
    const mobileNum = (this.values['mobileNum'] ?? '').trim();
    const numberCheck = smsRequestCheck(this.facts.rules, 'mobileNum', mobileNum);
    if (!numberCheck.valid) return this.feedback.showFieldError('mobileNum', numberCheck.message);
    const captchaShown = this.fields.includes('captcha');
    const captchaFilled = captchaCheck(this.values['captcha'], captchaShown, 'register');
    if (!captchaFilled.valid) return this.feedback.showFieldError('captcha', captchaFilled.message);
    const answer = captchaShown ? this.captcha.answer(this.values['captcha'] ?? '') : null;
    const request = { mobileNum, countryDialingCode: this.dialCode, ...(answer ?? {}), moduleId: MODULE_IDS.registerMobileVerification };
    let sent = false;
    await this.attempt('sendCode', async () => {
      sent = await this.smsButton.send(() => sendRegisterSmsCode(this.deps.api, request));
    });
    if (sent) runInAction(() => this.feedback.notify('register.smsSent', 'success'));
    if (captchaShown) this.renewCaptcha();
  }

  /**
   * Registers: checks the form (first invalid field focused), checks a typed invitation code with
   * the platform ('invitation_code_error', focus on the code), then registers and logs in.
   */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    const check = registrationCheck(this.mode, this.facts, { values: this.values, ageConfirmed: this.ageConfirmed, now: this.deps.clock.now() });
    if (!check.valid && check.firstInvalidField !== undefined) {
      this.feedback.showChecks(check.results, check.firstInvalidField as RegistrationField);
      return;
    }
    const { api, place, session } = this.deps;
    const captchaShown = this.fields.includes('captcha');
    let captchaUsed = false;
    await this.attempt('submit', async () => {
      const refused = await refusedInvitationField(api, this.values, this.fields, place.host);
      if (refused !== null) return runInAction(() => this.feedback.showFieldError(refused, 'error.invitationCode'));
      const payload = registrationPayloadOf(this.fields, this.values, {
        registerUrl: place.href,
        domain: place.host,
        registerMethod: place.registerMethod,
        countryDialingCode: this.dialCode,
        captchaId: captchaShown ? (this.captcha.answer('')?.captchaId ?? null) : null,
        linkAffiliateCode: this.linkCodeValid ? this.linkCode : null,
        linkReferrer: referrerFromLink(place.search),
        ageConfirmed: this.ageConfirmed,
      });
      captchaUsed = captchaShown;
      await session.register(this.mode, payload);
      this.succeed();
    });
    if (!this.succeeded && captchaUsed) this.renewCaptcha();
  }

  /** The page shows: rules, dialling codes, the link's invitation code and the captcha load, then the sealing code. */
  start(): void {
    void this.load().then(prepareEncryptedCalls);
  }

  /** The page is left: the countdown stops and every typed value (passwords included) is forgotten. */
  override stop(): void {
    this.smsButton.stop();
    super.stop();
  }

  protected run(action: RegisterAction): Promise<void> {
    return action === 'load' ? this.load() : action === 'sendCode' ? this.sendSmsCode() : this.submit();
  }

  protected wipeSecrets(): void {
    this.values = {};
  }

  protected override clearCaptchaAnswer(): void {
    this.values = { ...this.values, captcha: '' };
  }

  protected override showFailure(error: unknown, action: RegisterAction): FormFailure | null {
    const failure = super.showFailure(error, action);
    const taken = failure?.kind === 'fields' && isPlatformError(error) && error.code === 'USERNAME_TAKEN' ? this.feedback.focus?.field : undefined;
    if (taken !== undefined) this.feedback.showFieldError(taken, taken === 'mobileNum' ? REGISTRATION_TAKEN_MESSAGES.mobile : REGISTRATION_TAKEN_MESSAGES.username);
    return failure;
  }

  private resetFeedback(): void {
    this.feedback = registrationFeedbackOf(this.fields, this.mode);
  }
}
