import { describe, expect, it } from 'vitest';
import { makeTestKey, openBody } from '../test-support/test-keys';
import { encryptionHeader, encryptPayload } from './encrypt-payload';

describe('encryptPayload', () => {
  it('seals { nonce, iat, data } as a compact JWE the platform key opens', async () => {
    const key = await makeTestKey('kid-1');
    const before = Date.now();
    const jwe = await encryptPayload(key.publicJwk, { username: 'alice', password: 'secret1' });
    expect(jwe.split('.')).toHaveLength(5);
    const opened = await openBody({ data: jwe }, key);
    expect(opened.header).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'kid-1' });
    expect(opened.data).toEqual({ username: 'alice', password: 'secret1' });
    expect(opened.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(opened.iat).toBeGreaterThanOrEqual(before);
    expect(opened.iat).toBeLessThanOrEqual(Date.now());
  });

  it('uses a new nonce for every body', async () => {
    const key = await makeTestKey('kid-1');
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      nonces.add((await openBody({ data: await encryptPayload(key.publicJwk, { i }) }, key)).nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('takes a fixed time and nonce when a test passes them', async () => {
    const key = await makeTestKey('kid-1');
    const jwe = await encryptPayload(key.publicJwk, { a: 1 }, { now: 1_700_000_000_000, nonce: 'n'.repeat(16) });
    expect(await openBody({ data: jwe }, key)).toMatchObject({ iat: 1_700_000_000_000, nonce: 'nnnnnnnnnnnnnnnn' });
  });

  it('names the key in the Encryption header', () => {
    expect(encryptionHeader({ kid: 'abc_1' })).toBe('JWE;kid=abc_1');
  });
});
