import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCdnAsset, type CdnLookups } from './cdn-assets';

/** How long browsers may keep a CDN file: one day. */
export const CDN_CACHE_CONTROL = 'public, max-age=86400';

const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

/** The platform's own origin as the request reached it (a malformed host header gives localhost). */
function originOf(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/**
 * GET /cdn/*: the platform's own image CDN (generated SVG, whatever the extension), the channel
 * placeholder pages and the app downloads. Anything else is a plain 404.
 */
export function registerCdnRoutes(app: FastifyInstance, lookups: CdnLookups): void {
  app.get('/cdn/*', async (request, reply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const asset = resolveCdnAsset(path, lookups, originOf(request));
    if (!asset) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', CDN_CACHE_CONTROL).type(asset.contentType);
    if (asset.disposition) reply.header('content-disposition', asset.disposition);
    if (asset.csp) reply.header('content-security-policy', asset.csp);
    return reply.send(asset.body);
  });
}
