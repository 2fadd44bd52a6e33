import { requestHash } from '../http/request-hash';
import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';

/** How long a result is kept for retries: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** One money-moving call: who makes it, which call, its key and its request. */
export interface IdempotentCall {
  readonly memberId: number;
  readonly operation: string;
  readonly key: string;
  /** What the call asks (body and path), compared on a retry. */
  readonly request: unknown;
}

/**
 * Runs money-moving play calls at most once per Idempotency-Key: the first call's result is
 * written in the same transaction as its money movement, a retry with the same request gets it
 * back, and the same key with another request is 409 IDEMPOTENCY_CONFLICT. Failed calls keep
 * nothing, so they can be retried.
 */
export class PlayIdempotency {
  private readonly find;
  private readonly insert;
  private readonly purge;

  constructor(private readonly db: Db) {
    this.find = db.prepare<[number, string, string, number], { request_hash: Buffer; response: string }>(
      'SELECT request_hash, response FROM play_idempotency WHERE member_id = ? AND operation = ? AND key = ? AND created_at > ?',
    );
    this.insert = db.prepare<[number, string, string, Buffer, string, number]>(
      `INSERT OR REPLACE INTO play_idempotency (member_id, operation, key, request_hash, response, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.purge = db.prepare<[number]>('DELETE FROM play_idempotency WHERE created_at <= ?');
  }

  /** The stored result of this call, or runs `action` (in one transaction with storing its result). */
  run<T>(call: IdempotentCall, now: number, action: () => T): T {
    const hash = requestHash(call.operation, call.request);
    const earlier = this.find.get(call.memberId, call.operation, call.key, now - IDEMPOTENCY_TTL_MS);
    if (earlier) {
      if (!earlier.request_hash.equals(hash)) {
        throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another request');
      }
      return JSON.parse(earlier.response) as T;
    }
    return this.db.transaction(() => {
      this.purge.run(now - IDEMPOTENCY_TTL_MS);
      const result = action();
      this.insert.run(call.memberId, call.operation, call.key, hash, JSON.stringify(result), now);
      return result;
    })();
  }
}
