import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { platformContract } from '../app';
import { ok } from '../http/envelope';
import { useTestServer } from '../testing/test-db';
import { registerContractHooks } from './contract-hooks';

/**
 * A request that exercises each operation of the contract. An operation added to the contract
 * without a sample here fails the test, and so does one the server does not implement.
 */
const SAMPLES: Record<string, InjectOptions[]> = {
  getSystemStatus: [
    { method: 'GET', url: '/wps/system/status', headers: { host: 'aurora.localhost' } },
    { method: 'GET', url: '/wps/system/status', headers: { merchant: 'lumen' } },
  ],
  getCaptcha: [{ method: 'GET', url: '/wps/captcha', headers: { host: 'jade.localhost' } }],
  getWhitelabel: [
    { method: 'GET', url: '/wps/system/whitelabel', headers: { host: 'jade.localhost' } },
    { method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'ember', language: 'TY' } },
  ],
};

const contract = platformContract();
const server = useTestServer();

describe('the server keeps the contract', () => {
  it('has a sample request for every operation', () => {
    expect(contract.routes.map((r) => r.operationId).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(contract.routes)('$operationId answers as the contract says', async ({ method, url, operationId }) => {
    for (const sample of SAMPLES[operationId] ?? []) {
      const response = await server.app.inject(sample);
      expect(response.statusCode, response.body).toBe(200);
      expect(contract.checkResponse(method, url, 200, response.json())).toEqual([]);
    }
  });

  it.each(contract.routes)('$operationId fails in the failure envelope of the contract', async ({ method, url }) => {
    const response = await server.app.inject({ method: method as 'GET', url, headers: { merchant: 'nobody' } });
    expect(response.statusCode).toBe(404);
    expect(contract.checkResponse(method, url, 404, response.json())).toEqual([]);
  });

  it('refuses a request that breaks the contract with a 400 envelope naming the problem', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/status', headers: { language: 'KLINGON' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      value: { problems: [{ where: 'headers', path: '/language' }] },
    });
  });
});

describe('the contract binds the server', () => {
  it('refuses to start with a /wps/ route the contract does not declare', async () => {
    const app = Fastify();
    registerContractHooks(app, contract, { validateResponses: true });
    expect(() => app.get('/wps/not/in/contract', async () => ok(1))).toThrow(/not declared in openapi\/platform.yaml/);
    await app.close();
  });

  it('turns a response that breaks the contract into a logged 500', async () => {
    const app = Fastify();
    registerContractHooks(app, contract, { validateResponses: true });
    app.get('/wps/system/status', async () => ok({ merchantCode: 'aurora' }));
    const response = await app.inject('/wps/system/status');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INTERNAL_ERROR' });
    expect(response.json().message).toMatch(/maintenance/);
    await app.close();
  });
});
