import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/open-database';
import { createSeededTestDb } from '../testing/test-db';
import { listOperations, loadContract, responseValidator } from './openapi-contract';

/**
 * A request that exercises each operation of the contract. An operation added to the contract
 * without a sample here fails the test, and so does one the server does not implement.
 */
const SAMPLES: Record<string, InjectOptions[]> = {
  getSystemStatus: [
    { method: 'GET', url: '/wps/system/status', headers: { host: 'aurora.localhost' } },
    { method: 'GET', url: '/wps/system/status', headers: { merchant: 'lumen' } },
  ],
  getWhitelabel: [
    { method: 'GET', url: '/wps/system/whitelabel', headers: { host: 'jade.localhost' } },
    { method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'ember', language: 'TY' } },
  ],
};

const contract = loadContract();
const operations = listOperations(contract);
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createSeededTestDb();
  app = await buildApp({ db, defaultMerchant: 'aurora', development: true, appDistDir: null });
});
afterAll(async () => {
  await app.close();
  db.close();
});

describe('the server keeps the contract', () => {
  it('has a sample request for every operation', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(operations)('$operationId answers as the contract says', async (operation) => {
    const validate = responseValidator(contract, operation, '200');
    for (const sample of SAMPLES[operation.operationId] ?? []) {
      const response = await app.inject(sample);
      expect(response.statusCode, `${sample.url}`).toBe(200);
      const valid = validate(response.json());
      expect(validate.errors ?? [], `${operation.operationId} ${JSON.stringify(sample.headers)}`).toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it.each(operations)('$operationId fails in the failure envelope of the contract', async (operation) => {
    const validate = responseValidator(contract, operation, '4XX');
    const response = await app.inject({ method: operation.method as 'GET', url: operation.path, headers: { merchant: 'nobody' } });
    expect(response.statusCode).toBe(404);
    validate(response.json());
    expect(validate.errors ?? []).toEqual([]);
  });
});
