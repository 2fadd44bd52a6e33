import { describe, expect, it } from 'vitest';
import { PlatformError } from '@gp/api-client';
import { createMemoryStorage, type ClearableStorage, type KeyValueStorage } from './ports';
import { SessionStore, TRIAL_USER_KEY } from './session.store';
import { FakePlatform, Failure } from './test-support/fake-platform';

const realSession = {
  token: 'tok-real-0123456789',
  merchantCode: 'jade',
  userName: 'alice',
  nickname: null,
  type: 1,
  customerType: 1,
  firstTimeLogin: true,
  expiresAt: 0,
};
const trialSession = { ...realSession, token: 'tok-trial-0123456789', userName: 'guest-9', type: 4, customerType: 4, firstTimeLogin: false };

function setup(options: { agentPolicy?: boolean; storage?: KeyValueStorage; sessionStorage?: ClearableStorage } = {}) {
  const platform = new FakePlatform();
  const storage = options.storage ?? createMemoryStorage();
  const sessionStorage = options.sessionStorage ?? createMemoryStorage({ other: 'x' });
  const store = new SessionStore({
    api: platform.api,
    storage,
    sessionStorage,
    flags: () => ({ AGENTPOLICY3: options.agentPolicy ?? false }),
  });
  platform.token = () => store.token;
  return { platform, storage, sessionStorage, store };
}

