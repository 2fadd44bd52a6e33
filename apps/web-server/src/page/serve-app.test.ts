import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '@gp/domain';
import { APP_CSP, registerAppRoutes } from './serve-app';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  app = Fastify();
  // A platform that gives no boot data: every visit gets index.html as built.
  await registerAppRoutes(app, dist, { boot: { shared: async () => null }, ttlMs: 1_000 });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('serves index.html at /m/ uncached, with the content security policy and the browser features it turns off', async () => {
    const response = await app.inject('/m/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(response.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-security-policy': APP_CSP,
      'permissions-policy': PERMISSIONS_POLICY,
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers index.html gzipped to a client that takes gzip', async () => {
    const response = await app.inject({ url: '/m/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers 304 with no body to a visit that still has the page, and the page to one with another tag', async () => {
    const first = await app.inject('/m/');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({ url: '/m/', headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-security-policy']).toBe(APP_CSP);
    const changed = await app.inject({ url: '/m/', headers: { 'if-none-match': 'W/"another-build"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('id="root"');
  });

  it('answers /m/index.html and other .html paths as the app page, with its policy', async () => {
    for (const url of ['/m/index.html', '/m/register.html']) {
      const response = await app.inject(url);
      expect(response.body, url).toContain('id="root"');
      expect(response.headers['content-security-policy'], url).toBe(APP_CSP);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a client route with index.html so a reload keeps the screen', async () => {
    const response = await app.inject('/m/member/agent/getSalaryContract?x=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
  });

  it('caches hashed assets for a year, the service worker never without asking, and other files briefly', async () => {
    expect((await app.inject('/m/assets/index-abc123.js')).headers['cache-control']).toContain('immutable');
    expect((await app.inject('/m/service-worker.js')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/m/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a missing file with 404 instead of the page', async () => {
    expect((await app.inject('/m/assets/missing-chunk.js')).statusCode).toBe(404);
  });

  it('redirects / and /m to /m/', async () => {
    for (const url of ['/', '/m']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/m/');
    }
  });

  it('keeps the content security policy to this origin only', () => {
    expect(APP_CSP).not.toMatch(/https?:|\*/);
  });

  it('lets no form of the app be sent by the browser itself (a tap before hydration must not put a password in an address)', () => {
    expect(APP_CSP).toContain("form-action 'none'");
  });

  it('refuses to start without a built app, saying what to do', async () => {
    const empty = Fastify();
    await expect(registerAppRoutes(empty, join(dist, 'nothing'), { boot: { shared: async () => null }, ttlMs: 1 })).rejects.toThrow(/npm run build/);
    await empty.close();
  });
});
