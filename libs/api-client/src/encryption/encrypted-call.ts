import type { PlatformClient } from '../client';
import type { EncryptionKey } from '../endpoints/session-key';
import { isPlatformError } from '../platform-error';
import { encryptionHeader, encryptPayload } from './encrypt-payload';
import { encryptionKeyOf, refreshEncryptionKey } from './key-cache';

/** The body of an encrypted call: the compact JWE that carries the payload. */
export interface EncryptedBody {
  readonly data: string;
}

/** Sends one encrypted body with its `Encryption` header and returns the call's value. */
export type EncryptedSend<T> = (body: EncryptedBody, encryption: string) => Promise<T>;

/** The kid the platform says it now uses, when a call was refused for having been sealed with another key. */
function newKidOf(error: unknown, used: EncryptionKey): string | null {
  if (!isPlatformError(error) || error.code !== 'ENCRYPTION_INVALID') return null;
  const value = error.value;
  if (typeof value !== 'object' || value === null || !('kid' in value)) return null;
  return typeof value.kid === 'string' && value.kid !== used.kid ? value.kid : null;
}

/**
 * Encrypts `payload` with the client's cached platform key and sends it. When the platform answers
 * ENCRYPTION_INVALID naming another `value.kid` (its key was rotated), the key is fetched again and
 * the call is retried once, with a fresh nonce and iat. Any other failure, or a second refusal, is
 * thrown as it came.
 */
export async function sendEncrypted<T>(client: PlatformClient, payload: object, send: EncryptedSend<T>): Promise<T> {
  const attempt = async (key: EncryptionKey): Promise<T> =>
    send({ data: await encryptPayload(key, payload) }, encryptionHeader(key));
  const key = await encryptionKeyOf(client);
  try {
    return await attempt(key);
  } catch (error) {
    if (newKidOf(error, key) === null) throw error;
    return attempt(await refreshEncryptionKey(client, key.kid));
  }
}
