import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import { decryptRequestBody, RequestDecryptionError } from './request-encryption';

/**
 * The decrypted payload of a call whose body is `{ data: <compact JWE> }` with the `Encryption`
 * header, checked against the contract schema `schemaName` (the payload's component in
 * `openapi/schemas/*.yaml`). A stale, replayed, tampered or foreign-key body is refused with
 * 400 ENCRYPTION_INVALID; a payload that breaks its schema with 400 BAD_REQUEST.
 */
export async function readEncryptedBody<T>(request: FastifyRequest, context: PlatformContext, schemaName: string): Promise<T> {
  const header = request.headers['encryption'];
  const kid = typeof header === 'string' ? /^JWE;kid=(.+)$/.exec(header)?.[1] : undefined;
  const key = await context.keyStore.publicJwk();
  if (kid !== key.kid) {
    throw new ApiError(400, 'ENCRYPTION_INVALID', 'The request was encrypted for another key; fetch the key again', { kid: key.kid });
  }
  let data: Record<string, unknown>;
  try {
    data = await decryptRequestBody((request.body as { data?: unknown } | null)?.data, {
      keyStore: context.keyStore,
      replayGuard: context.replayGuard,
      now: context.now(),
    });
  } catch (error) {
    if (error instanceof RequestDecryptionError && error.reason !== 'SERVER_ERROR') {
      throw new ApiError(400, 'ENCRYPTION_INVALID', 'The encrypted request was refused, please try again', { reason: error.reason });
    }
    throw error;
  }
  const problems = context.contract.checkComponent(schemaName, data);
  if (problems.length) throw new ApiError(400, 'BAD_REQUEST', 'The request does not match the platform contract', { problems });
  return data as T;
}
