import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { forwardedHeadersOf } from './forwarded-headers';

/**
 * What the web tier passes to the platform unchanged, so that the app stays on one origin: its
 * API (/wps/), the lottery gateway (/lgw/), generated images and media, the demo game, chat and
 * payment pages and the lottery's H5 pages.
 */
export const PLATFORM_PREFIXES = ['/wps', '/lgw', '/cdn', '/media', '/demo', '/sandbox', '/m/lotto-h5'] as const;

/**
 * Forwards every request under PLATFORM_PREFIXES to the platform as it came (method, path, query,
 * body bytes, the visitor's headers), adding the forwarded host, address chain and protocol; the
 * platform's answer comes back as it is, status, headers and body. Requests are never retried
 * except the idempotent methods, and bodies stream both ways.
 */
export async function registerPlatformProxy(app: FastifyInstance, platformUrl: string): Promise<void> {
  for (const prefix of PLATFORM_PREFIXES) {
    await app.register(proxy, {
      upstream: platformUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeadersOf(request) }) },
    });
  }
}
