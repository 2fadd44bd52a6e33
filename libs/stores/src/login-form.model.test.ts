import { describe, expect, it, vi } from 'vitest';
import { PlatformError, type LoginPayload } from '@gp/api-client';
import { LoginFormModel } from './login-form.model';
import type { LoginFormDeps } from './login-form.types';
import { createMemoryStorage } from './ports';
import { REMEMBERED_LOGIN_KEY, noPasswordCredentials, type PasswordCredentials } from './remembered-login';
import { noSocialSignIn, type SocialSignIn } from './social-sign-in';
import { COUNTRIES, registerSettings } from './test-support/account-settings';
import { Failure, FakePlatform, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

const SMS_ON = { MOBILEVERCODELOGIN3: true };

interface Setup {
  readonly flags?: Record<string, boolean>;
  readonly stored?: Record<string, string>;
  readonly captchaRequired?: boolean;
  readonly credentials?: PasswordCredentials;
  readonly social?: SocialSignIn;
  readonly login?: (payload: LoginPayload) => Promise<void>;
}

async function setUp({ flags = SMS_ON, stored = {}, captchaRequired = true, credentials = noPasswordCredentials, social = noSocialSignIn, login }: Setup = {}) {
  let captchas = 0;
  const platform = new FakePlatform()
    .on('GET', '/wps/system/setting/register', () => registerSettings({ captchaRequired }))
    .on('GET', '/wps/system/country', () => COUNTRIES)
    .on('GET', '/wps/captcha', () => {
      captchas += 1;
      return { captchaId: `captcha-${captchas}-${'x'.repeat(16)}`, imageBase64: 'iVBORw0KGgo=', expiresAt: 0 };
    });
  const storage = createMemoryStorage(stored);
  const clock = new ManualClock();
  const sessionLogin = vi.fn<(payload: LoginPayload, options?: { readonly autoLogin?: boolean }) => Promise<void>>(login ?? (() => Promise.resolve()));
  const deps: LoginFormDeps = { api: platform.api, session: { login: sessionLogin }, clock, storage, credentials, social, flags: () => flags };
  const form = new LoginFormModel(deps);
  form.start();
  await settle();
  return { form, platform, storage, clock, sessionLogin, captchaCount: () => captchas };
}

function fillUsername(form: LoginFormModel, username = ' demo ', password = 'Demo1234') {
  form.setInput('username', username);
  form.setInput('password', password);
}

describe('LoginFormModel: username mode', () => {
  it('starts in username mode with remember me on, no captcha, and the merchant rules loaded', async () => {
    const { form } = await setUp();
    expect(form.mode).toBe('username');
    expect(form.modes).toEqual(['username', 'sms']);
    expect(form.remember).toBe(true);
    expect(form.captchaShown).toBe(false);
    expect(form.settingsStatus).toBe('ready');
    expect(form.sms.dialCode).toBe('+63');
  });

  it('offers the username mode alone without MOBILEVERCODELOGIN3', async () => {
    const { form } = await setUp({ flags: {} });
    expect(form.modes).toEqual(['username']);
    form.setMode('sms');
    expect(form.mode).toBe('username');
  });

  it('checks the fields first and focuses the first invalid one, sending nothing', async () => {
    const { form, sessionLogin } = await setUp();
    form.setInput('username', '   ');
    await form.submit();
    expect(form.succeeded).toBe(false);
    expect(form.feedback.errors).toEqual({ username: 'invalid_account_format', password: 'invalid_password_format' });
    expect(form.feedback.focus?.field).toBe('username');
    expect(sessionLogin).not.toHaveBeenCalled();
    form.setInput('username', 'demo');
    expect(form.feedback.errors).toEqual({ password: 'invalid_password_format' });
  });

  it('logs in with the trimmed username, keeps the remembered login without the password and wipes it', async () => {
    const store = vi.fn(() => Promise.resolve());
    const { form, sessionLogin, storage } = await setUp({ credentials: { available: true, store, get: () => Promise.resolve(null) } });
    fillUsername(form);
    await form.submit();
    expect(form.succeeded).toBe(true);
    expect(sessionLogin).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: 'Demo1234' }, { autoLogin: true });
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBe('{"type":"username","username":"demo"}');
    expect(store).toHaveBeenCalledWith('demo', 'Demo1234');
    expect(form.inputs).toMatchObject({ username: ' demo ', password: '', captcha: '' });
  });

  it('forgets the remembered login and offers the browser nothing with remember me off', async () => {
    const store = vi.fn(() => Promise.resolve());
    const { form, sessionLogin, storage } = await setUp({
      stored: { [REMEMBERED_LOGIN_KEY]: '{"type":"username","username":"old"}' },
      credentials: { available: true, store, get: () => Promise.resolve(null) },
    });
    expect(form.inputs.username).toBe('old');
    form.setRemember(false);
    fillUsername(form);
    await form.submit();
    expect(sessionLogin).toHaveBeenCalledWith(expect.anything(), { autoLogin: false });
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
    expect(store).not.toHaveBeenCalled();
  });

  it('reads a legacy record once: the username stays, the encoded password leaves storage', async () => {
    const legacy = JSON.stringify({ type: 'username', username: 'demo', password: 'UkdWdGJ6RXlNelE9', countryDialingCode: '+63' });
    const { form, storage } = await setUp({ stored: { [REMEMBERED_LOGIN_KEY]: legacy } });
    expect(form.inputs.username).toBe('demo');
    expect(form.inputs.password).toBe('');
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBe('{"type":"username","username":"demo","countryDialingCode":"+63"}');
  });

  it('fills the password the browser keeps, only into an empty form of the same user', async () => {
    const get = vi.fn(() => Promise.resolve({ username: 'demo', password: 'Demo1234' }));
    const { form } = await setUp({ credentials: { available: true, store: () => Promise.resolve(), get } });
    expect(form.inputs).toMatchObject({ username: 'demo', password: 'Demo1234' });
    const other = await setUp({
      stored: { [REMEMBERED_LOGIN_KEY]: '{"type":"username","username":"someone"}' },
      credentials: { available: true, store: () => Promise.resolve(), get },
    });
    expect(other.form.inputs).toMatchObject({ username: 'someone', password: '' });
  });

  it('shows the refusal, then the captcha once the platform asks for it, and sends its answer', async () => {
    let refusals = 0;
    const { form, sessionLogin, captchaCount } = await setUp({
      login: () => {
        refusals += 1;
        return refusals <= 2 ? Promise.reject(new PlatformError('LOGIN_FAILED', 'no', 401, { captcha: refusals === 2 })) : Promise.resolve();
      },
    });
    fillUsername(form, 'demo', 'Wrong123');
    await form.submit();
    expect(form.succeeded).toBe(false);
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.loginFailed', retry: false });
    expect(form.captchaShown).toBe(false);
    await form.submit();
    await settle();
    expect(form.captchaShown).toBe(true);
    expect(captchaCount()).toBe(1);
    expect(form.captcha.imageSrc).toBe('data:image/png;base64,iVBORw0KGgo=');
    form.setInput('password', 'Demo1234');
    await form.submit();
    expect(form.succeeded).toBe(false);
    expect(form.feedback.errors).toEqual({ captcha: 'error.captchaRequired' });
    form.setInput('captcha', ' 24680 ');
    await form.submit();
    expect(form.succeeded).toBe(true);
    expect(sessionLogin).toHaveBeenLastCalledWith(
      { type: 'username', username: 'demo', password: 'Demo1234', captcha: '24680', captchaId: `captcha-1-${'x'.repeat(16)}` },
      { autoLogin: true },
    );
    expect(form.captchaShown).toBe(false);
  });

  it('puts a refused captcha answer under the captcha and loads a new image (single use)', async () => {
    const { form, captchaCount } = await setUp({
      login: () => Promise.reject(new PlatformError('VERIFICATION_CODE_ERROR', 'no', 400, { captcha: true })),
    });
    fillUsername(form);
    await form.submit();
    await settle();
    expect(form.feedback.errors).toEqual({ captcha: 'error.verificationCode' });
    expect(form.feedback.alert).toBeNull();
    form.setInput('captcha', '11111');
    await form.submit();
    await settle();
    expect(captchaCount()).toBe(2);
    expect(form.inputs.captcha).toBe('');
  });

  it('offers Retry after a network error, and Retry sends again', async () => {
    let calls = 0;
    const { form, sessionLogin } = await setUp({
      login: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new PlatformError('TIMEOUT', 'slow')) : Promise.resolve();
      },
    });
    fillUsername(form);
    await form.submit();
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.timeout', retry: true });
    expect(form.retryAction).toBe('login');
    expect(form.pending).toBeNull();
    await form.retry();
    expect(sessionLogin).toHaveBeenCalledTimes(2);
    expect(form.feedback.alert).toBeNull();
  });

  it('says the platform failed (not "Unknown error") on a 500, keeps what was typed, and Retry logs in', async () => {
    let calls = 0;
    const { form, sessionLogin } = await setUp({
      login: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new PlatformError('INTERNAL_ERROR', 'boom', 500)) : Promise.resolve();
      },
    });
    fillUsername(form);
    await form.submit();
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.server', retry: true });
    expect(form.inputs).toMatchObject({ username: ' demo ', password: 'Demo1234' });
    expect(form.pending).toBeNull();
    await form.retry();
    expect(sessionLogin).toHaveBeenCalledTimes(2);
    expect(form.succeeded).toBe(true);
  });

  it('shows the catalogue message of every other refusal', async () => {
    const { form } = await setUp({ login: () => Promise.reject(new PlatformError('RATE_LIMITED', 'wait', 429, { captcha: true })) });
    fillUsername(form);
    await form.submit();
    expect(form.feedback.alert?.messageId).toBe('error.rateLimited');
    expect(form.captchaShown).toBe(true);
  });

  it('never sends twice while a login is pending', async () => {
    let finish: () => void = () => undefined;
    const { form, sessionLogin } = await setUp({ login: () => new Promise<void>((resolve) => (finish = resolve)) });
    fillUsername(form);
    const first = form.submit();
    expect(form.pending).toBe('login');
    await form.submit();
    expect(form.succeeded).toBe(false);
    finish();
    await first;
    expect(form.succeeded).toBe(true);
    expect(sessionLogin).toHaveBeenCalledOnce();
  });

  it('wipes every secret when the page is left', async () => {
    const { form } = await setUp();
    fillUsername(form);
    form.setInput('captcha', '123');
    form.stop();
    expect(form.inputs).toMatchObject({ password: '', messageCode: '', captcha: '' });
  });
});

