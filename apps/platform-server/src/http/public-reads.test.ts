import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { authHeaders } from '../testing/sessions';
import { markPublicRead, PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL, registerAnswerCaching } from './public-reads';

const server = useTestServer();
const guest = { merchant: 'aurora' };

/** The public reads of home and the game centre, as a guest's app asks them. */
const PUBLIC_READS = [
  '/wps/game/list?gameType=RNG&pageSize=9',
  '/wps/game/hot?limit=12',
  '/wps/game/vassgameType?typeId=1',
  '/wps/winners/board?gameCategory=ALL&limitNum=20',
  '/wps/announcements?types=B,PL',
];

describe('caching of the platform answers', () => {
  it('marks each public read public with an ETag, and answers 304 with no body to a request that names it', async () => {
    for (const url of PUBLIC_READS) {
      const first = await server.app.inject({ url, headers: { ...guest, 'accept-encoding': 'gzip' } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(first.headers['vary'], url).toContain('Language');
      const etag = String(first.headers['etag']);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);

      const again = await server.app.inject({ url, headers: { ...guest, 'accept-encoding': 'gzip', 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers['etag'], url).toBe(etag);

      const changed = await server.app.inject({ url, headers: { ...guest, 'if-none-match': 'W/"something-else"' } });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.json<{ success: boolean }>().success, url).toBe(true);
    }
  });

  it("keeps nothing of a player's own: favourites, a member's announcements, the balance, a refusal", async () => {
    const member = authHeaders(server, 'demo');
    const own = [
      { url: '/wps/game/list?gameClassify=fav&pageSize=9', headers: member },
      // The catalogue is everyone's, but a request with a session is never answered 304 nor kept.
      { url: '/wps/game/list?gameType=RNG&pageSize=9', headers: member },
      { url: '/wps/announcements?types=B,PL', headers: member },
      { url: '/wps/member/info', headers: member },
      { url: '/wps/game/list?gameClassify=fav', headers: guest },
    ];
    for (const { url, headers } of own) {
      const response = await server.app.inject({ url, headers });
      expect(response.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers['etag'], url).toBeUndefined();
      const named = await server.app.inject({ url, headers: { ...headers, 'if-none-match': '*' } });
      expect(named.statusCode, url).not.toBe(304);
    }
  });

  it('makes a public read that failed after its route marked it no-store, with no tag', async () => {
    const app = Fastify();
    registerAnswerCaching(app);
    app.get('/wps/game/hot', async (request, reply) => {
      markPublicRead(request, reply);
      return reply.code(503).send({ success: false, errorCode: 'MAINTENANCE' });
    });
    const response = await app.inject({ url: '/wps/game/hot', headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    await app.close();
  });
});
