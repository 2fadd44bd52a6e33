import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
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
const server = useTestServer();

describe('the server keeps the contract', () => {
  it('has a sample request for every operation', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(operations)('$operationId answers as the contract says', async (operation) => {
    const validate = responseValidator(contract, operation, '200');
    for (const sample of SAMPLES[operation.operationId] ?? []) {
      const response = await server.app.inject(sample);
      expect(response.statusCode, `${sample.url}`).toBe(200);
      const valid = validate(response.json());
      expect(validate.errors ?? [], `${operation.operationId} ${JSON.stringify(sample.headers)}`).toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it.each(operations)('$operationId fails in the failure envelope of the contract', async (operation) => {
    const validate = responseValidator(contract, operation, '4XX');
    const response = await server.app.inject({ method: operation.method as 'GET', url: operation.path, headers: { merchant: 'nobody' } });
    expect(response.statusCode).toBe(404);
    validate(response.json());
    expect(validate.errors ?? []).toEqual([]);
  });
});
