import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { platformContract } from '../app';
import { ok } from '../http/envelope';
import { useTestServer } from '../testing/test-db';
import { encryptedRequest } from '../testing/encryption';
import { sessionToken } from '../testing/sessions';
import { registerContractHooks } from './contract-hooks';
import { listOperations, loadContract, resolveComponent } from './openapi-contract';
import { CONTRACT_SAMPLES as SAMPLES } from './samples/all-samples';
import type { SampleKit } from './samples/sample-kit';

const contract = await platformContract();
const server = useTestServer();
const kit: SampleKit = {
  server,
  token: (username, merchant) => sessionToken(server, username, merchant),
  encrypted: (payload) => encryptedRequest(server, payload),
};

describe('the server keeps the contract', () => {
  it('has a sample request for every operation', () => {
    expect(contract.routes.map((r) => r.operationId).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(contract.routes)('$operationId answers as the contract says', async ({ method, url, operationId }) => {
    for (const sample of SAMPLES[operationId] ?? []) {
      const response = await server.app.inject(typeof sample === 'function' ? await sample(kit) : sample);
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

describe('encrypted bodies', () => {
  it('name their payload schema, so the server can check it and the app gets its type', async () => {
    const document = await loadContract();
    const encrypted = listOperations(document).filter((operation) =>
      (operation.definition.parameters ?? []).some((p) => resolveComponent(document, p)?.name === 'Encryption'),
    );
    expect(encrypted.map((o) => o.operationId)).toEqual(expect.arrayContaining(['login', 'registerByUsername', 'createWithdrawal']));
    for (const operation of encrypted) {
      const body = resolveComponent(document, operation.definition.requestBody?.content?.['application/json']?.schema as { $ref: string });
      const payloadRef = (body as { properties?: { data?: { contentSchema?: { $ref?: string } } } } | undefined)?.properties?.data?.contentSchema?.$ref;
      expect(payloadRef, operation.operationId).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[payloadRef?.split('/').pop() ?? ''], operation.operationId).toBeDefined();
    }
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
