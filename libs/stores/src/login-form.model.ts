import { makeAutoObservable, runInAction } from 'mobx';
import {
  LOGIN_FIELDS,
  loginCodeRequestDecision,
  loginDecision,
  loginModes,
  rememberedValuesFor,
  socialSignInButtons,
  type FeatureFlags,
  type LoginField,
  type LoginMode,
  type LoginRequest,
  type RememberedLogin,
  type SocialProvider,
} from '@gp/domain';
import { isPlatformError, sendNoLoginSmsCode, type LoginPayload, type PlatformClient } from '@gp/api-client';
import { FALLBACK_DIAL_CODE, loadAccountFormSettings, type AccountFormSettings, type SettingsStatus } from './account-form-settings';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import type { Clock, KeyValueStorage } from './ports';
import { forgetRememberedLogin, loadRememberedLogin, saveRememberedLogin, type PasswordCredentials } from './remembered-login';
import type { SessionStore } from './session.store';
import { SmsCodeButtonModel } from './sms-code-button.model';
import type { SocialSignIn } from './social-sign-in';

/** What the login form holds as typed. Secrets (password, code, captcha) leave it after each login. */
export interface LoginFormInputs {
  readonly username: string;
  readonly password: string;
  readonly mobileNum: string;
  readonly messageCode: string;
  readonly captcha: string;
}

const EMPTY_INPUTS: LoginFormInputs = { username: '', password: '', mobileNum: '', messageCode: '', captcha: '' };

/** The login form's call in flight, if any. */
export type LoginPending = 'login' | 'sms' | 'social' | null;

/** Collaborators of the login form. */
export interface LoginFormDeps {
  readonly api: PlatformClient;
  readonly session: Pick<SessionStore, 'login'>;
  readonly clock: Clock;
  /** Local storage: the remembered login (never a password). */
  readonly storage: KeyValueStorage;
  /** The browser's password manager. */
  readonly credentials: PasswordCredentials;
  /** The third-party sign-in service. */
  readonly social: SocialSignIn;
  /** The whitelabel flags (MOBILEVERCODELOGIN3, FACEBOOKLOGIN3, GOOGLELOGIN3). */
  readonly flags: () => FeatureFlags;
}

/** Error codes a captcha answer is refused with; their message goes under the captcha field. */
const CAPTCHA_REFUSALS: readonly string[] = ['CAPTCHA_REQUIRED', 'VERIFICATION_CODE_ERROR'];

