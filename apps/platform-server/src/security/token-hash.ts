import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in an opaque token: 32 (256 bits), 43 base64url characters. */
export const OPAQUE_TOKEN_BYTES = 32;

/**
 * A new opaque bearer token (session, game or chat ticket, reset or provider token): 32 random
 * bytes as base64url. It is handed out once; only its `hashToken` is stored.
 */
export function newOpaqueToken(): string {
  return randomBytes(OPAQUE_TOKEN_BYTES).toString('base64url');
}

/** The SHA-256 of an opaque token: the only form in which a token is stored or looked up. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
