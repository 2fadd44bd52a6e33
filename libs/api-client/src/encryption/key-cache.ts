import type { PlatformClient } from '../client';
import { getEncryptionKey, type EncryptionKey } from '../endpoints/session-key';

/** One pending or settled key per client; a failed fetch is dropped so the next call tries again. */
const keys = new WeakMap<PlatformClient, Promise<EncryptionKey>>();

function load(client: PlatformClient): Promise<EncryptionKey> {
  const pending = getEncryptionKey(client);
  keys.set(client, pending);
  pending.catch(() => {
    if (keys.get(client) === pending) keys.delete(client);
  });
  return pending;
}

/**
 * The platform's public key for this client: fetched with GET /wps/session/key on first use and
 * kept in memory for the client's life. Concurrent callers share one request.
 */
export function encryptionKeyOf(client: PlatformClient): Promise<EncryptionKey> {
  return keys.get(client) ?? load(client);
}

/**
 * Replaces a key the platform no longer accepts (`staleKid`) with a freshly fetched one. When
 * another call has already replaced it, that newer key is returned without a second request.
 */
export async function refreshEncryptionKey(client: PlatformClient, staleKid: string): Promise<EncryptionKey> {
  const current = keys.get(client);
  if (current) {
    const key = await current.catch(() => null);
    if (keys.get(client) !== current) return encryptionKeyOf(client);
    if (key && key.kid !== staleKid) return key;
  }
  return load(client);
}

/** Forgets the cached key of a client (for example after switching merchant). */
export function forgetEncryptionKey(client: PlatformClient): void {
  keys.delete(client);
}
