import { describe, expect, it, vi } from 'vitest';
import { getCaptcha, type RegisterPayload } from '@gp/api-client';
import { RegisterFormModel } from './register-form.model';
import type { RegisterPlace } from './registration-settings';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { COUNTRIES, fieldRule, fieldRules } from './test-support/account-settings';
import { ManualClock } from './test-support/manual-clock';

/** Aurora's seeded rules: both methods, SMS verification, captcha, optional mobile and invitation code. */
const SETTINGS = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  captchaRequired: true,
  minimumAge: 21,
  termsHtml: '<p>Terms</p>',
  privacyHtml: '<p>Privacy</p>',
  loginRules: {},
  fields: fieldRules({
    username: fieldRule('invalid_account_format', '^[A-Za-z][A-Za-z0-9]{3,15}$'),
    password: fieldRule('invalid_password_format', '^(?=.*[A-Za-z])(?=.*[0-9])[!-~]{6,20}$'),
    confirmPassword: fieldRule('in_incorrect_password'),
    nickname: fieldRule('invalid_nickname_format', null, false),
    mobileNum: fieldRule('invalid_mobile_format', '^[0-9]{10,11}$', false),
    affiliateCode: fieldRule('invitation_code_error', '^[A-Za-z0-9-]{4,20}$', false),
    verificationCode: fieldRule('verification_code_error', '^[0-9]{6}$', false),
    captcha: fieldRule('in_vwrite_code', '^[0-9]{1,16}$'),
  }),
};

/** A date of birth old enough for 21 on the manual clock's dates (it starts at 0: 1 January 1970). */
const BIRTH_DATE = '1940-05-17';

const place = (search = ''): RegisterPlace => ({ href: `https://aurora.test/m/register${search}`, host: 'aurora.test', search, registerMethod: 'H5' });

function setup(options: { search?: string; settings?: object } = {}) {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  let captchas = 0;
  platform
    .on('GET', '/wps/system/setting/register', () => options.settings ?? SETTINGS)
    .on('GET', '/wps/system/country', () => COUNTRIES)
    .on('GET', '/wps/captcha', () => ({ captchaId: `captcha-${++captchas}-0123456789abcdef`, imageBase64: 'iVBORw0KGgo=', expiresAt: 1 }))
    .on('GET', '/wps/agent/affiliate', (call) => ({ valid: call.query.get('code') === 'AGT-AURORA-01' }));
  const register = vi.fn<(mode: string, payload: RegisterPayload) => Promise<void>>(async () => undefined);
  const form = new RegisterFormModel({ api: platform.api, clock, session: { register }, place: place(options.search) });
  return { platform, clock, form, register };
}

function fillUsernameForm(form: RegisterFormModel) {
  form.setValue('username', 'lucky77');
  form.setValue('password', 'Secret12');
  form.setValue('confirmPassword', 'Secret12');
  form.setValue('captcha', '2468');
  form.setValue('birthDate', BIRTH_DATE);
  form.setAgeConfirmed(true);
}

