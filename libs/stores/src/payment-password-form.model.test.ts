import { describe, expect, it, vi } from 'vitest';
import { PaymentPasswordFormModel } from './payment-password-form.model';
import { fieldRule, fieldRules, registerSettings } from './test-support/account-settings';
import { FakePlatform, Failure } from './test-support/fake-platform';

const URL = '/wps/member/securityConfig/paymentPassword';
const SETTINGS = '/wps/system/setting/register';

async function setup() {
  const onSet = vi.fn();
  const settings = registerSettings({ fields: fieldRules({ paymentPassword: fieldRule('invalid_password_format', '^[A-Za-z0-9]{6,20}$', false) }) });
  const platform = new FakePlatform().on('GET', SETTINGS, () => settings).on('POST', URL, () => true);
  await platform.serveEncryptionKey();
  const model = new PaymentPasswordFormModel({ api: platform.api, onSet });
  return { platform, model, onSet };
}

function fill(model: PaymentPasswordFormModel, loginPassword = 'Demo1234', paymentPassword = 'Pay1234', confirm = paymentPassword) {
  model.setField('loginPassword', loginPassword);
  model.setField('paymentPassword', paymentPassword);
  model.setField('confirmPaymentPassword', confirm);
}

describe('PaymentPasswordFormModel', () => {
  it('sends the three fields encrypted, forgets them and says so', async () => {
    const { platform, model, onSet } = await setup();
    fill(model);
    await model.submit();
    const call = platform.callsTo('POST', URL)[0];
    expect(call?.headers.get('Encryption')).toMatch(/^JWE/);
    expect(JSON.stringify(call?.body)).not.toContain('Pay1234');
    expect(onSet).toHaveBeenCalledOnce();
    expect(model.succeeded).toBe(true);
    expect([model.loginPassword, model.paymentPassword, model.confirmPaymentPassword]).toEqual(['', '', '']);
  });

  it("checks the merchant's rule before sending, with the rules loaded once", async () => {
    const { platform, model, onSet } = await setup();
    fill(model, 'Demo1234', '', '');
    await model.submit();
    expect(model.feedback.errors.paymentPassword).toBe('form.paymentPasswordRequired');
    fill(model, 'Demo1234', 'Demo1234');
    await model.submit();
    expect(model.feedback.errors.paymentPassword).toBe('form.paymentPasswordSameAsLogin');
    fill(model, 'Demo1234', 'pay', 'pay');
    await model.submit();
    expect(model.feedback.errors.paymentPassword).toBe('invalid_password_format');
    expect(platform.callsTo('POST', URL)).toHaveLength(0);
    expect(platform.callsTo('GET', SETTINGS)).toHaveLength(1);
    expect(onSet).not.toHaveBeenCalled();
  });

  it('shows a wrong login password under its field and keeps what was typed', async () => {
    const { platform, model, onSet } = await setup();
    platform.on('POST', URL, () => new Failure('OLD_PASSWORD_INCORRECT', 400));
    fill(model, 'Wrong1234');
    await model.submit();
    expect(model.feedback.errors.loginPassword).toBe('form.loginPasswordIncorrect');
    expect(model.paymentPassword).toBe('Pay1234');
    expect(onSet).not.toHaveBeenCalled();
  });

  it("shows the platform's field refusal under its field", async () => {
    const { platform, model } = await setup();
    platform.on('POST', URL, () => new Failure('VALIDATION_FAILED', 400, { fields: [{ field: 'paymentPassword', messageKey: 'payment_password_same_as_login' }] }));
    fill(model);
    await model.submit();
    // The key as the platform sent it: the page shows its message (messageIdOf).
    expect(model.feedback.errors.paymentPassword).toBe('payment_password_same_as_login');
  });

  it('offers Retry when the rules cannot load, and sends once they do', async () => {
    const { platform, model, onSet } = await setup();
    const settings = registerSettings();
    platform.on('GET', SETTINGS, () => new Failure('INTERNAL_ERROR', 500));
    fill(model);
    await model.submit();
    expect(model.feedback.alert).not.toBeNull();
    expect(model.retryAction).toBe('submit');
    platform.on('GET', SETTINGS, () => settings);
    await model.retry();
    expect(platform.callsTo('POST', URL)).toHaveLength(1);
    expect(onSet).toHaveBeenCalledOnce();
  });

  it('forgets every password when the screen goes', async () => {
    const { model } = await setup();
    fill(model);
    model.stop();
    expect([model.loginPassword, model.paymentPassword, model.confirmPaymentPassword]).toEqual(['', '', '']);
  });
});
