import { beforeAll, describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, TOKEN, usePlatformServer } from '../test-support/platform-server';
import { makeTestKey, openBody, serveKey, type TestKey } from '../test-support/test-keys';
import { getEncryptionKey } from './session-key';
import { getTrialAccount, login, loginFreePlay, logout } from './sessions';

const server = usePlatformServer();
let key: TestKey;
beforeAll(async () => {
  key = await makeTestKey('kid-1');
});

const session = { token: 'tok-abcdefabcdefabcd', type: 0, username: 'alice' };

describe('sessions', () => {
  it('reads the encryption key', async () => {
    const seen = serveKey(server, () => key);
    await expect(getEncryptionKey(testClient(null))).resolves.toEqual(key.publicJwk);
    expect(seen[0]?.headers.get('Merchant')).toBe('aurora');
  });

  it('logs in with the payload encrypted and Device and ModuleId as headers', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'post', '/wps/session/login', () => ok(session));
    const value = await login(testClient(null), {
      type: 'sms',
      username: '9171234567',
      password: '123456',
      countryDialingCode: '63',
      device: 'OTHERS',
      moduleId: 'LOGIN3',
    });
    expect(value).toEqual(session);
    const request = seen[0];
    expect(request?.headers.get('Encryption')).toBe('JWE;kid=kid-1');
    expect(request?.headers.get('Device')).toBe('OTHERS');
    expect(request?.headers.get('ModuleId')).toBe('LOGIN3');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(Object.keys(request?.body ?? {})).toEqual(['data']);
    const opened = await openBody(request?.body, key);
    expect(opened.header.kid).toBe('kid-1');
    expect(opened.data).toEqual({ type: 'sms', username: '9171234567', password: '123456', countryDialingCode: '63' });
    expect(Math.abs(opened.iat - Date.now())).toBeLessThan(5_000);
    expect(opened.nonce.length).toBeGreaterThanOrEqual(16);
  });

  it('leaves Device and ModuleId out when not given', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'post', '/wps/session/login', () => ok(session));
    await login(testClient(null), { type: 'username', username: 'alice', password: 'secret1' });
    expect(seen[0]?.headers.has('Device')).toBe(false);
    expect(seen[0]?.headers.has('ModuleId')).toBe(false);
  });

  it('surfaces LOGIN_FAILED with its captcha hint', async () => {
    serveKey(server, () => key);
    answer(server, 'post', '/wps/session/login', () => fail('LOGIN_FAILED', 401, { captcha: true }));
    const error = await failureOf(login(testClient(null), { type: 'username', username: 'alice', password: 'wrong1' }));
    expect(error).toMatchObject({ code: 'LOGIN_FAILED', status: 401, value: { captcha: true } });
  });

  it('starts free play with an empty body and the Device header', async () => {
    const seen = answer(server, 'post', '/wps/session/login/freeplay', () => ok({ ...session, type: 4 }));
    await expect(loginFreePlay(testClient(null), { device: 'OTHERS' })).resolves.toMatchObject({ type: 4 });
    expect(seen[0]?.body).toBeNull();
    expect(seen[0]?.headers.get('Device')).toBe('OTHERS');
    await loginFreePlay(testClient(null));
    expect(seen[1]?.headers.has('Device')).toBe(false);
  });

  it('reads the trial account with the session token', async () => {
    const seen = answer(server, 'get', '/wps/member/trialuser', () => ok({ username: 'trial1' }));
    await expect(getTrialAccount(testClient())).resolves.toEqual({ username: 'trial1' });
    expect(seen[0]?.headers.get('Authorization')).toBe(TOKEN);
  });

  it('logs out with DELETE and resolves with nothing', async () => {
    const seen = answer(server, 'delete', '/wps/session/logout', () => ok(true));
    await expect(logout(testClient())).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('DELETE');
    answer(server, 'delete', '/wps/session/logout', () => fail('SESSION_EXPIRED', 401));
    expect((await failureOf(logout(testClient()))).code).toBe('SESSION_EXPIRED');
  });
});