describe('RegisterFormModel', () => {
  it('loads the rules: tabs, the default dialling code, the merchant’s minimum age and a captcha', async () => {
    const { form } = setup();
    await form.load();
    expect(form.status).toBe('ready');
    expect(form.modes).toEqual({ modes: ['username', 'mobileNum'], tabsShown: true, defaultMode: 'username' });
    expect(form.dialCode).toBe('+63');
    expect(form.dialCodes[1]).toEqual({ code: '+84', label: 'Vietnam (+84)' });
    expect(form.minimumAge).toBe(21);
    expect(form.captcha.imageSrc).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(form.fields).toContain('affiliateCode');
    expect(form.agreed).toBe(true);
  });

  it('opens in mobile without tabs when only mobile registration is on, and is closed when none is', async () => {
    const mobileOnly = setup({ settings: { ...SETTINGS, usernameRegistration: false } });
    await mobileOnly.form.load();
    expect(mobileOnly.form.mode).toBe('mobileNum');
    expect(mobileOnly.form.modes.tabsShown).toBe(false);
    const none = setup({ settings: { ...SETTINGS, usernameRegistration: false, mobileRegistration: false } });
    await none.form.load();
    expect(none.form.status).toBe('closed');
  });

  it('carries a typed mobile number over when switching tabs', async () => {
    const { form } = setup();
    await form.load();
    form.setValue('mobileNum', '09171234567');
    form.setMode('mobileNum');
    expect(form.mode).toBe('mobileNum');
    expect(form.values['mobileNum']).toBe('09171234567');
    expect(form.fields[0]).toBe('mobileNum');
  });

  it('focuses the first invalid field on submit and sends nothing', async () => {
    const { form, register } = setup();
    await form.load();
    form.setValue('username', '7up');
    await form.submit();
    expect(form.feedback.focus?.field).toBe('username');
    expect(form.feedback.errors.username).toBe('invalid_account_format');
    expect(form.feedback.errors.birthDate).toBe('register.error.birthDateInvalid');
    expect(form.feedback.errors.ageConfirmed).toBe('register.error.ageConfirmation');
    expect(register).not.toHaveBeenCalled();
  });

  it('cannot submit without the terms agreed', async () => {
    const { form, register } = setup();
    await form.load();
    fillUsernameForm(form);
    form.setAgreed(false);
    expect(form.canSubmit).toBe(false);
    await form.submit();
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a date of birth one day short of the merchant’s minimum age, under its field, and sends nothing', async () => {
    const { form, register } = setup();
    await form.load();
    fillUsernameForm(form);
    form.setValue('birthDate', '1949-01-02');
    await form.submit();
    expect(form.feedback.errors.birthDate).toBe('register.error.underAge');
    expect(form.feedback.focus?.field).toBe('birthDate');
    expect(register).not.toHaveBeenCalled();
    form.setValue('birthDate', '1949-01-01');
    await form.submit();
    expect(register.mock.calls[0]?.[1]).toMatchObject({ birthDate: '1949-01-01' });
  });

  it('refuses an invalid typed invitation code with its message and focus, before registering', async () => {
    const { form, register, platform } = setup();
    await form.load();
    fillUsernameForm(form);
    form.setValue('affiliateCode', 'NOPE-1234');
    await form.submit();
    expect(platform.callsTo('GET', '/wps/agent/affiliate')[0]?.query.get('domain')).toBe('aurora.test');
    expect(form.feedback.errors.affiliateCode).toBe('error.invitationCode');
    expect(form.feedback.focus?.field).toBe('affiliateCode');
    expect(register).not.toHaveBeenCalled();
    expect(form.values['captcha']).toBe('2468');
  });

  it('registers with the payload of SPEC §3, then forgets the passwords', async () => {
    const { form, register } = setup();
    await form.load();
    fillUsernameForm(form);
    form.setValue('affiliateCode', 'AGT-AURORA-01');
    await form.submit();
    expect(register).toHaveBeenCalledWith('username', {
      type: 0,
      registerUrl: 'https://aurora.test/m/register',
      registerMethod: 'H5',
      domain: 'aurora.test',
      username: 'lucky77',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '',
      verificationCode: '',
      countryDialingCode: '+63',
      nickname: '',
      affiliateCode: 'AGT-AURORA-01',
      captchaId: 'captcha-1-0123456789abcdef',
      captcha: '2468',
      birthDate: BIRTH_DATE,
      ageConfirmed: true,
    });
    expect(form.succeeded).toBe(true);
    expect(form.values).toEqual({});
  });

  it('hides the invitation field for a valid link code and sends it; shows an invalid one for correction', async () => {
    const valid = setup({ search: '?aff=AGT-AURORA-01' });
    await valid.form.load();
    expect(valid.form.fields).not.toContain('affiliateCode');
    fillUsernameForm(valid.form);
    await valid.form.submit();
    expect(valid.register.mock.calls[0]?.[1]).toMatchObject({ affiliateCode: 'AGT-AURORA-01' });

    const invalid = setup({ search: '?aff=BAD-CODE' });
    await invalid.form.load();
    expect(invalid.form.fields).toContain('affiliateCode');
    expect(invalid.form.values['affiliateCode']).toBe('BAD-CODE');
  });

  it('sends the referrer of a member’s invitation link (?ref=) though the form shows no referrer field', async () => {
    const { form, register } = setup({ search: '?ref=demo' });
    await form.load();
    expect(form.fields).not.toContain('recommenderId');
    fillUsernameForm(form);
    await form.submit();
    expect(register.mock.calls[0]?.[1]).toMatchObject({ recommenderId: 'demo' });
  });

  it('shows the platform’s refusal under its field and loads a new captcha (single use)', async () => {
    const { form, register } = setup();
    await form.load();
    fillUsernameForm(form);
    register.mockRejectedValueOnce(await failureOf('USERNAME_TAKEN', { fields: [{ field: 'username', messageKey: 'invalid_account_format' }] }));
    await form.submit();
    await settle();
    expect(form.feedback.errors.username).toBe('error.usernameTaken');
    expect(form.feedback.focus?.field).toBe('username');
    expect(form.values['captcha']).toBe('');
    expect(form.captcha.answer('1')?.captchaId).toBe('captcha-2-0123456789abcdef');
    expect(form.pending).toBeNull();
  });

  it('says a taken mobile number is registered, under the mobile field', async () => {
    const { form, register } = setup();
    await form.load();
    form.setMode('mobileNum');
    for (const [field, value] of [['mobileNum', '09171234567'], ['verificationCode', '123456'], ['password', 'Secret12'], ['confirmPassword', 'Secret12'], ['captcha', '2468'], ['birthDate', BIRTH_DATE]] as const) {
      form.setValue(field, value);
    }
    form.setAgeConfirmed(true);
    register.mockRejectedValueOnce(await failureOf('USERNAME_TAKEN', { fields: [{ field: 'mobileNum', messageKey: 'invalid_account_format' }] }));
    await form.submit();
    expect(register.mock.calls[0]?.[0]).toBe('mobileNum');
    expect(form.feedback.errors.mobileNum).toBe('register.error.mobileTaken');
  });

  it('offers Retry after a network failure, and Retry registers again', async () => {
    const { form, register } = setup();
    await form.load();
    fillUsernameForm(form);
    register.mockRejectedValueOnce(await failureOf('NETWORK', null));
    await form.submit();
    await settle();
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.network', retry: true });
    form.setValue('captcha', '1357');
    await form.retry();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('keeps the form and its values after a failure of the platform, says so with Retry, and registers when sent again', async () => {
    const { form, register } = setup();
    await form.load();
    fillUsernameForm(form);
    register.mockRejectedValueOnce(await failureOf('INTERNAL_ERROR', null, 500));
    await form.submit();
    await settle();
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.server', retry: true });
    expect(form.status).toBe('ready');
    expect(form.values).toMatchObject({ username: 'lucky77', password: 'Secret12', confirmPassword: 'Secret12', captcha: '' });
    expect(form.canSubmit).toBe(true);
    form.setValue('captcha', '1357');
    await form.submit();
    expect(register).toHaveBeenCalledTimes(2);
    expect(form.succeeded).toBe(true);
  });

  it('asks for an SMS code only for a valid number and an answered captcha, then counts down', async () => {
    const { form, platform, clock } = setup();
    platform.on('POST', '/wps/verification/sms/register', () => ({ expirationTime: clock.now() + 60_000 }));
    await form.load();
    form.setMode('mobileNum');
    form.setValue('mobileNum', '0917');
    await form.sendSmsCode();
    expect(form.feedback.errors.mobileNum).toBe('invalid_mobile_format');
    form.setValue('mobileNum', '09171234567');
    await form.sendSmsCode();
    expect(form.feedback.errors.captcha).toBe('error.captchaRequired');
    form.setValue('captcha', '2468');
    await form.sendSmsCode();
    expect(platform.callsTo('POST', '/wps/verification/sms/register')[0]?.body).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      captchaId: 'captcha-1-0123456789abcdef',
      captcha: '2468',
    });
    expect(form.feedback.alert).toEqual({ tone: 'success', messageId: 'register.smsSent', retry: false });
    expect(form.smsButton.secondsLeft).toBe(60);
    clock.advance(1500);
    expect(form.smsButton.secondsLeft).toBe(59);
    expect(form.values['captcha']).toBe('');
  });

  it('starts the wait the platform names when it refuses a code asked too early', async () => {
    const { form, platform, clock } = setup();
    platform.on('POST', '/wps/verification/sms/register', () => new Failure('RATE_LIMITED', 429, { retryAfterSeconds: 30, expirationTime: clock.now() + 30_000 }));
    await form.load();
    form.setMode('mobileNum');
    form.setValue('mobileNum', '09171234567');
    form.setValue('captcha', '2468');
    await form.sendSmsCode();
    expect(form.feedback.alert?.messageId).toBe('error.rateLimited');
    expect(form.smsButton.secondsLeft).toBe(30);
  });

  it('fails loading with Retry, and forgets every value when disposed', async () => {
    const { form, platform } = setup();
    platform.on('GET', '/wps/system/country', () => {
      throw new TypeError('offline');
    });
    await form.load();
    expect(form.status).toBe('error');
    expect(form.feedback.alert?.retry).toBe(true);
    platform.on('GET', '/wps/system/country', () => COUNTRIES);
    await form.retry();
    expect(form.status).toBe('ready');
    form.setValue('password', 'Secret12');
    form.stop();
    expect(form.values).toEqual({});
  });

  it('says the platform failed when the rules answer 500, and loads them again', async () => {
    const { form, platform } = setup();
    platform.on('GET', '/wps/system/setting/register', () => new Failure('INTERNAL_ERROR', 500));
    await form.load();
    expect(form.status).toBe('error');
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.server', retry: true });
    platform.on('GET', '/wps/system/setting/register', () => SETTINGS);
    await form.load();
    expect(form.status).toBe('ready');
    expect(form.feedback.alert).toBeNull();
  });
});

/** The PlatformError a refused call throws, made by a real client call against the fake platform. */
async function failureOf(code: string, value: unknown, status = 400): Promise<unknown> {
  const platform = new FakePlatform();
  platform.on('GET', '/wps/captcha', () => {
    if (code === 'NETWORK') throw new TypeError('offline');
    return new Failure(code, status, value);
  });
  return getCaptcha(platform.api).catch((error: unknown) => error);
}
