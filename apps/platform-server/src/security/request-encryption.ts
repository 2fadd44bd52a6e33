import { CompactEncrypt, compactDecrypt, decodeProtectedHeader, importJWK } from 'jose';
import { randomBytes } from 'node:crypto';
import { CONTENT_ALGORITHM, KEY_ALGORITHM, type KeyStore, type LoadedKey, type PublicEncryptionJwk } from './key-store';
import { NONCE_LENGTH, type ReplayGuard } from './replay-guard';

/** How far (ms) a body's `iat` may lie before or after the server clock: 5 minutes. */
export const DEFAULT_REPLAY_WINDOW_MS = 5 * 60_000;
/** Longest compact JWE accepted (characters), checked before any cryptography: 64 KiB. */
export const MAX_JWE_LENGTH = 64 * 1024;

/** Why an encrypted request body was refused. */
export type DecryptionFailure =
  | 'MALFORMED' // not a compact JWE, or too long
  | 'UNSUPPORTED_ALGORITHM' // protected header alg/enc other than RSA-OAEP-256 + A256GCM, or compressed
  | 'WRONG_KEY' // header names another kid
  | 'DECRYPTION_FAILED' // wrong key or tampered token
  | 'INVALID_PAYLOAD' // plaintext is not { nonce, iat, data }
  | 'STALE' // iat outside the replay window
  | 'REPLAYED' // nonce seen before
  | 'SERVER_ERROR'; // the key or the nonce store is unavailable: the client is not at fault

/**
 * The one error `decryptRequestBody` throws; `reason` says why. Answer 400 BAD_REQUEST, except
 * SERVER_ERROR (500 INTERNAL_ERROR); the cause of a SERVER_ERROR is kept for logging.
 */
export class RequestDecryptionError extends Error {
  override readonly name = 'RequestDecryptionError';
  constructor(readonly reason: DecryptionFailure, cause?: unknown) {
    super(`encrypted request body refused: ${reason}`, cause === undefined ? undefined : { cause });
  }
}

/** The JWE plaintext: a single-use nonce, the client's time of sending (ms) and the actual data. */
export interface EncryptedEnvelope<T extends object = Record<string, unknown>> {
  readonly nonce: string;
  readonly iat: number;
  readonly data: T;
}

/** What `decryptRequestBody` needs: the server key, the current time and the nonce store. */
export interface DecryptOptions {
  readonly keyStore: KeyStore;
  readonly now: number;
  readonly replayGuard: ReplayGuard;
  /** Allowed clock difference either way (ms); defaults to DEFAULT_REPLAY_WINDOW_MS. */
  readonly windowMs?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEnvelope(plaintext: Uint8Array): EncryptedEnvelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { nonce, iat, data } = parsed;
  if (typeof nonce !== 'string' || nonce.length < NONCE_LENGTH.min || nonce.length > NONCE_LENGTH.max) {
    return null;
  }
  if (typeof iat !== 'number' || !Number.isSafeInteger(iat) || !isRecord(data)) return null;
  return { nonce, iat, data };
}

function checkHeader(jwe: unknown, kid: string): asserts jwe is string {
  if (typeof jwe !== 'string' || jwe.length > MAX_JWE_LENGTH || jwe.split('.').length !== 5) {
    throw new RequestDecryptionError('MALFORMED');
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwe);
  } catch {
    throw new RequestDecryptionError('MALFORMED');
  }
  if (header.alg !== KEY_ALGORITHM || header.enc !== CONTENT_ALGORITHM || header.zip !== undefined) {
    throw new RequestDecryptionError('UNSUPPORTED_ALGORITHM');
  }
  if (header.kid !== undefined && header.kid !== kid) throw new RequestDecryptionError('WRONG_KEY');
}

/**
 * Decrypts a compact JWE request body (RSA-OAEP-256 + A256GCM only) and checks its envelope: `iat`
 * within ±window of `now`, and a nonce never seen before (claimed in the replay guard, so a body is
 * accepted once). Returns the inner `data`. Throws only RequestDecryptionError. `jwe` is taken as
 * `unknown` so a route can pass the raw body field; anything but a string is MALFORMED.
 */
export async function decryptRequestBody(jwe: unknown, options: DecryptOptions): Promise<Record<string, unknown>> {
  const windowMs = options.windowMs ?? DEFAULT_REPLAY_WINDOW_MS;
  let key: LoadedKey;
  try {
    key = await options.keyStore.load();
  } catch (error) {
    throw new RequestDecryptionError('SERVER_ERROR', error);
  }
  checkHeader(jwe, key.publicJwk.kid);
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, key.privateKey, {
      keyManagementAlgorithms: [KEY_ALGORITHM],
      contentEncryptionAlgorithms: [CONTENT_ALGORITHM],
      maxDecompressedLength: 0,
    }));
  } catch {
    throw new RequestDecryptionError('DECRYPTION_FAILED');
  }
  const envelope = parseEnvelope(plaintext);
  if (!envelope) throw new RequestDecryptionError('INVALID_PAYLOAD');
  if (Math.abs(options.now - envelope.iat) > windowMs) throw new RequestDecryptionError('STALE');
  let claimed: boolean;
  try {
    claimed = options.replayGuard.claim(envelope.nonce, options.now, envelope.iat + windowMs);
  } catch (error) {
    throw new RequestDecryptionError('SERVER_ERROR', error);
  }
  if (!claimed) throw new RequestDecryptionError('REPLAYED');
  return envelope.data;
}

/** Options of `encryptRequestBody`: the client's clock and, for tests, a fixed nonce. */
export interface EncryptOptions {
  readonly now: number;
  /** Defaults to 16 random bytes as base64url (22 characters). */
  readonly nonce?: string;
}

/**
 * Encrypts `data` for the server the way the app must: JSON `{ nonce, iat, data }` as a compact JWE
 * with protected header `{ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid }` under the server's public JWK.
 */
export async function encryptRequestBody(publicJwk: PublicEncryptionJwk, data: object, options: EncryptOptions): Promise<string> {
  const key = await importJWK({ kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e }, KEY_ALGORITHM);
  const envelope: EncryptedEnvelope<object> = {
    nonce: options.nonce ?? randomBytes(16).toString('base64url'),
    iat: options.now,
    data,
  };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(envelope)))
    .setProtectedHeader({ alg: KEY_ALGORITHM, enc: CONTENT_ALGORITHM, kid: publicJwk.kid })
    .encrypt(key);
}
