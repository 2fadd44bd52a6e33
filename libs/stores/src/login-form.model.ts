import { observableRef, runInAction } from 'mobx';
import {
  LOGIN_FIELDS,
  loginCodeRequestDecision,
  loginDecision,
  loginModes,
  type FormFailure,
  type LoginField,
  type LoginMode,
  type LoginRequest,
  type SocialProvider,
} from '@gp/domain';
import { isPlatformError, prepareEncryptedCalls, type LoginPayload } from '@gp/api-client';
import { loadAccountFormSettings, type AccountFormSettings, type SettingsStatus } from './account-form-settings';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import { LoginMemory } from './login-memory';
import { SmsLoginPart } from './login-sms.part';
import { SocialLoginPart } from './login-social.part';
import { EMPTY_LOGIN_INPUTS, type LoginAction, type LoginFormDeps, type LoginFormInputs } from './login-form.types';

/** Error codes a captcha answer is refused with; their message goes under the captcha field. */
const CAPTCHA_REFUSALS: readonly string[] = ['CAPTCHA_REQUIRED', 'VERIFICATION_CODE_ERROR'];

/**
 * The login screen's form (SPEC §2 'Login screen', §3 'Login form', §4 'Login method', §5 'Login'):
 * the username or SMS mode (its part: `sms`), social sign-in (`social`), the captcha that appears
 * after a refused login (or for SMS codes when the merchant asks), remember me (`LoginMemory`), and
 * the message or Retry of a failed call. `succeeded` turns true once the session started.
 */
export class LoginFormModel extends FormModel<LoginField, LoginAction, CaptchaModel> {
  mode: LoginMode = 'username';
  inputs: LoginFormInputs = EMPTY_LOGIN_INPUTS;
  /** Remember me: on by default (SPEC §2). */
  remember = true;
  settings: AccountFormSettings | null = null;
  settingsStatus: SettingsStatus = 'loading';
  /** A refusal asked for the captcha (SPEC §4: hidden at first, shown after a failed login). */
  captchaRequested = false;
  readonly sms: SmsLoginPart;
  readonly social: SocialLoginPart;
  private readonly memory: LoginMemory;

  constructor(private readonly deps: LoginFormDeps) {
    super(new FormFeedback<LoginField>(LOGIN_FIELDS), new CaptchaModel(deps.api));
    this.sms = new SmsLoginPart(deps.api, deps.clock);
    this.social = new SocialLoginPart(deps.social, deps.flags);
    this.memory = new LoginMemory(deps.storage, deps.credentials);
    this.makeFormObservable({ deps: false, sms: false, social: false, memory: false, settings: observableRef });
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
    return this.social.providersIn(this.mode);
  }

  /** Opens the form: the remembered mode and values filled in, the rules loaded, the browser asked for a saved password. */
  start(): void {
    if (this.memory.load() === 'sms' && this.modes.includes('sms')) this.mode = 'sms';
    this.fillRemembered();
    void this.loadSettings();
    void this.fillFromPasswordManager();
    prepareEncryptedCalls();
  }

  /** Leaves the page: secrets wiped, countdown cleared, captcha dropped. */
  override stop(): void {
    this.sms.stop();
    super.stop();
  }

