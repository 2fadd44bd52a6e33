import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './ports';
import {
  REMEMBERED_LOGIN_KEY,
  browserPasswordCredentials,
  forgetRememberedLogin,
  loadRememberedLogin,
  noPasswordCredentials,
  saveRememberedLogin,
} from './remembered-login';

describe('remembered login storage', () => {
  it('saves, loads and forgets the three fields', () => {
    const storage = createMemoryStorage();
    expect(loadRememberedLogin(storage)).toBeNull();
    saveRememberedLogin(storage, { type: 'sms', username: '09171234567', countryDialingCode: '+63' });
    expect(loadRememberedLogin(storage)).toEqual({ type: 'sms', username: '09171234567', countryDialingCode: '+63' });
    forgetRememberedLogin(storage);
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('rewrites a legacy record without its password and removes what is no record', () => {
    const storage = createMemoryStorage({ [REMEMBERED_LOGIN_KEY]: JSON.stringify({ type: 'username', username: 'demo', password: 'VkdWemRERXlNdz09' }) });
    expect(loadRememberedLogin(storage)).toEqual({ type: 'username', username: 'demo' });
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBe('{"type":"username","username":"demo"}');
    const broken = createMemoryStorage({ [REMEMBERED_LOGIN_KEY]: 'VkdWemRERXlNdz09' });
    expect(loadRememberedLogin(broken)).toBeNull();
    expect(broken.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('survives a blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadRememberedLogin(blocked)).toBeNull();
    expect(() => saveRememberedLogin(blocked, { type: 'username', username: 'demo' })).not.toThrow();
  });
});

describe('browserPasswordCredentials', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is inert where the browser lacks the API', async () => {
    vi.stubGlobal('PasswordCredential', undefined);
    const port = browserPasswordCredentials();
    expect(port).toBe(noPasswordCredentials);
    await expect(port.get()).resolves.toBeNull();
  });

  it('stores through PasswordCredential and reads a password credential back', async () => {
    class FakePasswordCredential {
      readonly type = 'password';
      constructor(readonly data: { id: string; password: string }) {}
    }
    const store = vi.fn(() => Promise.resolve());
    const get = vi.fn(() => Promise.resolve({ type: 'password', id: 'demo', password: 'Demo1234' }));
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    vi.stubGlobal('navigator', { credentials: { store, get } });
    const port = browserPasswordCredentials();
    expect(port.available).toBe(true);
    await port.store('demo', 'Demo1234');
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ data: { id: 'demo', password: 'Demo1234', name: 'demo' } }));
    await expect(port.get()).resolves.toEqual({ username: 'demo', password: 'Demo1234' });
    expect(get).toHaveBeenCalledWith({ password: true, mediation: 'optional' });
  });

  it('gives nothing for another kind of credential or a refusal, and ignores a refused store', async () => {
    vi.stubGlobal('PasswordCredential', class {});
    const get = vi.fn().mockResolvedValueOnce({ type: 'federated', id: 'demo' }).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { credentials: { store: () => Promise.reject(new Error('denied')), get } });
    const port = browserPasswordCredentials();
    await expect(port.get()).resolves.toBeNull();
    await expect(port.get()).resolves.toBeNull();
    await expect(port.store('demo', 'x')).resolves.toBeUndefined();
  });
});
