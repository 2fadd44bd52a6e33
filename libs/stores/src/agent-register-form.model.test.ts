import { describe, expect, it } from 'vitest';
import { AgentRegisterFormModel } from './agent-register-form.model';
import { FakePlatform, Failure } from './test-support/fake-platform';

const rule = (enabled: boolean, required: boolean, pattern: string | null, messageKey: string) => ({ enabled, required, pattern, messageKey });
const settings = {
  minimumAge: 21,
  fields: {
    username: rule(true, true, '^[A-Za-z][A-Za-z0-9]{3,15}$', 'invalid_account_format'),
    password: rule(true, true, null, 'invalid_password_format'),
    confirmPassword: rule(true, true, null, 'in_incorrect_password'),
    nickname: rule(true, false, null, 'invalid_nickname_format'),
  },
};
/** 27 November 2026 in Manila; the settings' minimum age is 21. */
const CLOCK = { now: () => Date.UTC(2026, 10, 27, 4) };
const member = { username: 'friend01', nickname: 'Ally', registeredAt: 1, lastLoginAt: null, balanceMinor: 0, currency: 'PHP', status: 'active' };

async function setup() {
  const platform = new FakePlatform();
  await platform.serveEncryptionKey();
  platform.on('GET', '/wps/system/setting/register', () => settings);
  const form = new AgentRegisterFormModel(platform.api, CLOCK);
  await form.load();
  return { platform, form };
}

describe('AgentRegisterFormModel', () => {
  it('shows the merchant’s fields and focuses the first invalid one', async () => {
    const { form, platform } = await setup();
    expect(form.fields).toEqual(['username', 'password', 'confirmPassword', 'nickname', 'birthDate']);
    form.setValue('username', 'friend01');
    form.setValue('password', 'Secret12');
    await form.submit();
    expect(form.feedback.focus?.field).toBe('confirmPassword');
    expect(platform.callsTo('PUT', '/wps/agent/register')).toHaveLength(0);
  });

  it('opens the account with its module, names it and empties the form', async () => {
    const { form, platform } = await setup();
    platform.on('PUT', '/wps/agent/register', () => member);
    for (const [field, value] of [['username', ' friend01 '], ['password', 'Secret12'], ['confirmPassword', 'Secret12'], ['nickname', 'Ally'], ['birthDate', '1990-05-17']] as const) {
      form.setValue(field, value);
    }
    await form.submit();
    expect(platform.callsTo('PUT', '/wps/agent/register')[0]?.headers.get('ModuleId')).toBe('AGEDOWNMAN3');
    expect(form.created?.username).toBe('friend01');
    expect(form.succeeded).toBe(true);
    expect(form.feedback.alert).toEqual({ tone: 'success', messageId: 'agentRegister.created', retry: false });
    expect(form.values).toEqual({});
  });

  it('refuses a player under the merchant’s minimum age before sending', async () => {
    const { form, platform } = await setup();
    for (const [field, value] of [['username', 'friend01'], ['password', 'Secret12'], ['confirmPassword', 'Secret12'], ['birthDate', '2005-11-28']] as const) form.setValue(field, value);
    await form.submit();
    expect(form.feedback.errors.birthDate).toBe('register.error.underAge');
    expect(platform.callsTo('PUT', '/wps/agent/register')).toHaveLength(0);
  });

  it('puts a taken username under its field, and offers Retry when the rules cannot load', async () => {
    const { form, platform } = await setup();
    platform.on('PUT', '/wps/agent/register', () => new Failure('USERNAME_TAKEN', 409, { fields: [{ field: 'username', messageKey: 'invalid_account_format' }] }));
    for (const [field, value] of [['username', 'friend01'], ['password', 'Secret12'], ['confirmPassword', 'Secret12'], ['birthDate', '1990-05-17']] as const) form.setValue(field, value);
    await form.submit();
    expect(form.feedback.errors.username).toBe('error.usernameTaken');
    expect(form.pending).toBeNull();

    const offline = new FakePlatform();
    offline.on('GET', '/wps/system/setting/register', () => {
      throw new TypeError('offline');
    });
    const failing = new AgentRegisterFormModel(offline.api, CLOCK);
    await failing.load();
    expect(failing.status).toBe('error');
    expect(failing.feedback.alert?.retry).toBe(true);
    offline.on('GET', '/wps/system/setting/register', () => settings);
    await failing.retry();
    expect(failing.status).toBe('ready');
    failing.setValue('password', 'x');
    failing.stop();
    expect(failing.values).toEqual({});
  });
});