  /** Loads the rules and dialling codes; the form still works with the built-in checks if it fails. */
  async loadSettings(): Promise<void> {
    this.settingsStatus = 'loading';
    try {
      const settings = await loadAccountFormSettings(this.deps.api);
      runInAction(() => {
        this.settings = settings;
        this.settingsStatus = 'ready';
        this.sms.applySettings(settings, this.memory.dialCodeRemembered);
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

  /** Turns remember me on or off. */
  setRemember(remember: boolean): void {
    this.remember = remember;
  }

  /** Taps the captcha image: a new challenge, the typed answer cleared. */
  refreshCaptcha(): void {
    this.renewCaptcha();
  }

  /** The get-code tap (SPEC §5: the number validates first; the captcha when shown): sends a login code. */
  async requestSmsCode(): Promise<void> {
    if (this.pending !== null || !this.sms.button.enabled) return;
    const shown = this.captchaShown;
    const decision = loginCodeRequestDecision(this.settings?.rules ?? {}, this.inputs.mobileNum, this.inputs.captcha, shown);
    if (decision.kind === 'invalid') return this.feedback.showChecks(decision.results, decision.firstInvalidField);
    const answer = shown ? this.captcha.answer(this.inputs.captcha) : null;
    if (shown && answer === null) return this.missingCaptchaImage();
    const sent = await this.attempt('sms', () => this.sms.sendCode(decision.payload.mobileNum, answer));
    if (sent) runInAction(() => this.feedback.notify('login.smsSent', 'success'));
    if (answer !== null) this.renewCaptcha();
  }

  /**
   * Logs in (SPEC §3 'Login payload'); `succeeded` once the session started: the remembered login
   * is kept (or forgotten with remember me off) and every secret leaves the form. A used captcha
   * answer is spent whatever happens, so a refusal loads a new image.
   */
  async submit(): Promise<void> {
    if (this.pending !== null) return;
    // The login itself needs the captcha only once a refusal asked for it; in SMS mode the
    // merchant's captcha otherwise guards the code request alone.
    const shown = this.captchaRequested;
    const decision = loginDecision(this.settings?.rules ?? {}, this.mode, { ...this.inputs, countryDialingCode: this.sms.dialCode }, shown);
    if (decision.kind === 'invalid') return this.feedback.showChecks(decision.results, decision.firstInvalidField);
    const answer = shown ? this.captcha.answer(this.inputs.captcha) : null;
    if (shown && answer === null) return this.missingCaptchaImage();
    const loggedIn = await this.attempt('login', async () => {
      await this.logIn({ ...decision.payload, ...(answer ?? {}) });
      runInAction(() => this.afterLogin(decision.payload));
    });
    if (!loggedIn && answer !== null) this.renewCaptcha();
  }

  /** Signs in through a third-party provider; `succeeded` once the session started. */
  async signInWith(provider: SocialProvider): Promise<void> {
    if (!this.socialProviders.includes(provider)) return;
    await this.attempt('social', async () => {
      const payload = await this.social.payloadFor(provider);
      if (payload === null) return;
      await this.logIn(payload);
      this.succeed();
    });
  }

  protected run(action: LoginAction): Promise<void> {
    return action === 'sms' ? this.requestSmsCode() : this.submit();
  }

  protected wipeSecrets(): void {
    this.inputs = { ...this.inputs, password: '', messageCode: '', captcha: '' };
  }

  protected override clearCaptchaAnswer(): void {
    this.inputs = { ...this.inputs, captcha: '' };
  }

  protected override showFailure(error: unknown, action: LoginAction): FormFailure | null {
    const failure = super.showFailure(error, action);
    if (failure === null) return null;
    const code = isPlatformError(error) ? error.code : null;
    if (failure.kind === 'message' && code !== null && CAPTCHA_REFUSALS.includes(code)) {
      this.feedback.alert = null;
      this.feedback.showFieldError('captcha', failure.messageId);
    } else if (failure.kind === 'message' && code === 'LOGIN_FAILED' && this.mode === 'sms') {
      this.feedback.notify('login.smsFailed', 'error');
    }
    if (action === 'social') this.retryAction = null;
    if (failure.captcha && !this.captchaRequested) {
      this.captchaRequested = true;
      this.showCaptchaIfNeeded();
    }
    return failure;
  }

  private logIn(payload: LoginPayload): Promise<void> {
    return this.deps.session.login(payload, { autoLogin: this.remember });
  }

  private afterLogin(request: LoginRequest): void {
    this.memory.keep(request, this.remember);
    this.captchaRequested = false;
    this.captcha.clear();
    this.sms.stop();
    this.succeed();
  }

  private showCaptchaIfNeeded(): void {
    if (this.captchaShown && this.captcha.imageSrc === null && !this.captcha.loading) void this.captcha.refresh();
  }

  private missingCaptchaImage(): void {
    this.feedback.showFieldError('captcha', 'error.captchaRequired');
    this.renewCaptcha();
  }

  private fillRemembered(): void {
    const values = this.memory.valuesFor(this.mode);
    if (values.username === undefined) return;
    if (this.mode === 'sms') {
      this.inputs = { ...this.inputs, mobileNum: values.username };
      if (values.countryDialingCode !== undefined) this.sms.setDialCode(values.countryDialingCode);
    } else {
      this.inputs = { ...this.inputs, username: values.username };
    }
  }

  private async fillFromPasswordManager(): Promise<void> {
    const saved = await this.memory.savedPassword();
    runInAction(() => {
      if (saved === null || this.mode !== 'username' || this.inputs.password !== '') return;
      if (this.inputs.username !== '' && this.inputs.username !== saved.username) return;
      this.inputs = { ...this.inputs, username: saved.username, password: saved.password };
    });
  }
}
