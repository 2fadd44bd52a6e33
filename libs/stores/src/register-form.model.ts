import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  AFFILIATE_CODE_FIELD,
  MODULE_IDS,
  affiliateCodeFromLink,
  captchaCheck,
  invitationCodeCheck,
  isInvitationCodeCheckNeeded,
  minimumAgeOf,
  registrationCheck,
  registrationFieldsOf,
  registrationModesOf,
  registrationPayloadOf,
  smsRequestCheck,
  type FieldRuleSet,
  type RegisterMethod,
  type RegistrationFacts,
  type RegistrationField,
  type RegistrationMode,
  type RegistrationModes,
  type MessageId,
} from '@gp/domain';
import {
  checkAffiliateCode,
  getCountryCodes,
  getRegisterSettings,
  isPlatformError,
  sendRegisterSmsCode,
  type PlatformClient,
  type RegisterPayload,
  type RegisterSettings,
} from '@gp/api-client';
import { FALLBACK_DIAL_CODE, dialCodeOptionsOf, type DialCodeOption } from './account-form-settings';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import type { Clock } from './ports';
import { SmsCodeButtonModel } from './sms-code-button.model';

/** Where the registration screen stands: loading the merchant's rules, ready, failed, or registration switched off. */
export type RegisterFormStatus = 'loading' | 'ready' | 'error' | 'closed';

/** Where and how the player registers, from the page's address and the running environment. */
export interface RegisterPlace {
  /** The current address (registerUrl). */
  readonly href: string;
  /** The host name (domain, and the affiliate check's domain). */
  readonly host: string;
  /** The query string, which may carry an invitation code. */
  readonly search: string;
  readonly registerMethod: RegisterMethod;
}

/** Collaborators of the registration form. */
export interface RegisterFormDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** Registers and keeps the new session (SessionStore.register). */
  readonly session: { register(mode: RegistrationMode, payload: RegisterPayload): Promise<void> };
  readonly place: RegisterPlace;
}

/** The merchant's registration field rules in the domain's shape (message = the server's message key). */
export function registrationRuleSetOf(settings: Pick<RegisterSettings, 'fields'>): FieldRuleSet {
  return Object.fromEntries(
    Object.entries(settings.fields).map(([name, rule]) => [
      name,
      { enabled: rule.enabled, required: rule.required, pattern: rule.pattern, message: rule.messageKey },
    ]),
  );
}

/**
 * What shows under the field of a 409 USERNAME_TAKEN (the platform names the field with its
 * format key): 'Sorry, the username already exists', or, for a mobile number, that it is registered.
 */
export const REGISTRATION_TAKEN_MESSAGES = { username: 'error.usernameTaken', mobile: 'register.error.mobileTaken' } as const satisfies Record<string, MessageId>;

/** The last action that failed for want of an answer, repeated by Retry. */
type RetryableAction = 'load' | 'sendCode' | 'submit';

/**
 * The registration form (SPEC §2 'Registration', §4, §5): loads the merchant's rules and dialling
 * codes, offers the username / mobile tabs (a typed number carries over), checks every shown field
 * with the domain, sends the SMS code with its countdown, checks a typed invitation code with the
 * platform before registering, and registers through the session store, which logs the player in.
 * Passwords live here only while the form needs them: cleared on success and on `stop`.
 */
export class RegisterFormModel {
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
  submitting = false;
  /** True once registered: the page leaves. */
  registered = false;
  feedback: FormFeedback<RegistrationField>;
  readonly captcha: CaptchaModel;
  readonly smsButton: SmsCodeButtonModel;
  /** The invitation code the link supplied, if any. */
  readonly linkCode: string | null;
  private lastFailed: RetryableAction | null = null;

  constructor(private readonly deps: RegisterFormDeps) {
    this.captcha = new CaptchaModel(deps.api);
    this.smsButton = new SmsCodeButtonModel(deps.clock);
    this.linkCode = affiliateCodeFromLink(deps.place.search);
    this.feedback = new FormFeedback<RegistrationField>([]);
    makeAutoObservable<RegisterFormModel, 'deps' | 'lastFailed'>(
      this,
      { deps: false, lastFailed: false, captcha: false, smsButton: false, linkCode: false, settings: observableRef, feedback: observableRef },
      { autoBind: true },
    );
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
    if (field === 'ageConfirmed' || field === 'password' || field === 'confirmPassword' || field === 'captcha') return true;
    if (field === 'username') return this.mode === 'username';
    if (field === 'mobileNum') return this.mode === 'mobileNum' || this.facts.rules['mobileNum']?.required === true;
    if (field === 'verificationCode') return this.mode === 'mobileNum' || (this.values['mobileNum'] ?? '').trim() !== '';
    return this.facts.rules[field]?.required === true;
  }

  /** The register button works: the form is ready, the terms are agreed and nothing is being sent. */
  get canSubmit(): boolean {
    return this.status === 'ready' && this.agreed && !this.submitting;
  }

