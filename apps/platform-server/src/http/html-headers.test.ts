import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/open-database';
import { createSeededTestDb } from '../testing/test-db';
import { PERMISSIONS_POLICY } from '@gp/domain';
import { frameOptionsOf, registerHtmlHeaders } from './html-headers';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createSeededTestDb();
  app = await buildApp({ db, defaultMerchant: 'aurora', development: true });
});
afterAll(async () => {
  await app.close();
  db.close();
});

/** Every kind of HTML page the server writes (the app's are the web tier's): the play and chat pages, the sandbox provider's, the CDN's, and their error pages. */
const HTML_PAGES = [
  '/m/lotto-h5/aurora/trad/games/x?merchant=aurora',
  '/demo/slot/unknown-ticket-000000000000',
  '/demo/chat/unknown',
  '/sandbox/pay/1?token=x',
  '/cdn/social/facebook.html',
];

describe('every HTML answer', () => {
  it('turns off camera, microphone, location and payments, and says who may frame it twice (CSP and X-Frame-Options)', async () => {
    for (const url of HTML_PAGES) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        const label = `${method} ${url}`;
        expect(response.headers['content-type'], label).toMatch(/^text\/html/);
        expect(response.headers['permissions-policy'], label).toBe(PERMISSIONS_POLICY);
        const csp = String(response.headers['content-security-policy'] ?? '');
        expect(csp, label).toMatch(/frame-ancestors '(self|none)'/);
        expect(response.headers['x-frame-options'], label).toBe(csp.includes("frame-ancestors 'none'") ? 'DENY' : 'SAMEORIGIN');
      }
    }
  });

  it('leaves other answers alone', async () => {
    const status = await app.inject({ url: '/wps/system/status', headers: { merchant: 'aurora' } });
    expect(status.headers['permissions-policy']).toBeUndefined();
    expect(status.headers['x-frame-options']).toBeUndefined();
    expect((await app.inject('/m/favicon.svg')).headers['permissions-policy']).toBeUndefined();
  });
});

describe('the permissions policy', () => {
  it('turns each powerful feature off for the page and its frames', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });

  it("keeps the X-Frame-Options a page chose, and follows its frame-ancestors when it chose none", async () => {
    const server = Fastify();
    registerHtmlHeaders(server);
    server.get('/chosen', (_request, reply) => reply.header('x-frame-options', 'DENY').type('text/html').send('<p>'));
    server.get('/none', (_request, reply) => reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'").type('text/html').send('<p>'));
    expect((await server.inject('/chosen')).headers['x-frame-options']).toBe('DENY');
    expect((await server.inject('/none')).headers['x-frame-options']).toBe('DENY');
    await server.close();
    expect(frameOptionsOf("default-src 'self'; frame-ancestors 'self'")).toBe('SAMEORIGIN');
    expect(frameOptionsOf(undefined)).toBe('SAMEORIGIN');
  });
});
