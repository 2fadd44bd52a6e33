import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { platformContract } from '../app';
import { ok } from '../http/envelope';
import { useTestServer } from '../testing/test-db';
import { registerContractHooks } from './contract-hooks';

const contract = await platformContract();

describe('HEAD requests', () => {
  // As production runs: no response validation, which would otherwise hide a handler's 500 behind its own.
  const server = useTestServer({ development: false });

  it.each(['/wps/game/hot?limit=abc', '/wps/winners/board?limitNum=9223372036854775808', '/wps/game/list?pageSize=100000'])(
    'are held to the contract of their GET: HEAD %s is refused with 400 as its GET is',
    async (url) => {
      const get = await server.app.inject({ method: 'GET', url, headers: { merchant: 'aurora' } });
      const head = await server.app.inject({ method: 'HEAD', url, headers: { merchant: 'aurora' } });
      expect(get.statusCode).toBe(400);
      expect(get.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', value: { problems: [{ where: 'query' }] } });
      expect(head.statusCode).toBe(400);
      expect(head.headers['content-type']).toMatch(/^application\/json/);
      expect(head.body).toBe('');
    },
  );

  it('answer a good request as its GET does, without the body', async () => {
    const get = await server.app.inject({ method: 'GET', url: '/wps/game/hot?limit=5', headers: { merchant: 'aurora' } });
    const head = await server.app.inject({ method: 'HEAD', url: '/wps/game/hot?limit=5', headers: { merchant: 'aurora' } });
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('cannot be routed where the contract declares no GET of the path', async () => {
    const app = Fastify();
    registerContractHooks(app, contract, { validateResponses: false });
    expect(() => app.head('/wps/session/login', async () => ok(true))).toThrow(/HEAD \/wps\/session\/login is not declared/);
    await app.close();
  });
});