  /** Loads the rules and dialling codes, checks the link's invitation code, and loads the captcha. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [settings, countries] = await Promise.all([getRegisterSettings(this.deps.api), getCountryCodes(this.deps.api)]);
      const linkCodeValid = await this.linkCodeAccepted(settings);
      runInAction(() => {
        this.settings = settings;
        this.dialCodes = dialCodeOptionsOf(countries);
        this.dialCode = (countries.find((country) => country.isDefault) ?? countries[0])?.dialingCode ?? FALLBACK_DIAL_CODE;
        this.linkCodeValid = linkCodeValid;
        const { defaultMode } = this.modes;
        this.status = defaultMode === null ? 'closed' : 'ready';
        this.mode = defaultMode ?? 'username';
        this.resetFeedback();
        if (!linkCodeValid && this.linkCode !== null && this.fields.includes(AFFILIATE_CODE_FIELD)) {
          this.values = { ...this.values, [AFFILIATE_CODE_FIELD]: this.linkCode };
        }
      });
      if (this.modes.defaultMode !== null && settings.captchaRequired) await this.captcha.refresh();
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.lastFailed = 'load';
        this.feedback.showFailure(error);
      });
    }
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
    this.feedback.clear();
    try {
      const sent = await this.smsButton.send(() =>
        sendRegisterSmsCode(this.deps.api, {
          mobileNum,
          countryDialingCode: this.dialCode,
          ...(answer ?? {}),
          moduleId: MODULE_IDS.registerMobileVerification,
        }),
      );
      if (sent) runInAction(() => this.feedback.notify('register.smsSent', 'success'));
    } catch (error) {
      runInAction(() => this.showFailure(error, 'sendCode'));
    } finally {
      if (captchaShown) this.renewCaptcha();
    }
  }

  /**
   * Registers: checks the form (first invalid field focused), checks a typed invitation code with
   * the platform ('invitation_code_error', focus on the code), then registers and logs in.
   */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    const check = registrationCheck(this.mode, this.facts, { values: this.values, ageConfirmed: this.ageConfirmed });
    if (!check.valid && check.firstInvalidField !== undefined) {
      this.feedback.showChecks(check.results, check.firstInvalidField as RegistrationField);
      return;
    }
    this.submitting = true;
    this.feedback.clear();
    const captchaShown = this.fields.includes('captcha');
    let captchaUsed = false;
    try {
      if (!(await this.typedCodeAccepted())) return;
      const payload = registrationPayloadOf(this.fields, this.values, {
        registerUrl: this.deps.place.href,
        domain: this.deps.place.host,
        registerMethod: this.deps.place.registerMethod,
        countryDialingCode: this.dialCode,
        captchaId: captchaShown ? (this.captcha.answer('')?.captchaId ?? null) : null,
        linkAffiliateCode: this.linkCodeValid ? this.linkCode : null,
        ageConfirmed: this.ageConfirmed,
      });
      captchaUsed = captchaShown;
      await this.deps.session.register(this.mode, payload);
      runInAction(() => {
        this.registered = true;
        this.values = {};
      });
    } catch (error) {
      runInAction(() => this.showFailure(error, 'submit'));
    } finally {
      runInAction(() => {
        this.submitting = false;
        if (!this.registered && captchaUsed) this.renewCaptcha();
      });
    }
  }

  /** Repeats the action that met a network failure or a timeout. */
  async retry(): Promise<void> {
    const action = this.lastFailed;
    this.lastFailed = null;
    if (action === 'load') await this.load();
    else if (action === 'sendCode') await this.sendSmsCode();
    else if (action === 'submit') await this.submit();
  }

  /** The page shows: rules, dialling codes, the link's invitation code and the captcha load. */
  start(): void {
    void this.load();
  }

  /** The page is left: the countdown stops and every typed value (passwords included) is forgotten. */
  stop(): void {
    this.smsButton.stop();
    this.captcha.clear();
    this.values = {};
  }

  private resetFeedback(): void {
    this.feedback = new FormFeedback<RegistrationField>(this.fields, {
      aliases: this.mode === 'mobileNum' ? { username: 'mobileNum' } : {},
      captchaField: 'captcha',
    });
  }

  private showFailure(error: unknown, action: RetryableAction): void {
    const failure = this.feedback.showFailure(error);
    this.lastFailed = failure.kind === 'retry' ? action : null;
    const taken = failure.kind === 'fields' && isPlatformError(error) && error.code === 'USERNAME_TAKEN' ? this.feedback.focus?.field : undefined;
    if (taken !== undefined) this.feedback.showFieldError(taken, taken === 'mobileNum' ? REGISTRATION_TAKEN_MESSAGES.mobile : REGISTRATION_TAKEN_MESSAGES.username);
    const wait = isPlatformError(error) ? (error.value as { expirationTime?: unknown } | null)?.expirationTime : undefined;
    if (typeof wait === 'number') this.smsButton.waitUntil(wait);
  }

  /** A captcha is single use: the typed answer goes and a new image loads. */
  private renewCaptcha(): void {
    this.values = { ...this.values, captcha: '' };
    void this.captcha.refresh();
  }

  /** Whether the link's code is one the platform accepts (only asked when the field is enabled). */
  private async linkCodeAccepted(settings: RegisterSettings): Promise<boolean> {
    if (this.linkCode === null || !settings.fields.affiliateCode.enabled) return false;
    try {
      const { valid } = await checkAffiliateCode(this.deps.api, { code: this.linkCode, domain: this.deps.place.host });
      return valid;
    } catch {
      return false;
    }
  }

  /** Checks a typed invitation code before registering (SPEC §4); false after showing its message. */
  private async typedCodeAccepted(): Promise<boolean> {
    const code = (this.values[AFFILIATE_CODE_FIELD] ?? '').trim();
    if (!isInvitationCodeCheckNeeded(code, this.fields.includes(AFFILIATE_CODE_FIELD))) return true;
    const { valid } = await checkAffiliateCode(this.deps.api, { code, domain: this.deps.place.host });
    const result = invitationCodeCheck({ success: valid });
    if (result.valid) return true;
    runInAction(() => this.feedback.showFieldError(result.focusField, 'error.invitationCode'));
    return false;
  }
}
