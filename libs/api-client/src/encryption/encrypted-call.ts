import type { PlatformClient } from '../client';
import { PlatformError } from '../platform-error';

/** The body of an encrypted call: the compact JWE that carries the payload. */
export interface EncryptedBody {
  readonly data: string;
}

/** Sends one encrypted body with its `Encryption` header and returns the call's value. */
export type EncryptedSend<T> = (body: EncryptedBody, encryption: string) => Promise<T>;

/**
 * Encrypts `payload` with the platform's key and sends it (see `sendSealed`, which retries once
 * after a key rotation). The sealing code and `jose` load on the first encrypted call (a login, a
 * registration), so that no first screen downloads them; code that cannot be downloaded (no
 * signal) is a NETWORK failure like the call's own, which a form offers to try again.
 */
export async function sendEncrypted<T>(client: PlatformClient, payload: object, send: EncryptedSend<T>): Promise<T> {
  const { sendSealed } = await import('./sealed-send').catch((error: unknown) => {
    throw new PlatformError('NETWORK', error instanceof Error ? error.message : 'The encryption code could not be downloaded');
  });
  return sendSealed(client, payload, send);
}
