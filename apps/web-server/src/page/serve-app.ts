import fastifyStatic from '@fastify/static';
import { PERMISSIONS_POLICY } from '@gp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAssetManifest } from './asset-manifest';
import { entityTagMatches } from '@gp/api-client';
import { acceptsGzip } from './static-page';
import { indexPages, type IndexPageOptions } from './index-page';

/** The built service worker's file, at the build's root (served as /m/service-worker.js, scope /m/). */
export const SERVICE_WORKER_FILE = 'service-worker.js';

/**
 * Content-Security-Policy of the app: everything from this origin only, nothing from outside. No
 * form is ever sent by the browser itself (`form-action 'none'`): the app sends each through the
 * platform's API, and a server-rendered form submitted before the app took over would otherwise go
 * out as a GET with its fields, a password among them, in the address.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Serves the built app under /m/: hashed assets cached for a year, index.html revalidated on every
 * visit (its entity tag makes an unchanged page a 304), and
 * index.html for every other /m/ path (`.html` ones too, index.html itself included, so that every
 * page of the app carries its policy) so that client routes survive a reload. `/` and `/m` redirect.
 * index.html carries the host's boot data and preloads (see indexPages), which takes several round
 * trips off a first visit on a slow network.
 */
export async function registerAppRoutes(app: FastifyInstance, distDir: string, pages: IndexPageOptions): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No built app at ${distDir}: run "npm run build" first, or set APP_DIST`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const indexFor = indexPages(indexHtml, readAssetManifest(distDir), pages);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await indexFor(request);
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', APP_CSP)
      .header('permissions-policy', PERMISSIONS_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag())
      .type('text/html; charset=utf-8');
    // A repeat visit (the browser's or the service worker's revalidation) costs a few hundred bytes.
    if (entityTagMatches(request.headers['if-none-match'], page.etag())) return reply.code(304).send();
    // Compressed once per page (see indexPages), not for every request.
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(page.gzip());
    return reply.send(page.text());
  };

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/m/',
    index: false,
    wildcard: false,
    // HTML files are pages of the app: the /m/* route answers them with index.html and its policy.
    globIgnore: ['**/*.html', '**/*.html.*'],
    cacheControl: false,
    // The build writes a Brotli copy of every script (highest quality, too slow per request).
    preCompressed: true,
    // Hashed assets never change; the service worker is checked on every visit, so that a new build
    // reaches players at once; the rest (the favicon) may be a few minutes old.
    setHeaders(res, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : path.endsWith(SERVICE_WORKER_FILE) ? 'no-cache' : 'public, max-age=300');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  app.get('/', (_request, reply) => reply.redirect('/m/', 302));
  app.get('/m', (_request, reply) => reply.redirect('/m/', 302));
  app.get('/m/', (request, reply) => sendIndex(request, reply));
  app.get('/m/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(request, reply);
  });
}
