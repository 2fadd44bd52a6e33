import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebServer } from './app';
import { PLATFORM_PREFIXES } from './platform/platform-proxy';
import { APP_SCRIPT, bootDataOf, writeBuiltApp } from './testing/built-app';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';

let platform: FakePlatform;
let built: ReturnType<typeof writeBuiltApp>;
let web: FastifyInstance;
let origin: string;

beforeAll(async () => {
  platform = await startFakePlatform();
  built = writeBuiltApp();
  web = await buildWebServer({ platformUrl: platform.url, appDistDir: built.dir, bootTtlMs: 10_000, platformTimeoutMs: 2_000 });
  await web.listen({ port: 0, host: '127.0.0.1' });
  const address = web.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await web.close();
  await platform.close();
  built.remove();
});

/** What a visitor's request got back. */
interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
  text(): string;
  json(): unknown;
}

/** A visitor's request to the web tier for a brand's host (fetch cannot name the Host header). */
function request(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method: init.method ?? 'GET', headers: { host: 'jade.localhost:4391', ...init.headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, String(value));
        resolve({ status: incoming.statusCode ?? 0, headers, body, text: () => body.toString('utf8'), json: () => JSON.parse(body.toString('utf8')) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

describe('the web tier in front of a platform', () => {
  it("writes the host brand's boot data into the app's page, and asks the platform nothing about the visitor", async () => {
    const html = (await request('/m/gameCenter')).text();
    const boot = bootDataOf(html);
    expect(boot.whitelabel.merchantCode).toBe('jade');
    expect(boot.merchantStatus).toEqual({ maintenance: false, maintenanceMessage: null });
    expect(html).not.toContain('127.0.0.1');
    const asked = platform.received.find((each) => each.url === '/wps/system/boot');
    expect(asked?.headers).toMatchObject({ 'x-forwarded-host': 'jade.localhost:4391', 'x-forwarded-for': '127.0.0.1' });
    expect(platform.received.map((each) => each.url)).not.toContain('/wps/system/status');
  });

  it('forwards a call as it came, adding who the visitor is, and gives back the answer as the platform sent it', async () => {
    platform.received.length = 0;
    const response = await request('/wps/member/withdraw?x=1&x=2', {
      method: 'POST',
      body: 'eyJhbGciOi.encrypted.body',
      headers: { 'content-type': 'text/plain', authorization: 'token-1', merchant: 'jade', 'idempotency-key': 'k-1', 'x-forwarded-for': '203.0.113.5' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-platform')).toBe('yes');
    expect(response.headers.get('set-cookie')).toBe('a=1; HttpOnly');
    expect(response.json()).toEqual({ echo: { method: 'POST', url: '/wps/member/withdraw?x=1&x=2', body: 'eyJhbGciOi.encrypted.body' } });
    const received = platform.received.at(-1);
    expect(received?.body).toBe('eyJhbGciOi.encrypted.body');
    expect(received?.headers).toMatchObject({
      authorization: 'token-1',
      merchant: 'jade',
      'idempotency-key': 'k-1',
      'x-forwarded-host': 'jade.localhost:4391',
      'x-forwarded-for': '203.0.113.5, 127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('forwards every path the app and its pages ask of the platform, and nothing of the app', async () => {
    for (const prefix of PLATFORM_PREFIXES) {
      const path = `${prefix}/some/page?a=b`;
      const response = await request(path);
      expect(response.headers.get('x-platform'), path).toBe('yes');
    }
    expect((await request('/m/lotto')).headers.get('x-platform')).toBeNull();
    expect((await request('/m/assets/app-1.js')).headers.get('x-platform')).toBeNull();
  });

  it("serves the build's scripts itself, as Brotli to a browser that takes it", async () => {
    const response = await request('/m/assets/app-1.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(APP_SCRIPT);
    expect((await request('/m/assets/app-1.js', { headers: { 'accept-encoding': 'identity' } })).text()).toBe(APP_SCRIPT);
  });

  it('answers a health check for a load balancer', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
