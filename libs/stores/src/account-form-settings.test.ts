import { describe, expect, it } from 'vitest';
import { FALLBACK_DIAL_CODE, loadAccountFormSettings, passwordRuleSetOf } from './account-form-settings';
import { COUNTRIES, registerSettings } from './test-support/account-settings';
import { FakePlatform } from './test-support/fake-platform';

describe('passwordRuleSetOf', () => {
  it('merges registration and login rules, the login code rule winning', () => {
    const rules = passwordRuleSetOf(registerSettings());
    expect(rules['password']).toEqual({ enabled: true, required: true, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', message: 'invalid_password_format' });
    expect(rules['verificationCode']?.message).toBe('verification_code_error');
    expect(rules['loginMobileNum']?.pattern).toBe('^[0-9]{10,11}$');
  });
});

describe('loadAccountFormSettings', () => {
  it('loads rules, captcha flag and dialling codes, preselecting the default', async () => {
    const platform = new FakePlatform()
      .on('GET', '/wps/system/setting/register', () => registerSettings({ captchaRequired: false }))
      .on('GET', '/wps/system/country', () => [COUNTRIES[1], COUNTRIES[0]]);
    const settings = await loadAccountFormSettings(platform.api);
    expect(settings.captchaRequired).toBe(false);
    expect(settings.defaultDialCode).toBe('+63');
    expect(settings.dialCodes).toEqual([
      { code: '+84', label: 'Vietnam (+84)' },
      { code: '+63', label: 'Philippines (+63)' },
    ]);
  });

  it('takes the first code without a default, and the Philippines without any', async () => {
    const platform = new FakePlatform()
      .on('GET', '/wps/system/setting/register', () => registerSettings())
      .on('GET', '/wps/system/country', () => [{ ...COUNTRIES[1], isDefault: false }]);
    expect((await loadAccountFormSettings(platform.api)).defaultDialCode).toBe('+84');
    platform.on('GET', '/wps/system/country', () => []);
    expect((await loadAccountFormSettings(platform.api)).defaultDialCode).toBe(FALLBACK_DIAL_CODE);
  });
});