describe('LoginFormModel: SMS mode', () => {
  it('shows the captcha for code requests when the merchant asks, and checks the number first', async () => {
    const { form, platform } = await setUp();
    form.setMode('sms');
    await settle();
    expect(form.captchaShown).toBe(true);
    form.setInput('mobileNum', '123');
    await form.requestSmsCode();
    expect(form.feedback.errors).toMatchObject({ mobileNum: 'invalid_mobile_format', captcha: 'error.captchaRequired' });
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')).toHaveLength(0);
  });

  it('sends the code, counts down on the hand-driven clock, and logs in with number and code', async () => {
    const { form, platform, clock, sessionLogin, storage, captchaCount } = await setUp();
    platform.on('POST', '/wps/verification/sms/noLogin', () => ({ expirationTime: clock.now() + 60_000 }));
    form.setMode('sms');
    await settle();
    form.sms.setDialCode('+84');
    form.setInput('mobileNum', ' 09171234567 ');
    form.setInput('captcha', '24680');
    await form.requestSmsCode();
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '+84',
      purpose: 'login',
      captchaId: `captcha-1-${'x'.repeat(16)}`,
      captcha: '24680',
    });
    expect(form.feedback.alert).toEqual({ tone: 'success', messageId: 'login.smsSent', retry: false });
    await settle();
    expect(captchaCount()).toBe(2);
    expect(form.inputs.captcha).toBe('');
    expect(form.sms.button.state.status).toBe('countdown');
    expect(form.sms.button.secondsLeft).toBe(60);
    clock.advance(30_000);
    expect(form.sms.button.secondsLeft).toBe(30);
    await form.requestSmsCode();
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')).toHaveLength(1);
    clock.advance(30_000);
    expect(form.sms.button.state.status).toBe('idle');

    form.setInput('messageCode', ' 123456 ');
    await form.submit();
    expect(form.succeeded).toBe(true);
    expect(sessionLogin).toHaveBeenCalledWith(
      { type: 'sms', username: '09171234567', password: '123456', countryDialingCode: '+84' },
      { autoLogin: true },
    );
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBe('{"type":"sms","username":"09171234567","countryDialingCode":"+84"}');
    expect(form.inputs.messageCode).toBe('');
  });

  it('opens in SMS mode with the remembered number and code, and switching back fills the username mode', async () => {
    const { form } = await setUp({
      captchaRequired: false,
      stored: { [REMEMBERED_LOGIN_KEY]: '{"type":"sms","username":"09171234567","countryDialingCode":"+84"}' },
    });
    expect(form.mode).toBe('sms');
    expect(form.inputs.mobileNum).toBe('09171234567');
    expect(form.sms.dialCode).toBe('+84');
    expect(form.captchaShown).toBe(false);
    form.setMode('username');
    expect(form.inputs.username).toBe('');
  });

  it('says the number and code were refused together', async () => {
    const { form } = await setUp({ captchaRequired: false, login: () => Promise.reject(new PlatformError('LOGIN_FAILED', 'no', 401, { captcha: false })) });
    form.setMode('sms');
    form.setInput('mobileNum', '09171234567');
    form.setInput('messageCode', '000000');
    await form.submit();
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'login.smsFailed', retry: false });
  });

  it('waits as the platform says when codes come too often, and offers Retry after a network error', async () => {
    const { form, platform, clock } = await setUp({ captchaRequired: false });
    platform.on('POST', '/wps/verification/sms/noLogin', () => new Failure('RATE_LIMITED', 429, { expirationTime: clock.now() + 20_000 }));
    form.setMode('sms');
    form.setInput('mobileNum', '09171234567');
    await form.requestSmsCode();
    expect(form.sms.button.secondsLeft).toBe(20);
    expect(form.feedback.alert?.messageId).toBe('error.rateLimited');
    clock.advance(20_000);
    platform.on('POST', '/wps/verification/sms/noLogin', () => {
      throw new TypeError('offline');
    });
    await form.requestSmsCode();
    expect(form.feedback.alert).toMatchObject({ retry: true });
    expect(form.retryAction).toBe('sms');
    platform.on('POST', '/wps/verification/sms/noLogin', () => ({ expirationTime: clock.now() + 60_000 }));
    await form.retry();
    expect(form.sms.button.state.status).toBe('countdown');
  });

  it('asks for a new captcha image when none is loaded instead of sending', async () => {
    const { form, platform } = await setUp();
    platform.on('GET', '/wps/captcha', () => new Failure('INTERNAL_ERROR', 500));
    form.setMode('sms');
    await settle();
    form.setInput('mobileNum', '09171234567');
    form.setInput('captcha', '1234');
    await form.requestSmsCode();
    expect(form.feedback.errors).toEqual({ captcha: 'error.captchaRequired' });
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')).toHaveLength(0);
  });
});

