import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_ALGORITHM, KeyStore, KeyStoreError, PRIVATE_KEY_FILE } from './key-store';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-keys-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('KeyStore', () => {
  it('publishes only the public half, with kid, alg and use', async () => {
    const jwk = await new KeyStore(null).publicJwk();
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: KEY_ALGORITHM, use: 'enc', e: 'AQAB' });
    expect(Buffer.from(jwk.n, 'base64url').length * 8).toBe(3072);
    expect(jwk.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives every in-memory store its own key', async () => {
    const [a, b] = await Promise.all([new KeyStore(null).publicJwk(), new KeyStore(null).publicJwk()]);
    expect(a.kid).not.toBe(b.kid);
  });

  it('creates the key once per store, also under concurrent first use', async () => {
    const store = new KeyStore(null);
    const [a, b] = await Promise.all([store.load(), store.load()]);
    expect(a).toBe(b);
  });

  it('persists the key in the data folder with mode 0600 and reloads the same kid', async () => {
    const dir = join(tempFolder(), 'nested', 'data');
    const first = await new KeyStore(dir).publicJwk();
    const file = join(dir, PRIVATE_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('d');
    const reloaded = await new KeyStore(dir).publicJwk();
    expect(reloaded).toEqual(first);
    expect(readdirSync(dir)).toEqual([PRIVATE_KEY_FILE]);
  });

  it('ends with one key when two stores create it at the same time', async () => {
    const dir = tempFolder();
    const [a, b] = await Promise.all([new KeyStore(dir).publicJwk(), new KeyStore(dir).publicJwk()]);
    expect(a.kid).toBe(b.kid);
    expect((await new KeyStore(dir).publicJwk()).kid).toBe(a.kid);
    expect(readdirSync(dir)).toEqual([PRIVATE_KEY_FILE]);
  });

  it('refuses an unusable key file and tries again once it is fixed', async () => {
    const dir = tempFolder();
    const file = join(dir, PRIVATE_KEY_FILE);
    writeFileSync(file, '{"kty":"oct","k":"abc"}');
    const store = new KeyStore(dir);
    await expect(store.load()).rejects.toBeInstanceOf(KeyStoreError);
    writeFileSync(file, 'not json');
    await expect(store.load()).rejects.toBeInstanceOf(KeyStoreError);
    rmSync(file);
    await expect(store.publicJwk()).resolves.toHaveProperty('kid');
  });
});