describe('SessionStore', () => {
  it('starts as a guest without session info', () => {
    const { store } = setup();
    expect(store.isLoggedIn).toBe(false);
    expect(store.role).toBe('guest');
    expect(store.token).toBeNull();
  });

  it('logs in, keeps MC_SESSION_INFO and autoLogin 1, and never stores the password', async () => {
    const { platform, storage, sessionStorage, store } = setup();
    await platform.serveEncryptionKey();
    platform.on('POST', '/wps/session/login', () => realSession);
    await store.login({ type: 'username', username: 'alice', password: 'Secret-pw-1' });
    expect(store.isLoggedIn).toBe(true);
    expect(store.token).toBe(realSession.token);
    expect(store.firstTimeLogin).toBe(true);
    expect(JSON.parse(storage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual({
      token: realSession.token,
      merchantCode: 'jade',
      userName: 'alice',
      type: 1,
      firstTimeLogin: true,
    });
    expect(storage.getItem('autoLogin')).toBe('1');
    const everything = JSON.stringify([storage.getItem('MC_SESSION_INFO'), sessionStorage.getItem(TRIAL_USER_KEY), JSON.stringify(store)]);
    expect(everything).not.toContain('Secret-pw-1');
    expect(JSON.stringify(platform.callsTo('POST', '/wps/session/login')[0]?.body)).not.toContain('Secret-pw-1');
  });

  it('classifies the role with AGENTPOLICY3 from the whitelabel', () => {
    const stored = JSON.stringify({ token: 't', merchantCode: 'jade', userName: 'a', type: 1, firstTimeLogin: false });
    expect(setup({ storage: createMemoryStorage({ MC_SESSION_INFO: stored }), agentPolicy: true }).store.role).toBe('agent');
    expect(setup({ storage: createMemoryStorage({ MC_SESSION_INFO: stored }), agentPolicy: false }).store.role).toBe('member');
  });

  it('restores a stored session and ignores a corrupt one', () => {
    const stored = JSON.stringify({ token: 't', merchantCode: 'jade', userName: 'a', customerType: 4 });
    expect(setup({ storage: createMemoryStorage({ MC_SESSION_INFO: stored }) }).store.role).toBe('trial');
    expect(setup({ storage: createMemoryStorage({ MC_SESSION_INFO: '{"token":' }) }).store.isLoggedIn).toBe(false);
  });

  it('passes a failed login on to the page and stays logged out', async () => {
    const { platform, store } = setup();
    await platform.serveEncryptionKey();
    platform.on('POST', '/wps/session/login', () => new Failure('LOGIN_FAILED', 401, { captcha: true }));
    await expect(store.login({ type: 'username', username: 'alice', password: 'bad' })).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(store.isLoggedIn).toBe(false);
    expect(store.pending).toBeNull();
  });

  it('starts free play as a trial account and keeps the trial name in session storage', async () => {
    const { platform, storage, sessionStorage, store } = setup();
    platform.on('POST', '/wps/session/login/freeplay', () => trialSession);
    platform.on('GET', '/wps/member/trialuser', () => ({ userName: 'TRIAL-77', demoBalanceMinor: 0, currency: 'PHP', expiresAt: 0 }));
    await store.loginFreePlay();
    expect(store.role).toBe('trial');
    expect(store.userName).toBe('TRIAL-77');
    expect(sessionStorage.getItem(TRIAL_USER_KEY)).toBe('TRIAL-77');
    expect(JSON.parse(storage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual({
      token: trialSession.token,
      merchantCode: 'jade',
      userName: 'guest-9',
      customerType: 4,
    });
    expect(platform.callsTo('POST', '/wps/session/login/freeplay')[0]?.headers.get('ModuleId')).toBe('FREEPLAY3');
  });

  it('drops the trial name when a trial player logs in with a real account', async () => {
    const { platform, sessionStorage, store } = setup();
    platform.on('POST', '/wps/session/login/freeplay', () => trialSession);
    platform.on('GET', '/wps/member/trialuser', () => ({ userName: 'TRIAL-77', demoBalanceMinor: 0, currency: 'PHP', expiresAt: 0 }));
    await store.loginFreePlay();
    await platform.serveEncryptionKey();
    platform.on('POST', '/wps/session/login', () => realSession);
    await store.login({ type: 'username', username: 'alice', password: 'Secret-pw-1' });
    expect(store.userName).toBe('alice');
    expect(store.trialUserName).toBeNull();
    expect(sessionStorage.getItem(TRIAL_USER_KEY)).toBeNull();
  });

  it('logs out: calls the platform with the token, then clears session, autoLogin and all session storage', async () => {
    const { platform, storage, sessionStorage, store } = setup();
    platform.on('POST', '/wps/session/login/freeplay', () => trialSession);
    platform.on('GET', '/wps/member/trialuser', () => ({ userName: 'TRIAL-77', demoBalanceMinor: 0, currency: 'PHP', expiresAt: 0 }));
    platform.on('DELETE', '/wps/session/logout', () => true);
    await store.loginFreePlay();
    await store.logout();
    expect(platform.callsTo('DELETE', '/wps/session/logout')[0]?.headers.get('Authorization')).toBe(trialSession.token);
    expect(store.isLoggedIn).toBe(false);
    expect(store.trialUserName).toBeNull();
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(storage.getItem('autoLogin')).toBe('0');
    expect(sessionStorage.getItem(TRIAL_USER_KEY)).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
  });

  it('logs out even when the platform call fails', async () => {
    const stored = JSON.stringify({ token: 't', merchantCode: 'jade', userName: 'a', type: 0 });
    const { platform, store } = setup({ storage: createMemoryStorage({ MC_SESSION_INFO: stored }) });
    platform.on('DELETE', '/wps/session/logout', () => new Failure('INTERNAL_ERROR', 500));
    await store.logout();
    expect(store.isLoggedIn).toBe(false);
    expect(store.pending).toBeNull();
  });

  it.each(['SESSION_EXPIRED', 'NOT_LOGGED_IN'])('ends the session on a %s answer', (code) => {
    const stored = JSON.stringify({ token: 't', merchantCode: 'jade', userName: 'a', type: 0 });
    const { storage, store } = setup({ storage: createMemoryStorage({ MC_SESSION_INFO: stored }) });
    expect(store.handlePlatformError(new PlatformError('NETWORK', 'x'))).toBe(false);
    expect(store.isLoggedIn).toBe(true);
    expect(store.handlePlatformError(new PlatformError(code, 'gone', 401))).toBe(true);
    expect(store.isLoggedIn).toBe(false);
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
  });
});
