/** Test RSA keys standing in for the platform's, and the platform side of an encrypted body. */
import { compactDecrypt, exportJWK, generateKeyPair, type CompactJWEHeaderParameters } from 'jose';
import type { SetupServer } from 'msw/node';
import type { EncryptionKey } from '../endpoints/session-key';
import { answer, ok, type SeenRequest } from './platform-server';

/** A platform key pair: the public JWK served by GET /wps/session/key and the private key. */
export interface TestKey {
  readonly publicJwk: EncryptionKey;
  readonly privateKey: CryptoKey;
}

/** Generates an RSA-OAEP-256 key pair with the given kid. */
export async function makeTestKey(kid: string): Promise<TestKey> {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const { n, e } = await exportJWK(publicKey);
  if (!n || !e) throw new Error('the test key has no modulus');
  return { privateKey, publicJwk: { kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc', kid } };
}

/** Serves `current()` at GET /wps/session/key and records each fetch. */
export function serveKey(server: SetupServer, current: () => TestKey): SeenRequest[] {
  return answer(server, 'get', '/wps/session/key', () => ok(current().publicJwk));
}

/** What the platform finds inside an encrypted body. */
export interface OpenedBody {
  readonly header: CompactJWEHeaderParameters;
  readonly nonce: string;
  readonly iat: number;
  readonly data: Record<string, unknown>;
}

/** Decrypts `{ data: <compact JWE> }` with the key's private half, as the platform does. */
export async function openBody(body: unknown, key: TestKey): Promise<OpenedBody> {
  if (typeof body !== 'object' || body === null || !('data' in body) || typeof body.data !== 'string') {
    throw new Error('not an encrypted body');
  }
  const { plaintext, protectedHeader } = await compactDecrypt(body.data, key.privateKey);
  const parsed = JSON.parse(new TextDecoder().decode(plaintext)) as Omit<OpenedBody, 'header'>;
  return { header: protectedHeader, ...parsed };
}
