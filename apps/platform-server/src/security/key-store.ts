import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The only key-management algorithm the server accepts for encrypted request bodies. */
export const KEY_ALGORITHM = 'RSA-OAEP-256';
/** The only content-encryption algorithm the server accepts for encrypted request bodies. */
export const CONTENT_ALGORITHM = 'A256GCM';
/** File name of the persisted private key (a JWK) inside the data folder. */
export const PRIVATE_KEY_FILE = 'request-encryption-key.json';
const MODULUS_LENGTH = 3072;

/** The public half of the server key, as served to the app: RSA JWK with `kid`, `alg` and `use`. */
export interface PublicEncryptionJwk {
  readonly kty: 'RSA';
  readonly n: string;
  readonly e: string;
  readonly kid: string;
  readonly alg: typeof KEY_ALGORITHM;
  readonly use: 'enc';
}

/** The loaded server key: the private key for decryption and the public JWK to publish. */
export interface LoadedKey {
  readonly privateKey: CryptoKey;
  readonly publicJwk: PublicEncryptionJwk;
}

/** Error raised when the persisted key file exists but cannot be used. */
export class KeyStoreError extends Error {
  override readonly name = 'KeyStoreError';
}

function isPrivateRsaJwk(value: unknown): value is JWK & { kty: 'RSA'; n: string; e: string; d: string } {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return jwk['kty'] === 'RSA' && typeof jwk['n'] === 'string' && typeof jwk['e'] === 'string' && typeof jwk['d'] === 'string';
}

async function fromPrivateJwk(jwk: JWK & { kty: 'RSA'; n: string; e: string }): Promise<LoadedKey> {
  const imported = await importJWK({ ...jwk, alg: KEY_ALGORITHM }, KEY_ALGORITHM, { extractable: false });
  if (imported instanceof Uint8Array) throw new KeyStoreError('expected an RSA private key');
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'sha256');
  return { privateKey: imported, publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: KEY_ALGORITHM, use: 'enc' } };
}

async function generatePrivateJwk(): Promise<JWK & { kty: 'RSA'; n: string; e: string; d: string }> {
  const { privateKey } = await generateKeyPair(KEY_ALGORITHM, { modulusLength: MODULUS_LENGTH, extractable: true });
  const jwk = await exportJWK(privateKey);
  if (!isPrivateRsaJwk(jwk)) throw new KeyStoreError('generated key is not an RSA private JWK');
  return jwk;
}

function isFileError(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

function readKeyFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (isFileError(error, 'ENOENT')) return undefined;
    throw new KeyStoreError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Writes the key to a private temporary file and links it into place, which fails when another
 * process got there first; returns false in that case so the caller loads the winner's key.
 */
function writeKeyFileOnce(dir: string, jwk: JWK): boolean {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, PRIVATE_KEY_FILE);
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(jwk)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    chmodSync(temporary, 0o600);
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if (isFileError(error, 'EEXIST')) return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * The server's RSA key pair for encrypted request bodies (RSA-OAEP-256 + A256GCM). Given a data
 * folder it loads `request-encryption-key.json` from it, or creates the key on first use and
 * persists it there (mode 0600); given `null` it keeps a fresh key in memory only (tests).
 * The `kid` is the key's RFC 7638 thumbprint, so it stays the same across restarts.
 */
export class KeyStore {
  private loaded: Promise<LoadedKey> | undefined;

  constructor(private readonly dataDir: string | null) {}

  /** The public JWK (with `kid`) the platform serves to the app. */
  async publicJwk(): Promise<PublicEncryptionJwk> {
    return (await this.load()).publicJwk;
  }

  /** The private key that decrypts request bodies. */
  async privateKey(): Promise<CryptoKey> {
    return (await this.load()).privateKey;
  }

  /** Loads or creates the key once; later calls share the result. A failed load is retried next time. */
  load(): Promise<LoadedKey> {
    this.loaded ??= this.loadOrCreate().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async loadOrCreate(): Promise<LoadedKey> {
    if (this.dataDir === null) return fromPrivateJwk(await generatePrivateJwk());
    const file = join(this.dataDir, PRIVATE_KEY_FILE);
    const stored = readKeyFile(file);
    if (stored === undefined) {
      const jwk = await generatePrivateJwk();
      if (writeKeyFileOnce(this.dataDir, jwk)) return fromPrivateJwk(jwk);
      return this.loadOrCreate();
    }
    if (!isPrivateRsaJwk(stored)) throw new KeyStoreError(`${file} does not hold an RSA private JWK`);
    return fromPrivateJwk(stored);
  }
}