function expirationTimeOf(error: unknown): number | null {
  if (!isPlatformError(error) || error.code !== 'RATE_LIMITED' || typeof error.value !== 'object' || error.value === null) return null;
  const value = (error.value as { expirationTime?: unknown }).expirationTime;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The login screen's form (SPEC §2 'Login screen', §3 'Login form', §4 'Login method', §5 'Login'):
 * username or SMS mode, the captcha that appears after a refused login (or for SMS codes when the
 * merchant asks), the get-code button, remember me (mode, username and dialling code only; the
 * browser keeps the password), social sign-in, and the message or Retry of a failed call.
 */
export class LoginFormModel {
  mode: LoginMode = 'username';
  inputs: LoginFormInputs = EMPTY_INPUTS;
  dialCode: string = FALLBACK_DIAL_CODE;
  /** Remember me: on by default (SPEC §2). */
  remember = true;
  settings: AccountFormSettings | null = null;
  settingsStatus: SettingsStatus = 'loading';
  /** A refusal asked for the captcha (SPEC §4: hidden at first, shown after a failed login). */
  captchaRequested = false;
  pending: LoginPending = null;
  /** The call a Retry repeats: the last one that never got an answer. */
  retryAction: 'login' | 'sms' | null = null;
  readonly feedback = new FormFeedback<LoginField>(LOGIN_FIELDS);
  readonly captcha: CaptchaModel;
  readonly smsButton: SmsCodeButtonModel;
  private remembered: RememberedLogin | null = null;

  constructor(private readonly deps: LoginFormDeps) {
    this.captcha = new CaptchaModel(deps.api);
    this.smsButton = new SmsCodeButtonModel(deps.clock);
    makeAutoObservable<LoginFormModel, 'deps' | 'remembered'>(
      this,
      { deps: false, remembered: false, feedback: false, captcha: false, smsButton: false },
      { autoBind: true },
    );
  }

  /** The modes offered: SMS only with MOBILEVERCODELOGIN3 (then the tab switch shows). */
  get modes(): readonly LoginMode[] {
    return loginModes(this.deps.flags());
  }

  /**
   * The captcha field shows after a refusal asked for it (then every login needs it), or in SMS
   * mode when the merchant asks for one on code requests (then only the code request needs it).
   */
  get captchaShown(): boolean {
    return this.captchaRequested || (this.mode === 'sms' && this.settings?.captchaRequired === true);
  }

  /** The social sign-in buttons to show (username mode, flag on, provider set up). */
  get socialProviders(): readonly SocialProvider[] {
    return socialSignInButtons(this.deps.flags(), this.mode, this.deps.social.configured());
  }

  /** The dialling codes of the picker (the current one even before the list arrives). */
  get dialCodes(): readonly { readonly code: string; readonly label: string }[] {
    return this.settings?.dialCodes.length ? this.settings.dialCodes : [{ code: this.dialCode, label: this.dialCode }];
  }

  /**
   * Opens the form: the remembered login is read (a legacy record loses its password now), its
   * mode and username filled in, the merchant's rules loaded, and the browser asked for a saved
   * password where it has the API.
   */
  start(): void {
    this.remembered = loadRememberedLogin(this.deps.storage);
    const remembered = this.remembered;
    if (remembered?.type === 'sms' && this.modes.includes('sms')) this.mode = 'sms';
    this.fillRemembered();
    void this.loadSettings();
    void this.fillFromPasswordManager();
  }

  /** Leaves the page: secrets wiped, countdown cleared, captcha dropped. */
  stop(): void {
    this.smsButton.stop();
    this.captcha.clear();
    this.wipeSecrets();
    this.feedback.clear();
  }

  /** Loads the rules and dialling codes; the form still works with the built-in checks if it fails. */
  async loadSettings(): Promise<void> {
    this.settingsStatus = 'loading';
    try {
      const settings = await loadAccountFormSettings(this.deps.api);
      runInAction(() => {
        this.settings = settings;
        this.settingsStatus = 'ready';
        const remembered = this.remembered?.type === 'sms' ? this.remembered.countryDialingCode : undefined;
        const known = settings.dialCodes.some((option) => option.code === this.dialCode);
        if (remembered === undefined && !known) this.dialCode = settings.defaultDialCode;
        this.showCaptchaIfNeeded();
      });
    } catch {
      runInAction(() => (this.settingsStatus = 'error'));
    }
  }

  /** Switches mode: that mode's remembered values come back, messages go, the captcha renews if shown. */
  setMode(mode: LoginMode): void {
    if (mode === this.mode || !this.modes.includes(mode)) return;
    this.mode = mode;
    this.feedback.clear();
    this.retryAction = null;
    this.fillRemembered();
    this.inputs = { ...this.inputs, captcha: '' };
    if (this.captchaShown) void this.captcha.refresh();
  }

  /** The player typed in a field: its message goes. */
  setInput(field: keyof LoginFormInputs, value: string): void {
    this.inputs = { ...this.inputs, [field]: value };
    this.feedback.clearError(field);
  }

  /** Picks a dialling code. */
  setDialCode(code: string): void {
    this.dialCode = code;
  }

  /** Turns remember me on or off. */
  setRemember(remember: boolean): void {
    this.remember = remember;
  }

  /** Taps the captcha image: a new challenge, the typed answer cleared. */
  refreshCaptcha(): void {
    this.inputs = { ...this.inputs, captcha: '' };
    void this.captcha.refresh();
  }

  /**
   * The get-code tap (SPEC §5: the number validates first; the captcha when shown): sends a login
   * code and starts the countdown to the platform's expirationTime; a refusal shows its message.
   */
  async requestSmsCode(): Promise<void> {
    if (this.pending !== null || !this.smsButton.enabled) return;
    const shown = this.captchaShown;
    const decision = loginCodeRequestDecision(this.settings?.rules ?? {}, this.inputs.mobileNum, this.inputs.captcha, shown);
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    const answer = shown ? this.captcha.answer(this.inputs.captcha) : null;
    if (shown && answer === null) {
      this.missingCaptchaImage();
      return;
    }
    this.pending = 'sms';
    this.retryAction = null;
    this.feedback.clear();
    const request = { mobileNum: decision.payload.mobileNum, countryDialingCode: this.dialCode, purpose: 'login' as const, ...(answer ?? {}) };
    try {
      await this.smsButton.send(() => sendNoLoginSmsCode(this.deps.api, request));
      runInAction(() => this.feedback.notify('login.smsSent', 'success'));
    } catch (error) {
      runInAction(() => {
        const waitUntil = expirationTimeOf(error);
        if (waitUntil !== null) this.smsButton.waitUntil(waitUntil);
        this.showFailure(error, 'sms');
      });
    } finally {
      runInAction(() => {
        this.pending = null;
        if (answer !== null) this.refreshCaptcha();
      });
    }
  }

  /**
   * Logs in (SPEC §3 'Login payload'): resolves true when the session started. On success the
   * remembered login is kept (or forgotten with remember me off), the browser is offered the
   * password, and every secret leaves the form; a refusal shows its message, the captcha when asked.
   */
  async submit(): Promise<boolean> {
    if (this.pending !== null) return false;
    // The login itself needs the captcha only once a refusal asked for it; in SMS mode the
    // merchant's captcha otherwise guards the code request alone.
    const shown = this.captchaRequested;
    const values = { ...this.inputs, countryDialingCode: this.dialCode };
    const decision = loginDecision(this.settings?.rules ?? {}, this.mode, values, shown);
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return false;
    }
    const answer = shown ? this.captcha.answer(this.inputs.captcha) : null;
    if (shown && answer === null) {
      this.missingCaptchaImage();
      return false;
    }
    const payload: LoginPayload = { ...decision.payload, ...(answer ?? {}) };
    return this.logIn(payload, decision.payload, answer !== null);
  }

  /** Repeats the call that never got an answer (network error, timeout); true when it logged in. */
  async retry(): Promise<boolean> {
    const action = this.retryAction;
    this.retryAction = null;
    if (action === 'login') return this.submit();
    if (action === 'sms') await this.requestSmsCode();
    return false;
  }

  /** Signs in through a third-party provider; resolves true when the session started. */
  async signInWith(provider: SocialProvider): Promise<boolean> {
    if (this.pending !== null || !this.socialProviders.includes(provider)) return false;
    this.pending = 'social';
    this.feedback.clear();
    try {
      const result = await this.deps.social.signIn(provider);
      if (result === null) return false;
      const payload: LoginPayload = {
        type: 'firebase',
        username: result.account,
        password: result.idToken,
        firebaseChannel: 'sms',
        firebaseIdToken: result.idToken,
        ...(result.mobileNo === undefined ? {} : { firebaseMobileNo: result.mobileNo }),
        ...(result.countryDialingCode === undefined ? {} : { countryDialingCode: result.countryDialingCode }),
      };
      await this.deps.session.login(payload, { autoLogin: this.remember });
      return true;
    } catch (error) {
      runInAction(() => this.showFailure(error, null));
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /** Sends the login; a used captcha answer is spent whatever happens, so a refusal loads a new image. */
  private async logIn(payload: LoginPayload, request: LoginRequest, usedCaptcha: boolean): Promise<boolean> {
    this.pending = 'login';
    this.retryAction = null;
    this.feedback.clear();
    try {
      await this.deps.session.login(payload, { autoLogin: this.remember });
      runInAction(() => this.afterLogin(request));
      return true;
    } catch (error) {
      runInAction(() => {
        this.showFailure(error, 'login');
        if (usedCaptcha) this.refreshCaptcha();
      });
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  private afterLogin(request: LoginRequest): void {
    if (this.remember) {
      const record: RememberedLogin =
        request.type === 'sms' && request.countryDialingCode !== undefined
          ? { type: 'sms', username: request.username, countryDialingCode: request.countryDialingCode }
          : { type: request.type, username: request.username };
      saveRememberedLogin(this.deps.storage, record);
      this.remembered = record;
      if (request.type === 'username') void this.deps.credentials.store(request.username, request.password);
    } else {
      forgetRememberedLogin(this.deps.storage);
      this.remembered = null;
    }
    this.captchaRequested = false;
    this.captcha.clear();
    this.smsButton.stop();
    this.wipeSecrets();
  }

  private showFailure(error: unknown, action: 'login' | 'sms' | null): void {
    const code = isPlatformError(error) ? error.code : null;
    const failure = this.feedback.showFailure(error);
    if (failure.kind === 'message' && code !== null && CAPTCHA_REFUSALS.includes(code)) {
      this.feedback.alert = null;
      this.feedback.showFieldError('captcha', failure.messageId);
    } else if (failure.kind === 'message' && code === 'LOGIN_FAILED' && this.mode === 'sms') {
      this.feedback.notify('login.smsFailed', 'error');
    }
    this.retryAction = failure.kind === 'retry' ? action : null;
    if (failure.captcha && !this.captchaRequested) {
      this.captchaRequested = true;
      this.showCaptchaIfNeeded();
    }
  }

  private showCaptchaIfNeeded(): void {
    if (this.captchaShown && this.captcha.imageSrc === null && !this.captcha.loading) void this.captcha.refresh();
  }

  private missingCaptchaImage(): void {
    this.feedback.showFieldError('captcha', 'error.captchaRequired');
    this.refreshCaptcha();
  }

  private fillRemembered(): void {
    const values = rememberedValuesFor(this.remembered, this.mode);
    if (values.username === undefined) return;
    if (this.mode === 'sms') {
      this.inputs = { ...this.inputs, mobileNum: values.username };
      if (values.countryDialingCode !== undefined) this.dialCode = values.countryDialingCode;
    } else {
      this.inputs = { ...this.inputs, username: values.username };
    }
  }

  private async fillFromPasswordManager(): Promise<void> {
    if (!this.deps.credentials.available) return;
    const saved = await this.deps.credentials.get();
    runInAction(() => {
      if (saved === null || this.mode !== 'username' || this.inputs.password !== '') return;
      if (this.inputs.username !== '' && this.inputs.username !== saved.username) return;
      this.inputs = { ...this.inputs, username: saved.username, password: saved.password };
    });
  }

  private wipeSecrets(): void {
    this.inputs = { ...this.inputs, password: '', messageCode: '', captcha: '' };
  }
}
