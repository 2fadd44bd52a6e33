import { base64url, CompactEncrypt, importJWK } from 'jose';
import type { EncryptionKey } from '../endpoints/session-key';

/** The key-management algorithm of encrypted bodies (the contract's Encryption header). */
export const KEY_ALGORITHM = 'RSA-OAEP-256';
/** The content-encryption algorithm of encrypted bodies. */
export const CONTENT_ALGORITHM = 'A256GCM';

/** What the JWE carries: a single-use nonce, the time of sending (ms) and the call's payload. */
export interface EncryptedPlaintext<T extends object> {
  readonly nonce: string;
  readonly iat: number;
  readonly data: T;
}

/** Test seams of `encryptPayload`; the app leaves both out. */
export interface EncryptOptions {
  /** The time of sending in ms; defaults to `Date.now()`. */
  readonly now?: number;
  /** The nonce; defaults to 16 random bytes as base64url (22 characters). */
  readonly nonce?: string;
}

/** The `Encryption` header value that names the key a body was encrypted for. */
export function encryptionHeader(key: Pick<EncryptionKey, 'kid'>): string {
  return `JWE;kid=${key.kid}`;
}

/**
 * Encrypts `payload` for the platform as a compact JWE: plaintext `{ nonce, iat, data }`, protected
 * header `{ alg: RSA-OAEP-256, enc: A256GCM, kid }`. Reached only through `sendEncrypted`'s lazy
 * import, so only a screen that sends an encrypted body downloads it and `jose`.
 */
export async function encryptPayload(key: EncryptionKey, payload: object, options: EncryptOptions = {}): Promise<string> {
  const publicKey = await importJWK({ kty: key.kty, n: key.n, e: key.e }, KEY_ALGORITHM);
  const plaintext: EncryptedPlaintext<object> = {
    nonce: options.nonce ?? base64url.encode(crypto.getRandomValues(new Uint8Array(16))),
    iat: options.now ?? Date.now(),
    data: payload,
  };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plaintext)))
    .setProtectedHeader({ alg: KEY_ALGORITHM, enc: CONTENT_ALGORITHM, kid: key.kid })
    .encrypt(publicKey);
}
