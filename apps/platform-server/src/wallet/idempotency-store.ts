import { requestHash } from '../http/request-hash';
import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';

/** How long a money movement's idempotency key is kept: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** A JSON value with its object keys sorted, so that equal bodies give equal text. */
/** Re-exported for the wallet's callers: the hash idempotency keys are compared by. */
export { requestHash };

interface KeyRow {
  request_hash: Buffer;
  response_json: string;
}

/**
 * Idempotency keys of money movements, per member: the first successful answer of a key is kept
 * for 24 hours with the hash of its request. `replay` gives that answer to a retry with the same
 * request and refuses another request under the same key (409 IDEMPOTENCY_CONFLICT). Save the
 * answer in the same transaction as the movement, so that a key never stands for two movements.
 */
export class IdempotencyStore {
  private readonly lookup;
  private readonly upsert;
  private readonly purge;

  constructor(db: Db) {
    this.lookup = db.prepare<[number, string, number], KeyRow>(
      'SELECT request_hash, response_json FROM idempotency_key WHERE member_id = ? AND key = ? AND expires_at > ?',
    );
    this.upsert = db.prepare<[number, string, string, Buffer, string, number, number]>(
      `INSERT INTO idempotency_key (member_id, key, operation, request_hash, response_json, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, key) DO UPDATE SET operation = excluded.operation, request_hash = excluded.request_hash,
         response_json = excluded.response_json, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    );
    this.purge = db.prepare<[number]>('DELETE FROM idempotency_key WHERE expires_at <= ?');
  }

  /** The kept answer of this key when the request is the same; undefined for a new key; 409 for another request. */
  replay<T>(memberId: number, key: string, hash: Buffer, now: number): T | undefined {
    const row = this.lookup.get(memberId, key, now);
    if (!row) return undefined;
    if (!row.request_hash.equals(hash)) {
      throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This request key was already used for a different request');
    }
    return JSON.parse(row.response_json) as T;
  }

  /** Keeps the answer of a key (replacing an expired one) and drops expired keys. */
  save(memberId: number, key: string, operation: string, hash: Buffer, response: unknown, now: number): void {
    this.purge.run(now);
    this.upsert.run(memberId, key, operation, hash, JSON.stringify(response), now, now + IDEMPOTENCY_TTL_MS);
  }
}

/** The `Idempotency-Key` header of a request (the contract makes it required and checks its form). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key) throw new ApiError(400, 'BAD_REQUEST', 'The Idempotency-Key header is required');
  return key;
}
