import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../endpoints/sessions';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { makeTestKey, openBody, serveKey, type TestKey } from '../test-support/test-keys';
import { encryptionKeyOf, forgetEncryptionKey } from './key-cache';

const server = usePlatformServer();
let oldKey: TestKey;
let newKey: TestKey;
beforeAll(async () => {
  [oldKey, newKey] = await Promise.all([makeTestKey('kid-old'), makeTestKey('kid-new')]);
});

const session = { token: 'tok-abcdefabcdefabcd', type: 0 };
const credentials = { type: 'username', username: 'alice', password: 'secret1' } as const;

/** A login route that accepts only bodies sealed for `current()`, as the platform does. */
function loginRoute(current: () => TestKey) {
  return answer(server, 'post', '/wps/session/login', async ({ headers, body }) => {
    const key = current();
    if (headers.get('Encryption') !== `JWE;kid=${key.publicJwk.kid}`) {
      return fail('ENCRYPTION_INVALID', 400, { kid: key.publicJwk.kid });
    }
    await openBody(body, key);
    return ok(session);
  });
}

describe('the key cache', () => {
  it('fetches the key once per client and shares it between concurrent calls', async () => {
    const fetches = serveKey(server, () => oldKey);
    const client = testClient();
    const [a, b] = await Promise.all([encryptionKeyOf(client), encryptionKeyOf(client)]);
    await encryptionKeyOf(client);
    expect(a).toEqual(oldKey.publicJwk);
    expect(b).toBe(a);
    expect(fetches).toHaveLength(1);
    await encryptionKeyOf(testClient());
    expect(fetches).toHaveLength(2);
    forgetEncryptionKey(client);
    await encryptionKeyOf(client);
    expect(fetches).toHaveLength(3);
  });

  it('does not keep a failed fetch', async () => {
    answer(server, 'get', '/wps/session/key', (_seen, count) =>
      count === 1 ? fail('INTERNAL_ERROR', 500) : ok(oldKey.publicJwk),
    );
    const client = testClient();
    expect((await failureOf(encryptionKeyOf(client))).code).toBe('INTERNAL_ERROR');
    await expect(encryptionKeyOf(client)).resolves.toEqual(oldKey.publicJwk);
  });
});

describe('an encrypted call', () => {
  it('reuses the cached key for later calls', async () => {
    const fetches = serveKey(server, () => oldKey);
    const calls = loginRoute(() => oldKey);
    const client = testClient(null);
    await login(client, credentials);
    await login(client, credentials);
    expect(fetches).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('fetches the key again and retries once, freshly sealed, when the platform names another kid', async () => {
    let platformKey = oldKey;
    const client = testClient(null);
    const fetches = serveKey(server, () => platformKey);
    await encryptionKeyOf(client);
    platformKey = newKey;
    const calls = loginRoute(() => platformKey);

    await expect(login(client, credentials)).resolves.toEqual(session);
    expect(fetches).toHaveLength(2);
    expect(calls.map((c) => c.headers.get('Encryption'))).toEqual(['JWE;kid=kid-old', 'JWE;kid=kid-new']);
    const [first, second] = [await openBody(calls[0]?.body, oldKey), await openBody(calls[1]?.body, newKey)];
    expect(second.data).toEqual(credentials);
    expect(second.nonce).not.toBe(first.nonce);
    expect(await encryptionKeyOf(client)).toEqual(newKey.publicJwk);
  });

  it('retries only once when the platform keeps naming another kid', async () => {
    let served = oldKey;
    const fetches = serveKey(server, () => served);
    const calls = answer(server, 'post', '/wps/session/login', () => {
      served = served === oldKey ? newKey : oldKey;
      return fail('ENCRYPTION_INVALID', 400, { kid: 'kid-elsewhere' });
    });
    const error = await failureOf(login(testClient(null), credentials));
    expect(error).toMatchObject({ code: 'ENCRYPTION_INVALID', status: 400, value: { kid: 'kid-elsewhere' } });
    expect(calls).toHaveLength(2);
    expect(fetches).toHaveLength(2);
  });

  it('does not retry other refusals of an encrypted body', async () => {
    const fetches = serveKey(server, () => oldKey);
    const stale = answer(server, 'post', '/wps/session/login', () => fail('ENCRYPTION_INVALID', 400, { reason: 'STALE' }));
    expect((await failureOf(login(testClient(null), credentials))).value).toEqual({ reason: 'STALE' });
    expect(stale).toHaveLength(1);

    const sameKid = answer(server, 'post', '/wps/session/login', () => fail('ENCRYPTION_INVALID', 400, { kid: 'kid-old' }));
    expect((await failureOf(login(testClient(null), credentials))).code).toBe('ENCRYPTION_INVALID');
    expect(sameKid).toHaveLength(1);
    expect(fetches).toHaveLength(2);
  });

  it('surfaces a key that cannot be fetched without sending the call', async () => {
    answer(server, 'get', '/wps/session/key', () => fail('MAINTENANCE', 503));
    const calls = loginRoute(() => oldKey);
    expect((await failureOf(login(testClient(null), credentials))).code).toBe('MAINTENANCE');
    expect(calls).toHaveLength(0);
  });
});
