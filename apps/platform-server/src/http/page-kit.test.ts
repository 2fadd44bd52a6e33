import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { newNonce, sendPage } from './page-kit';

describe('page kit', () => {
  it('makes a different base64 nonce for every page', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => newNonce()));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it('sends a page with its CSP, no caching and the frame options asked', async () => {
    const app = Fastify();
    app.get('/deny', async (_request, reply) => sendPage(reply, 404, '<p>gone</p>', "default-src 'none'"));
    app.get('/framed', async (_request, reply) => sendPage(reply, 200, '<p>hi</p>', "frame-ancestors 'self'", 'SAMEORIGIN'));
    const denied = await app.inject({ url: '/deny' });
    expect(denied.statusCode).toBe(404);
    expect(denied.headers).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-type': 'text/html; charset=utf-8',
    });
    expect(denied.body).toBe('<p>gone</p>');
    const framed = await app.inject({ url: '/framed' });
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
