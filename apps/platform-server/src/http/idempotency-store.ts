import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import { ApiError } from './envelope';
import { requestHash } from './request-hash';

/** How long the result of a call is kept for its retries: 24 hours. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** One money-moving call: who makes it, which operation, its Idempotency-Key and what it asks. */
export interface IdempotentCall {
  readonly memberId: number;
  /** The operation's name (e.g. its operationId); a key is only compared within one operation. */
  readonly operation: string;
  readonly key: string;
  /** What the call asks (body and path values, never a password), compared on a retry by `requestHash`. */
  readonly request: unknown;
}

interface CallRow {
  request_hash: Buffer;
  result_json: string;
}

/**
 * Money movements at most once per (member, operation, Idempotency-Key): the first successful
 * result is kept for 24 hours with the `requestHash` of its request, a retry with the same request
 * gets it back, and the same key with another request is 409 IDEMPOTENCY_CONFLICT. The result is
 * saved in the same transaction as the movement; failed calls keep nothing, so they can be retried.
 */
export class IdempotencyStore {
  private readonly find;
  private readonly insert;
  private readonly purge;

  constructor(private readonly db: Db) {
    this.find = db.prepare<[number, string, string, number], CallRow>(
      `SELECT request_hash, result_json FROM idempotent_call
       WHERE member_id = ? AND operation = ? AND key = ? AND created_at > ?`,
    );
    this.insert = db.prepare<[number, string, string, Buffer, string, number]>(
      `INSERT OR REPLACE INTO idempotent_call (member_id, operation, key, request_hash, result_json, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.purge = db.prepare<[number]>('DELETE FROM idempotent_call WHERE created_at <= ?');
  }

  /** The kept result of this call when its request is the same; undefined for a new key; 409 for another request. */
  replay<T>(call: IdempotentCall, now: number): T | undefined {
    const row = this.find.get(call.memberId, call.operation, call.key, now - IDEMPOTENCY_RETENTION_MS);
    if (!row) return undefined;
    if (!row.request_hash.equals(requestHash(call.operation, call.request))) {
      throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another request');
    }
    return JSON.parse(row.result_json) as T;
  }

  /** Keeps the result of a call and drops expired ones; call it inside the movement's transaction. */
  save(call: IdempotentCall, result: unknown, now: number): void {
    this.purge.run(now - IDEMPOTENCY_RETENTION_MS);
    this.insert.run(call.memberId, call.operation, call.key, requestHash(call.operation, call.request), JSON.stringify(result), now);
  }

  /** The kept result of this call, or runs `action` and saves its result in one transaction with it. */
  run<T>(call: IdempotentCall, now: number, action: () => T): T {
    const earlier = this.replay<T>(call, now);
    if (earlier !== undefined) return earlier;
    return this.db.transaction(() => {
      const twin = this.replay<T>(call, now);
      if (twin !== undefined) return twin;
      const result = action();
      this.save(call, result, now);
      return result;
    })();
  }
}

/** The request's `Idempotency-Key` header (the contract requires it and checks its pattern); 400 when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || key === '') throw new ApiError(400, 'BAD_REQUEST', 'The Idempotency-Key header is required');
  return key;
}
