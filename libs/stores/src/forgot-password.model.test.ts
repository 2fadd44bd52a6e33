import { describe, expect, it } from 'vitest';
import { ForgotPasswordModel } from './forgot-password.model';
import { COUNTRIES, registerSettings } from './test-support/account-settings';
import { FakePlatform, Failure } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

function setup(search = '', smsResetEnabled = true) {
  const platform = new FakePlatform()
    .on('GET', '/wps/system/setting/register', () => registerSettings({ captchaRequired: false }))
    .on('GET', '/wps/system/country', () => COUNTRIES);
  const model = new ForgotPasswordModel({ api: platform.api, clock: new ManualClock(), smsResetEnabled: () => smsResetEnabled }, search);
  return { platform, model };
}

describe('ForgotPasswordModel', () => {
  it('offers SMS then e-mail, SMS first, and switches tab clearing messages', () => {
    const { model } = setup();
    expect(model.methods).toEqual(['sms', 'email']);
    expect(model.method).toBe('sms');
    model.sms.feedback.notify('forget.sms.codeSent');
    model.selectMethod('email');
    expect(model.method).toBe('email');
    expect(model.sms.feedback.alert).toBeNull();
  });

  it('offers only e-mail without the SMS reset, whatever was chosen', () => {
    const { model } = setup('', false);
    model.selectMethod('sms');
    expect(model.methods).toEqual(['email']);
    expect(model.method).toBe('email');
  });

  it('opens the new-password step from the e-mailed link', () => {
    const { model } = setup('?resetToken=tok_0123456789abcdef');
    expect(model.methods).toEqual(['email']);
    expect(model.method).toBe('email');
    expect(model.email.step).toBe('newPassword');
  });

  it('loads the rules and dialling codes for both forms', async () => {
    const { model } = setup();
    expect(model.settingsStatus).toBe('loading');
    await model.loadSettings();
    expect(model.settingsStatus).toBe('ready');
    expect(model.dialCodes.map((option) => option.code)).toEqual(['+63', '+84']);
    expect(model.sms.dialCode).toBe('+63');
  });

  it('reports a failed load so the screen can offer Retry', async () => {
    const { model, platform } = setup();
    platform.on('GET', '/wps/system/country', () => new Failure('INTERNAL_ERROR', 500));
    await model.loadSettings();
    expect(model.settingsStatus).toBe('error');
    expect(model.settingsErrorCode).toBe('INTERNAL_ERROR');
    platform.on('GET', '/wps/system/country', () => COUNTRIES);
    await model.loadSettings();
    expect(model.settingsStatus).toBe('ready');
    expect(model.settingsErrorCode).toBeNull();
  });

  it('is done when either reset is, and forgets both forms on stop', () => {
    const { model } = setup();
    expect(model.succeeded).toBe(false);
    model.sms.setField('newPassword', 'Secret1');
    model.email.setField('newPassword', 'Secret2');
    model.stop();
    expect([model.sms.newPassword, model.email.newPassword]).toEqual(['', '']);
    model.email.succeeded = true;
    expect(model.succeeded).toBe(true);
  });
});
