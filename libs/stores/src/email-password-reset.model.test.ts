import { describe, expect, it } from 'vitest';
import { passwordRuleSetOf } from './account-form-settings';
import { EmailPasswordResetModel } from './email-password-reset.model';
import { registerSettings } from './test-support/account-settings';
import { FakePlatform, Failure } from './test-support/fake-platform';

const TOKEN = 'tok_0123456789abcdef-xyz';
const rules = passwordRuleSetOf(registerSettings());

describe('EmailPasswordResetModel, asking for the link', () => {
  it('sends the username and e-mail trimmed and says where to look', async () => {
    const platform = new FakePlatform().on('POST', '/wps/member/password/email', () => true);
    const model = new EmailPasswordResetModel(platform.api, null);
    model.applyRules(rules);
    expect(model.step).toBe('request');
    model.setField('username', ' demo ');
    model.setField('email', ' demo@example.test ');
    await model.submit();
    expect(platform.callsTo('POST', '/wps/member/password/email')[0]?.body).toEqual({ username: 'demo', email: 'demo@example.test' });
    expect(model.sent).toBe(true);
    expect(model.feedback.alert).toEqual({ tone: 'success', messageId: 'forget.email.sent', retry: false });
    expect(model.pending).toBeNull();
  });

  it('requires both fields and sends nothing otherwise', async () => {
    const platform = new FakePlatform();
    const model = new EmailPasswordResetModel(platform.api, null);
    model.applyRules(rules);
    await model.submit();
    expect(model.feedback.errors).toEqual({ username: 'invalid_account_format', email: 'invalid_email_format' });
    expect(platform.calls).toHaveLength(0);
  });

  it('offers Retry after a network failure', async () => {
    const platform = new FakePlatform().on('POST', '/wps/member/password/email', () => {
      throw new TypeError('Failed to fetch');
    });
    const model = new EmailPasswordResetModel(platform.api, null);
    model.applyRules(rules);
    model.setField('username', 'demo');
    model.setField('email', 'demo@example.test');
    await model.submit();
    expect(model.feedback.alert?.retry).toBe(true);
    platform.on('POST', '/wps/member/password/email', () => true);
    await model.retry();
    expect(model.sent).toBe(true);
  });

  it('waits for the rules', async () => {
    const platform = new FakePlatform();
    await new EmailPasswordResetModel(platform.api, null).submit();
    await new EmailPasswordResetModel(platform.api, TOKEN).submit();
    expect(platform.calls).toHaveLength(0);
  });
});

describe('EmailPasswordResetModel, from the link', () => {
  async function opened() {
    const platform = new FakePlatform().on('POST', '/wps/member/password/verification', () => true);
    await platform.serveEncryptionKey();
    const model = new EmailPasswordResetModel(platform.api, TOKEN);
    model.applyRules(rules);
    return { platform, model };
  }

  it('sets the new password encrypted, then forgets it', async () => {
    const { platform, model } = await opened();
    expect(model.step).toBe('newPassword');
    model.setField('newPassword', 'Better99');
    model.setField('confirmPassword', 'Better99');
    await model.submit();
    const call = platform.callsTo('POST', '/wps/member/password/verification')[0];
    expect(call?.headers.get('Encryption')).toMatch(/^JWE/);
    expect(JSON.stringify(call?.body)).not.toContain(TOKEN);
    expect(model.succeeded).toBe(true);
    expect([model.newPassword, model.confirmPassword]).toEqual(['', '']);
  });

  it('says the link is spent when the platform refuses its token', async () => {
    const { platform, model } = await opened();
    platform.on('POST', '/wps/member/password/verification', () =>
      new Failure('VERIFICATION_CODE_ERROR', 400, { fields: [{ field: 'token', messageKey: 'verification_code_error' }] }),
    );
    model.setField('newPassword', 'Better99');
    model.setField('confirmPassword', 'Better99');
    await model.submit();
    expect(model.succeeded).toBe(false);
    expect(model.feedback.alert).toEqual({ tone: 'error', messageId: 'forget.email.linkExpired', retry: false });
  });

  it('shows a password the platform refuses under its field', async () => {
    const { platform, model } = await opened();
    platform.on('POST', '/wps/member/password/verification', () =>
      new Failure('VALIDATION_FAILED', 400, { fields: [{ field: 'newPassword', messageKey: 'invalid_password_format' }] }),
    );
    model.setField('newPassword', 'Better99');
    model.setField('confirmPassword', 'Better99');
    await model.submit();
    expect(model.feedback.errors).toEqual({ newPassword: 'invalid_password_format' });
  });

  it('checks the confirmation first', async () => {
    const { platform, model } = await opened();
    model.setField('newPassword', 'Better99');
    await model.submit();
    expect(model.feedback.errors).toEqual({ confirmPassword: 'form.confirmRequired' });
    expect(platform.callsTo('POST', '/wps/member/password/verification')).toHaveLength(0);
  });
});
