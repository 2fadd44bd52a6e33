import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/open-database';
import { createSeededTestDb } from '../testing/test-db';
import { ApiError } from './envelope';
import { IDEMPOTENCY_RETENTION_MS, IdempotencyStore, idempotencyKeyOf, type IdempotentCall } from './idempotency-store';

const KEY = 'key-0123456789abcdef';

describe('IdempotencyStore', () => {
  let db: Db;
  let memberId: number;
  let otherId: number;
  beforeAll(async () => {
    db = await createSeededTestDb();
    const ids = db.prepare<[], { id: number }>("SELECT id FROM member WHERE merchant_code = 'aurora' ORDER BY id LIMIT 2").all();
    memberId = ids[0]?.id ?? 0;
    otherId = ids[1]?.id ?? 0;
  });
  const call = (overrides: Partial<IdempotentCall> = {}): IdempotentCall => ({
    memberId,
    operation: 'spin',
    key: KEY,
    request: { stake: 100, ticket: 't' },
    ...overrides,
  });

  it('runs an action once and gives its result to a retry, with fields in any order', () => {
    const store = new IdempotencyStore(db);
    let runs = 0;
    const first = store.run(call(), 1_000, () => ({ runs: ++runs }));
    const again = store.run(call({ request: { ticket: 't', stake: 100 } }), 2_000, () => ({ runs: ++runs }));
    expect(first).toEqual({ runs: 1 });
    expect(again).toEqual({ runs: 1 });
  });

  it('refuses the same key with another request (409 IDEMPOTENCY_CONFLICT)', () => {
    const store = new IdempotencyStore(db);
    store.run(call({ key: 'conflict-0123456789' }), 1_000, () => 'first');
    const other = (): string => store.run(call({ key: 'conflict-0123456789', request: { stake: 200 } }), 1_500, () => 'second');
    expect(other).toThrow(ApiError);
    expect(other).toThrow(expect.objectContaining({ statusCode: 409, errorCode: 'IDEMPOTENCY_CONFLICT' }));
  });

  it('keeps keys apart per member and per operation', () => {
    const store = new IdempotencyStore(db);
    const key = 'apart-0123456789abc';
    expect(store.run(call({ key }), 1_000, () => 'a')).toBe('a');
    expect(store.run(call({ key, memberId: otherId }), 1_000, () => 'b')).toBe('b');
    expect(store.run(call({ key, operation: 'bet', request: { other: true } }), 1_000, () => 'c')).toBe('c');
  });

  it('keeps nothing when the action fails, and rolls back its writes', () => {
    const store = new IdempotencyStore(db);
    const key = 'failing-0123456789a';
    const before = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM idempotent_call').get()?.n;
    expect(() =>
      store.run(call({ key }), 1_000, () => {
        store.save(call({ key: 'inner-0123456789abc' }), 'inner', 1_000);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM idempotent_call').get()?.n).toBe(before);
    expect(store.run(call({ key }), 1_000, () => 'retried')).toBe('retried');
  });

  it('forgets a key after 24 hours', () => {
    const store = new IdempotencyStore(db);
    const key = 'expiring-0123456789';
    store.run(call({ key }), 0, () => 'old');
    expect(store.replay(call({ key }), IDEMPOTENCY_RETENTION_MS - 1)).toBe('old');
    expect(store.replay(call({ key }), IDEMPOTENCY_RETENTION_MS)).toBeUndefined();
    expect(store.run(call({ key, request: { stake: 5 } }), IDEMPOTENCY_RETENTION_MS, () => 'new')).toBe('new');
  });
});

describe('idempotencyKeyOf', () => {
  const requestWith = (headers: Record<string, string | string[] | undefined>): FastifyRequest => ({ headers }) as unknown as FastifyRequest;

  it('reads the header, the first of repeated ones', () => {
    expect(idempotencyKeyOf(requestWith({ 'idempotency-key': KEY }))).toBe(KEY);
    expect(idempotencyKeyOf(requestWith({ 'idempotency-key': [KEY, 'other'] }))).toBe(KEY);
  });

  it('refuses a missing or empty header with 400 BAD_REQUEST', () => {
    expect(() => idempotencyKeyOf(requestWith({}))).toThrow(expect.objectContaining({ statusCode: 400, errorCode: 'BAD_REQUEST' }));
    expect(() => idempotencyKeyOf(requestWith({ 'idempotency-key': '' }))).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
