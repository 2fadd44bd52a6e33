import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordModel } from './change-password.model';
import { registerSettings } from './test-support/account-settings';
import { FakePlatform, Failure, deferred, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

async function setup(options: { onPasswordChanged?: (username: string, password: string) => Promise<void> | void } = {}) {
  const platform = new FakePlatform()
    .on('GET', '/wps/system/setting/register', () => registerSettings())
    .on('POST', '/wps/member/password', () => true);
  await platform.serveEncryptionKey();
  const clock = new ManualClock();
  const ui = new UiStore(clock);
  const session = { userName: 'fresh01' };
  const model = new ChangePasswordModel({ api: platform.api, clock, ui, session, onPasswordChanged: options.onPasswordChanged });
  await model.loadSettings();
  return { platform, clock, ui, session, model };
}

function fill(model: ChangePasswordModel, oldPassword = 'Old12345', newPassword = 'New12345', confirmPassword = newPassword) {
  model.setField('oldPassword', oldPassword);
  model.setField('newPassword', newPassword);
  model.setField('confirmPassword', confirmPassword);
}

describe('ChangePasswordModel', () => {
  it('always shows the old-password field: no login password is kept in memory', async () => {
    const { model } = await setup();
    expect(model.oldPasswordShown).toBe(true);
    expect(model.settingsStatus).toBe('ready');
  });

  it('shows Please wait, sends encrypted, says Change saved for 1 s, and asks to go home 1 s later', async () => {
    const answer = deferred<boolean>();
    const remembered = vi.fn();
    const { platform, ui, clock, model } = await setup({ onPasswordChanged: remembered });
    platform.on('POST', '/wps/member/password', () => answer.promise);
    fill(model);
    const submitting = model.submit();
    await settle();
    expect(ui.loading?.message).toEqual({ id: 'changePassword.pleaseWait' });
    expect(model.pending).toBe('submit');
    answer.resolve(true);
    await submitting;
    const call = platform.callsTo('POST', '/wps/member/password')[0];
    expect(call?.headers.get('Encryption')).toMatch(/^JWE/);
    expect(JSON.stringify(call?.body)).not.toContain('New12345');
    expect(ui.loading).toBeNull();
    expect(ui.toasts).toMatchObject([{ message: { id: 'notice.changeSaved' }, kind: 'success', durationMs: 1000 }]);
    expect(remembered).toHaveBeenCalledWith('fresh01', 'New12345');
    expect([model.oldPassword, model.newPassword, model.confirmPassword]).toEqual(['', '', '']);
    expect(model.succeeded).toBe(false);
    clock.advance(999);
    expect(model.succeeded).toBe(false);
    clock.advance(1);
    expect(model.succeeded).toBe(true);
  });

  it('opens the dialog and sends nothing when the new password equals the old one', async () => {
    const { platform, ui, model } = await setup();
    fill(model, 'Same1234', 'Same1234');
    const submitting = model.submit();
    await settle();
    expect(ui.dialog).toMatchObject({ kind: 'alert', message: { id: 'error.samePassword' } });
    ui.answerDialog(true);
    await submitting;
    expect(platform.callsTo('POST', '/wps/member/password')).toHaveLength(0);
  });

  it('shows the field messages of the rules and focuses the first', async () => {
    const { platform, model } = await setup();
    fill(model, '', 'short', 'other');
    await model.submit();
    expect(model.feedback.errors).toEqual({
      oldPassword: 'invalid_password_format',
      newPassword: 'invalid_password_format',
      confirmPassword: 'error.confirmationMismatch',
    });
    expect(model.feedback.focus?.field).toBe('oldPassword');
    expect(platform.callsTo('POST', '/wps/member/password')).toHaveLength(0);
  });

  it('puts a wrong old password under its field and hides the loading', async () => {
    const { platform, ui, model } = await setup();
    platform.on('POST', '/wps/member/password', () => new Failure('OLD_PASSWORD_INCORRECT', 400));
    fill(model);
    await model.submit();
    expect(model.feedback.errors).toEqual({ oldPassword: 'error.oldPasswordIncorrect' });
    expect(ui.loading).toBeNull();
    expect(model.pending).toBeNull();
    expect(model.newPassword).toBe('New12345');
  });

  it('offers Retry after a network failure and sends again', async () => {
    const { platform, model } = await setup();
    platform.on('POST', '/wps/member/password', () => {
      throw new TypeError('Failed to fetch');
    });
    fill(model);
    await model.submit();
    expect(model.feedback.alert).toEqual({ tone: 'error', messageId: 'error.network', retry: true });
    platform.on('POST', '/wps/member/password', () => true);
    await model.retry();
    expect(platform.callsTo('POST', '/wps/member/password')).toHaveLength(2);
    expect(model.feedback.alert).toBeNull();
  });

  it('lets the session end quietly when the platform says it is over', async () => {
    const { platform, model } = await setup();
    platform.on('POST', '/wps/member/password', () => new Failure('SESSION_EXPIRED', 401));
    fill(model);
    await model.submit();
    expect(model.feedback.alert).toBeNull();
  });

  it('keeps the change when the browser refuses to remember the credential', async () => {
    const { clock, model } = await setup({ onPasswordChanged: () => Promise.reject(new Error('NotAllowedError')) });
    fill(model);
    await model.submit();
    clock.advance(1000);
    expect(model.succeeded).toBe(true);
  });

  it('reports a failed settings load, and a disposed screen never redirects', async () => {
    const { platform, clock, model } = await setup();
    platform.on('GET', '/wps/system/setting/register', () => new Failure('INTERNAL_ERROR', 500));
    await model.loadSettings();
    expect(model.settingsStatus).toBe('error');
    await model.submit();
    expect(platform.callsTo('POST', '/wps/member/password')).toHaveLength(0);
    platform.on('GET', '/wps/system/setting/register', () => registerSettings());
    await model.loadSettings();
    fill(model);
    await model.submit();
    model.stop();
    clock.advance(1000);
    expect(model.succeeded).toBe(false);
  });
});