describe('LoginFormModel: social sign-in', () => {
  const social: SocialSignIn = {
    configured: () => ['google'],
    signIn: vi.fn(() => Promise.resolve({ idToken: 'token-1', account: 'juan@example.test' })),
  };

  it('shows a provider only when set up and switched on, in username mode', async () => {
    const { form } = await setUp({ flags: { ...SMS_ON, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }, social });
    expect(form.socialProviders).toEqual(['google']);
    form.setMode('sms');
    expect(form.socialProviders).toEqual([]);
    const off = await setUp({ flags: SMS_ON, social });
    expect(off.form.socialProviders).toEqual([]);
    await off.form.signInWith('google');
    expect(off.form.succeeded).toBe(false);
  });

  it('logs in with the provider token', async () => {
    const { form, sessionLogin } = await setUp({ flags: { GOOGLELOGIN3: true }, social });
    await form.signInWith('google');
    expect(form.succeeded).toBe(true);
    expect(sessionLogin).toHaveBeenCalledWith(
      { type: 'firebase', username: 'juan@example.test', password: 'token-1', firebaseChannel: 'sms', firebaseIdToken: 'token-1' },
      { autoLogin: true },
    );
  });

  it('does nothing when the player cancels, and shows a refusal', async () => {
    const cancelled: SocialSignIn = { configured: () => ['facebook'], signIn: () => Promise.resolve(null) };
    const { form, sessionLogin } = await setUp({ flags: { FACEBOOKLOGIN3: true }, social: cancelled });
    await form.signInWith('facebook');
    expect(form.succeeded).toBe(false);
    expect(sessionLogin).not.toHaveBeenCalled();
    const refused = await setUp({ flags: { GOOGLELOGIN3: true }, social, login: () => Promise.reject(new PlatformError('NO_PERMISSION', 'no', 403)) });
    await refused.form.signInWith('google');
    expect(refused.form.succeeded).toBe(false);
    expect(refused.form.feedback.alert?.messageId).toBe('error.noPermission');
  });
});
