import type { PlatformClient } from '../client';
import type { EncryptionKey } from '../endpoints/session-key';
import { isPlatformError } from '../platform-error';
import type { EncryptedSend } from './encrypted-call';
import { encryptionHeader, encryptPayload } from './encrypt-payload';
import { encryptionKeyOf, refreshEncryptionKey } from './key-cache';

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
export async function sendSealed<T>(client: PlatformClient, payload: object, send: EncryptedSend<T>): Promise<T> {
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
