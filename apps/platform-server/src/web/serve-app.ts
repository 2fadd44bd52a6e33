import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { opensWithHomeBanners, routeIdOfDocumentPath, sameOriginPath, type RouteId } from '@gp/domain';
import type { MerchantRepository } from '../merchants/merchant-repository';
import { resolveMerchant } from '../merchants/resolve-merchant';
import { firstHomeBanner, type BootContent } from '../content/boot-content';
import { systemStatusOf, whitelabelOf } from '../routes/system-routes';
import { readAssetManifest } from './asset-manifest';
import { bootHeadOf } from './boot-head';

/** Content-Security-Policy of the app: everything from this origin only, nothing from outside. */
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
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** How index.html learns the merchant of a visit, to carry its boot data. */
export interface BootSource {
  readonly merchants: MerchantRepository;
  readonly defaultMerchant: string;
  readonly development: boolean;
  /** The merchant's settings, catalogue outline and home's banners, for the boot data and the image preload. */
  readonly content?: BootContent;
}

/** The route a /m/ request opens on, by the app's own route table. */
const routeOfRequest = (url: string): RouteId => routeIdOfDocumentPath(url.split('?')[0] ?? '');

/**
 * Serves the built app under /m/: hashed assets cached for a year, index.html never cached, and
 * index.html for every other /m/ path so that client routes survive a reload. `/` and `/m` redirect.
 * With a boot source, index.html carries the host's status, whitelabel, settings and catalogue
 * outline (and, for home and the game centre, their banners and notices) and preloads its brand, catalogue and screen
 * chunks (and the first banner's picture), which takes several round trips off a first visit on a
 * slow network.
 */
export async function registerAppRoutes(app: FastifyInstance, distDir: string, boot?: BootSource): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built app at ${distDir}: run "npm run build" to serve /m/`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const assets = readAssetManifest(distDir);
  const indexFor = (request: FastifyRequest): string => {
    if (!boot) return indexHtml;
    const merchant = resolveMerchant({ header: undefined, query: undefined, hostname: request.hostname }, boot.merchants, boot.defaultMerchant, boot.development);
    if (!merchant) return indexHtml;
    const routeId = routeOfRequest(request.url);
    const home = opensWithHomeBanners(routeId) ? boot.content?.homeContent(merchant.code, merchant.defaultLanguage) : undefined;
    const head = bootHeadOf(
      {
        status: systemStatusOf(merchant, request.ip),
        whitelabel: whitelabelOf(merchant, boot.merchants),
        settings: boot.content?.settings(merchant.code),
        home,
        catalogue: boot.content?.catalogue(merchant.code, merchant.defaultLanguage),
      },
      {
        modules: [...assets.brandChunks(merchant.themePack), ...assets.catalogueChunks(merchant.defaultLanguage), ...assets.pageChunks(routeId)],
        image: home ? sameOriginPath(firstHomeBanner(home)) : null,
      },
    );
    return indexHtml.replace('</head>', `  ${head}\n  </head>`);
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', APP_CSP)
      .type('text/html; charset=utf-8')
      .send(indexFor(request));

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/m/',
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes a Brotli copy of every script (highest quality, too slow per request).
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
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
