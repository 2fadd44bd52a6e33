import { createHash } from 'node:crypto';
import { entityTagMatches } from '@gp/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';

/**
 * Cache-Control of an answer the same for every guest of a merchant in one language (the catalogue,
 * hot games, the winners board, a guest's announcements): any cache may keep it, and must ask again
 * each time, which costs a few hundred bytes when nothing changed (its ETag, a 304).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';
/** Cache-Control of every other platform answer: a player's own, never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
/** What a public read (and the boot data) differs by besides its address (and its compression, which a 304 must name too). */
export const PUBLIC_READ_VARY = 'Merchant, Language, Accept-Encoding';

/**
 * Marks a route's answer as a public read (see PUBLIC_READ_CACHE_CONTROL), for a guest's request
 * only: an answer to a request with a session stays `no-store` (no shared cache keeps an answer to
 * one, and no member's request is answered 304).
 */
export function markPublicRead(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers.authorization !== undefined) return;
  reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('vary', PUBLIC_READ_VARY);
}

/** A weak entity tag of an answer's body. */
export function entityTagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Caching of the platform's answers, in one place: a whole public read (200, marked by its route)
 * gets an ETag and is answered 304 with no body when the request names it; a marked one that failed,
 * and any other /wps/ answer a route did not mark, is `no-store`, so that no browser or worker keeps
 * a player's own answer or a refusal. The ETag is taken from the text (compression's own hook runs
 * after this one, on each route).
 */
export function registerAnswerCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (cacheControl === undefined) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (cacheControl === PUBLIC_READ_CACHE_CONTROL && reply.statusCode !== 200) {
      // A public read that failed after its route marked it (a refusal, the platform's error) is no one's to keep.
      reply.header('cache-control', PRIVATE_CACHE_CONTROL).removeHeader('vary');
      return payload;
    }
    const publicRead = cacheControl === PUBLIC_READ_CACHE_CONTROL && request.method === 'GET';
    if (!publicRead || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = entityTagOf(payload);
    reply.header('etag', etag);
    if (!entityTagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return null;
  });
}
