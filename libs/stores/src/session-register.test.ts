import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@gp/domain';
import { createMemoryStorage } from './ports';
import { SessionStore, TRIAL_USER_KEY } from './session.store';
import { FakePlatform, Failure } from './test-support/fake-platform';

const newSession = { token: 'tok-new-0123456789', merchantCode: 'jade', userName: 'lucky77', nickname: null, type: 0, customerType: 0, firstTimeLogin: true, expiresAt: 0 };
const payload = { type: 0, registerUrl: 'https://jade.test/m/register', registerMethod: 'H5', domain: 'jade.test', username: 'lucky77', password: 'Secret12', confirmPassword: 'Secret12', ageConfirmed: true, birthDate: '1990-05-17' } as const;

async function setup() {
  const platform = new FakePlatform();
  await platform.serveEncryptionKey();
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage({ [TRIAL_USER_KEY]: 'guest-9' });
  const store = new SessionStore({ api: platform.api, storage, sessionStorage, flags: () => ({}), device: () => 'OTHERS' });
  return { platform, storage, sessionStorage, store };
}

describe('SessionStore.register', () => {
  it('registers by username with its module and keeps the new session, never the password', async () => {
    const { platform, storage, sessionStorage, store } = await setup();
    platform.on('PUT', '/wps/member/register', () => newSession);
    const pending = store.register('username', payload);
    expect(store.pending).toBe('register');
    await pending;
    const call = platform.callsTo('PUT', '/wps/member/register')[0];
    expect(call?.headers.get('ModuleId')).toBe('REGISTER_REE3');
    expect(call?.headers.get('Device')).toBe('OTHERS');
    expect(JSON.stringify(call?.body)).not.toContain('Secret12');
    expect(store.isLoggedIn).toBe(true);
    expect(store.userName).toBe('lucky77');
    expect(store.firstTimeLogin).toBe(true);
    expect(store.pending).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).not.toContain('Secret12');
    expect(sessionStorage.getItem(TRIAL_USER_KEY)).toBeNull();
  });

  it('registers by mobile at its own path and module, and throws refusals to the form', async () => {
    const { platform, store } = await setup();
    platform.on('PUT', '/wps/member/register/mobile', () => new Failure('INVALID_INVITATION_CODE', 400, { fields: [{ field: 'affiliateCode', messageKey: 'invitation_code_error' }] }));
    await expect(store.register('mobileNum', { ...payload, mobileNum: '09171234567' })).rejects.toMatchObject({ code: 'INVALID_INVITATION_CODE' });
    expect(platform.callsTo('PUT', '/wps/member/register/mobile')[0]?.headers.get('ModuleId')).toBe('MOBILENUMREG3');
    expect(store.isLoggedIn).toBe(false);
    expect(store.pending).toBeNull();
  });
});
