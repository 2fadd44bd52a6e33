import type { LightMyRequestResponse } from 'fastify';
import { encryptRequestBody } from '../security/request-encryption';
import type { TestServer } from './test-db';

/**
 * The `Encryption` header and `{ data }` body of a request whose payload is encrypted for the
 * server's key, as the app sends it (fresh nonce, the server's clock as `iat`).
 */
export async function encryptedRequest(
  server: TestServer,
  payload: object,
  options: { nonce?: string; iat?: number } = {},
): Promise<{ headers: Record<string, string>; payload: { data: string } }> {
  const key = await server.app.platform.keyStore.publicJwk();
  const data = await encryptRequestBody(key, payload, { now: options.iat ?? server.app.platform.now(), nonce: options.nonce });
  return { headers: { encryption: `JWE;kid=${key.kid}` }, payload: { data } };
}

/**
 * Sends `payload` encrypted (see `encryptedRequest`) to `url` with the given headers (the merchant
 * and any others, e.g. authorization or idempotency-key) and, optionally, a client address.
 */
export async function sendEncrypted(
  server: TestServer,
  method: 'PUT' | 'POST',
  url: string,
  payload: object,
  headers: Record<string, string> = { merchant: 'aurora' },
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const encrypted = await encryptedRequest(server, payload);
  return server.app.inject({ method, url, headers: { ...headers, ...encrypted.headers }, payload: encrypted.payload, remoteAddress });
}
