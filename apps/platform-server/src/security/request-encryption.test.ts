import { CompactEncrypt, importJWK } from 'jose';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { KeyStore, PRIVATE_KEY_FILE, type PublicEncryptionJwk } from './key-store';
import { ReplayGuard } from './replay-guard';
import {
  DEFAULT_REPLAY_WINDOW_MS,
  RequestDecryptionError,
  decryptRequestBody,
  encryptRequestBody,
  type DecryptionFailure,
} from './request-encryption';

const NOW = 1_700_000_000_000;
const LOGIN = { username: 'demo', password: 'Demo1234', captcha: '', type: 'username' };
const keyStore = new KeyStore(null);
let jwk: PublicEncryptionJwk;

beforeAll(async () => {
  jwk = await keyStore.publicJwk();
});

function guard(): ReplayGuard {
  const db = openDatabase(':memory:');
  migrate(db);
  return new ReplayGuard(db);
}

/** Encrypts an arbitrary plaintext under our public key with any header, as an attacker could. */
async function rawJwe(plaintext: unknown, header: { alg: string; enc: string; kid?: string }): Promise<string> {
  const key = await importJWK({ kty: 'RSA', n: jwk.n, e: jwk.e }, header.alg);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plaintext))).setProtectedHeader(header).encrypt(key);
}

async function refusal(jwe: unknown, options: { now?: number; replayGuard?: ReplayGuard; store?: KeyStore } = {}) {
  const error: unknown = await decryptRequestBody(jwe, {
    keyStore: options.store ?? keyStore,
    now: options.now ?? NOW,
    replayGuard: options.replayGuard ?? guard(),
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestDecryptionError);
  return error instanceof RequestDecryptionError ? error.reason : null;
}

describe('encrypted request bodies', () => {
  it('round-trips encrypt → decrypt', async () => {
    const jwe = await encryptRequestBody(jwk, LOGIN, { now: NOW });
    expect(jwe.split('.')).toHaveLength(5);
    await expect(decryptRequestBody(jwe, { keyStore, now: NOW + 1000, replayGuard: guard() })).resolves.toEqual(LOGIN);
  });

  it('refuses a tampered ciphertext, tag or header', async () => {
    const parts = (await encryptRequestBody(jwk, LOGIN, { now: NOW })).split('.');
    const flip = (text: string) => `${text.slice(0, 4)}${text[4] === 'A' ? 'B' : 'A'}${text.slice(5)}`;
    for (const index of [1, 2, 3, 4]) {
      const tampered = parts.map((part, i) => (i === index ? flip(part) : part)).join('.');
      expect(await refusal(tampered)).toBe<DecryptionFailure>('DECRYPTION_FAILED');
    }
  });

  it('refuses a body encrypted for another key', async () => {
    const otherJwk = await new KeyStore(null).publicJwk();
    expect(await refusal(await encryptRequestBody(otherJwk, LOGIN, { now: NOW }))).toBe('WRONG_KEY');
    const withoutKid = await encryptRequestBody({ ...otherJwk, kid: jwk.kid }, LOGIN, { now: NOW });
    expect(await refusal(withoutKid)).toBe('DECRYPTION_FAILED');
  });

  it('accepts only RSA-OAEP-256 with A256GCM', async () => {
    const envelope = { nonce: 'abcdefghijklmnopqrstuv', iat: NOW, data: LOGIN };
    const good = await rawJwe(envelope, { alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    await expect(decryptRequestBody(good, { keyStore, now: NOW, replayGuard: guard() })).resolves.toEqual(LOGIN);
    expect(await refusal(await rawJwe(envelope, { alg: 'RSA-OAEP', enc: 'A256GCM' }))).toBe('UNSUPPORTED_ALGORITHM');
    expect(await refusal(await rawJwe(envelope, { alg: 'RSA-OAEP-256', enc: 'A128GCM' }))).toBe('UNSUPPORTED_ALGORITHM');
    expect(await refusal(await rawJwe(envelope, { alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512' }))).toBe('UNSUPPORTED_ALGORITHM');
  });

  it('refuses what is not a compact JWE', async () => {
    for (const body of [undefined, 42, { data: 'x' }, '', 'a.b.c', 'a.b.c.d.e', 'x'.repeat(70_000)]) {
      expect(await refusal(body)).toBe('MALFORMED');
    }
  });

  it('refuses a plaintext that is not { nonce, iat, data }', async () => {
    const nonce = 'abcdefghijklmnopqrstuv';
    const header = { alg: 'RSA-OAEP-256', enc: 'A256GCM' };
    for (const plaintext of [
      LOGIN,
      [nonce, NOW, LOGIN],
      { nonce: 'too-short', iat: NOW, data: LOGIN },
      { nonce, iat: String(NOW), data: LOGIN },
      { nonce, iat: NOW + 0.5, data: LOGIN },
      { nonce, iat: NOW, data: 'text' },
      { nonce, iat: NOW, data: [LOGIN] },
      { nonce, iat: NOW },
    ]) {
      expect(await refusal(await rawJwe(plaintext, header))).toBe('INVALID_PAYLOAD');
    }
  });

  it('refuses an iat outside the replay window, either way', async () => {
    const w = DEFAULT_REPLAY_WINDOW_MS;
    const at = async (iat: number) => encryptRequestBody(jwk, LOGIN, { now: iat });
    expect(await refusal(await at(NOW - w - 1))).toBe('STALE');
    expect(await refusal(await at(NOW + w + 1))).toBe('STALE');
    await expect(decryptRequestBody(await at(NOW - w), { keyStore, now: NOW, replayGuard: guard() })).resolves.toEqual(LOGIN);
    await expect(decryptRequestBody(await at(NOW + w), { keyStore, now: NOW, replayGuard: guard() })).resolves.toEqual(LOGIN);
    const narrow = decryptRequestBody(await at(NOW - 2000), { keyStore, now: NOW, replayGuard: guard(), windowMs: 1000 });
    await expect(narrow).rejects.toMatchObject({ reason: 'STALE' });
  });

  it('refuses a replayed body, also through a new guard over the same database', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const jwe = await encryptRequestBody(jwk, LOGIN, { now: NOW });
    await expect(decryptRequestBody(jwe, { keyStore, now: NOW, replayGuard: new ReplayGuard(db) })).resolves.toEqual(LOGIN);
    expect(await refusal(jwe, { now: NOW + 10, replayGuard: new ReplayGuard(db) })).toBe('REPLAYED');
    const nonce = 'the-same-nonce-twice';
    const first = await encryptRequestBody(jwk, LOGIN, { now: NOW, nonce });
    const second = await encryptRequestBody(jwk, { other: true }, { now: NOW, nonce });
    await expect(decryptRequestBody(first, { keyStore, now: NOW, replayGuard: new ReplayGuard(db) })).resolves.toEqual(LOGIN);
    expect(await refusal(second, { replayGuard: new ReplayGuard(db) })).toBe('REPLAYED');
  });

  it('reports a missing key or nonce store as SERVER_ERROR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gp-broken-'));
    try {
      writeFileSync(join(dir, PRIVATE_KEY_FILE), 'not json');
      const jwe = await encryptRequestBody(jwk, LOGIN, { now: NOW });
      expect(await refusal(jwe, { store: new KeyStore(dir) })).toBe('SERVER_ERROR');
      const closed = openDatabase(':memory:');
      migrate(closed);
      const replayGuard = new ReplayGuard(closed);
      closed.close();
      expect(await refusal(jwe, { replayGuard })).toBe('SERVER_ERROR');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
