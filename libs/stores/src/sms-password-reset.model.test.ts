import { describe, expect, it } from 'vitest';
import { passwordRuleSetOf } from './account-form-settings';
import { SmsPasswordResetModel } from './sms-password-reset.model';
import { registerSettings } from './test-support/account-settings';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

async function setup(captchaRequired = true) {
  const platform = new FakePlatform();
  let captchas = 0;
  platform.on('GET', '/wps/captcha', () => ({ captchaId: `cap-${String(++captchas).padStart(16, '0')}`, imageBase64: 'png', expiresAt: 0 }));
  platform.on('POST', '/wps/verification/sms/noLogin', () => ({ expirationTime: 60_000 }));
  platform.on('POST', '/wps/member/password/phone', () => true);
  await platform.serveEncryptionKey();
  const clock = new ManualClock();
  const model = new SmsPasswordResetModel({ api: platform.api, clock });
  model.applySettings({ rules: passwordRuleSetOf(registerSettings()), captchaRequired, defaultDialCode: '+63' });
  await settle();
  return { platform, clock, model };
}

function fill(model: SmsPasswordResetModel) {
  model.setField('mobileNum', '9171234567');
  model.setField('verificationCode', '123456');
  model.setField('newPassword', 'Better99');
  model.setField('confirmPassword', 'Better99');
}

describe('SmsPasswordResetModel', () => {
  it('preselects the default dialling code and loads the captcha the merchant asks for', async () => {
    const { model, platform } = await setup();
    expect(model.dialCode).toBe('+63');
    expect(model.captchaShown).toBe(true);
    expect(model.captcha.imageSrc).not.toBeNull();
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(1);
  });

  it('checks the number before asking for a code, and sends nothing when it fails', async () => {
    const { model, platform } = await setup();
    model.setField('mobileNum', '12');
    await model.requestCode();
    expect(model.feedback.errors).toEqual({ mobileNum: 'invalid_mobile_format', captcha: 'error.captchaRequired' });
    expect(model.feedback.focus?.field).toBe('mobileNum');
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')).toHaveLength(0);
  });

  it('asks for a reset code with the captcha, counts down and loads a new captcha', async () => {
    const { model, platform, clock } = await setup();
    model.setField('dialCode', '+84');
    model.setField('mobileNum', ' 9171234567 ');
    model.setField('captcha', '24680');
    await model.requestCode();
    const call = platform.callsTo('POST', '/wps/verification/sms/noLogin')[0];
    expect(call?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+84',
      purpose: 'reset',
      captchaId: 'cap-0000000000000001',
      captcha: '24680',
    });
    expect(call?.headers.get('ModuleId')).toBe('CHNGPASSVERIF3');
    expect(model.codeButton.secondsLeft).toBe(60);
    expect(model.feedback.alert).toEqual({ tone: 'success', messageId: 'forget.sms.codeSent', retry: false });
    expect(model.captchaText).toBe('');
    await settle();
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2);
    clock.advance(60_000);
    expect(model.codeButton.state.status).toBe('idle');
  });

  it('sends no captcha when the merchant does not ask for one', async () => {
    const { model, platform } = await setup(false);
    model.setField('mobileNum', '9171234567');
    await model.requestCode();
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      purpose: 'reset',
    });
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(0);
  });

  it('waits as long as the platform says when asked too early, and shows why', async () => {
    const { model, platform } = await setup();
    platform.on('POST', '/wps/verification/sms/noLogin', () => new Failure('RATE_LIMITED', 429, { retryAfterSeconds: 30, expirationTime: 30_000 }));
    model.setField('mobileNum', '9171234567');
    model.setField('captcha', '1');
    await model.requestCode();
    expect(model.feedback.alert?.messageId).toBe('error.rateLimited');
    expect(model.codeButton.secondsLeft).toBe(30);
  });

  it('keeps the captcha for Retry after a network failure, and retries the code request', async () => {
    const { model, platform } = await setup();
    platform.on('POST', '/wps/verification/sms/noLogin', () => {
      throw new TypeError('Failed to fetch');
    });
    model.setField('mobileNum', '9171234567');
    model.setField('captcha', '13579');
    await model.requestCode();
    expect(model.feedback.alert).toEqual({ tone: 'error', messageId: 'error.network', retry: true });
    expect(model.captchaText).toBe('13579');
    platform.on('POST', '/wps/verification/sms/noLogin', () => ({ expirationTime: 60_000 }));
    await model.retry();
    expect(platform.callsTo('POST', '/wps/verification/sms/noLogin')).toHaveLength(2);
    expect(model.codeButton.state.status).toBe('countdown');
  });

  it('resets the password encrypted, then forgets the passwords and is done', async () => {
    const { model, platform } = await setup();
    fill(model);
    await model.submit();
    const call = platform.callsTo('POST', '/wps/member/password/phone')[0];
    expect(call?.headers.get('ModuleId')).toBe('CHNGPASSVERIF3');
    expect(call?.headers.get('Encryption')).toMatch(/^JWE/);
    expect(JSON.stringify(call?.body)).not.toContain('Better99');
    expect(model.succeeded).toBe(true);
    expect(model.newPassword).toBe('');
    expect(model.confirmPassword).toBe('');
  });

  it('checks every field before resetting, focusing the first invalid one', async () => {
    const { model, platform } = await setup();
    fill(model);
    model.setField('verificationCode', '');
    model.setField('confirmPassword', 'Other99');
    await model.submit();
    expect(model.feedback.errors).toEqual({ verificationCode: 'verification_code_error', confirmPassword: 'error.confirmationMismatch' });
    expect(model.feedback.focus?.field).toBe('verificationCode');
    expect(platform.callsTo('POST', '/wps/member/password/phone')).toHaveLength(0);
    model.setField('verificationCode', '1');
    expect(model.feedback.errors).toEqual({ confirmPassword: 'error.confirmationMismatch' });
  });

  it('shows a refused code under the code field', async () => {
    const { model, platform } = await setup();
    platform.on('POST', '/wps/member/password/phone', () =>
      new Failure('VERIFICATION_CODE_ERROR', 400, { fields: [{ field: 'verificationCode', messageKey: 'verification_code_error' }] }),
    );
    fill(model);
    await model.submit();
    expect(model.succeeded).toBe(false);
    expect(model.feedback.errors).toEqual({ verificationCode: 'verification_code_error' });
    expect(model.pending).toBeNull();
  });

  it('does nothing before the settings arrive, and forgets everything on stop', async () => {
    const platform = new FakePlatform();
    const model = new SmsPasswordResetModel({ api: platform.api, clock: new ManualClock() });
    fill(model);
    await model.submit();
    await model.requestCode();
    expect(platform.calls).toHaveLength(0);
    model.stop();
    expect([model.newPassword, model.confirmPassword, model.verificationCode]).toEqual(['', '', '']);
  });
});
