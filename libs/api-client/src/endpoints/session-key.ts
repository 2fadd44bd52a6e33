import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';

/** The platform's RSA public key (JWK, RSA-OAEP-256) that encrypted request bodies are sealed with. */
export type EncryptionKey = components['schemas']['EncryptionKey'];

/**
 * Reads the platform's public key for encrypted bodies (GET /wps/session/key). The encrypted calls
 * use the per-client cache in `encryption/key-cache` instead of calling this each time.
 */
export function getEncryptionKey(client: PlatformClient): Promise<EncryptionKey> {
  return valueOf(client.GET('/wps/session/key'));
}
