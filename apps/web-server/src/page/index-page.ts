import type { SystemStatusInfo } from '@gp/api-client';
import { deviceKindOf, embedJson, firstHomeBannerUrl, isServerRendered, opensWithHomeBanners, routeIdOfDocumentPath, sameOriginPath, systemStatusOf, type RouteId } from '@gp/domain';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { forwardedHeadersOf, hostKeyOf } from '../platform/forwarded-headers';
import type { BootSource, SharedBootData } from '../platform/boot-source';
import type { AssetManifest } from './asset-manifest';
import { bootHeadParts } from './boot-head';
import { FramedPage, type IndexPage } from './framed-page';
import { withRenderedRoot } from './rendered-root';
import type { ServerRenderer } from './server-renderer';

export type { IndexPage } from './framed-page';

/** How index pages are made and kept. */
export interface IndexPageOptions {
  readonly boot: BootSource;
  /** How long a brand's page for a screen is reused (the boot data's own lifetime). */
  readonly ttlMs: number;
  /** The most pages (host, screen and status) kept at once. */
  readonly maxPages?: number;
  /** The clock of the pages' lifetimes (performance.now unless a test drives it). */
  readonly now?: () => number;
  /** Renders the first screens (domain `isServerRendered`) on the server; without it the browser renders every page. */
  readonly render?: ServerRenderer | null;
}

/** What one page of the cache is built from. */
interface PageSource {
  readonly shared: SharedBootData;
  readonly status: SystemStatusInfo | null;
  readonly routeId: RouteId;
  readonly url: string;
  readonly userAgent: string;
  /** The page's cache key: the seed of the render's random draws, so that every instance renders the page alike. */
  readonly key: string;
}

/** A whole number from 0 to 2^31 - 1 that a key always gives. */
const seedOf = (key: string): number => createHash('sha256').update(key).digest().readUInt32BE(0) >>> 1;

/** The most characters of a query string a server-rendered page is kept for (longer ones get the browser-rendered page). */
const MAX_RENDERED_QUERY = 200;

/**
 * index.html for each visit: the host merchant's whitelabel, settings and catalogue outline (and,
 * for home and the game centre, their banners and notices), with preloads of its brand, catalogue
 * and screen chunks and the first banner's picture, around the visitor's own status; for the
 * screens a visit opens on from outside, the screen itself rendered on the server (for the
 * visitor's kind of status, normal, maintenance or region refused, and kind of device). Everything
 * but the status is the same for every visitor of a host, screen, status and device kind, so it is
 * built, rendered and compressed once per `ttlMs`; the status is asked for every request, because it names the client's address and
 * says at once when the merchant goes into maintenance. A platform that cannot give the boot data
 * gets index.html as built (the app then makes its first calls itself); one that cannot give the
 * status leaves it out the same way, and the screen to the browser.
 */
export function indexPages(indexHtml: string, assets: AssetManifest, options: IndexPageOptions): (request: FastifyRequest) => Promise<IndexPage> {
  const plain = new FramedPage(indexHtml, '').with('');
  const headEnd = indexHtml.indexOf('</head>');
  const buildPage = async ({ shared, status, routeId, url, userAgent, key }: PageSource): Promise<FramedPage> => {
    const { home, ...rest } = shared;
    const withHome: SharedBootData = opensWithHomeBanners(routeId) && home ? { ...rest, home } : rest;
    const head = bootHeadParts(withHome, {
      modules: [...assets.brandChunks(shared.whitelabel.theme.pack), ...assets.catalogueChunks(shared.whitelabel.defaultLanguage), ...assets.pageChunks(routeId)],
      image: withHome.home ? sameOriginPath(firstHomeBannerUrl(withHome.home.banners)) : null,
    });
    const rendered =
      status && options.render
        ? await options.render({ url, userAgent, boot: { ...withHome, status: { ...status, location: { ip: '' } } }, seed: seedOf(key), now: Date.now() }).catch(() => null)
        : null;
    const body = withRenderedRoot(indexHtml.slice(headEnd), rendered?.html ?? null);
    return new FramedPage(`${indexHtml.slice(0, headEnd)}  ${head.before}`, `${head.after}${body === null || !rendered ? '' : rendered.head}\n  ${body ?? indexHtml.slice(headEnd)}`);
  };
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const pages = new LRUCache<string, FramedPage, PageSource>({
    max: options.maxPages ?? 1000,
    ttl: Math.max(1, options.ttlMs),
    ...clock,
    fetchMethod: (_key, _stale, { context }) => buildPage(context),
  });
  return async (request) => {
    if (headEnd < 0) return plain;
    const forwarded = forwardedHeadersOf(request);
    const hostKey = hostKeyOf(request);
    const [shared, status] = await Promise.all([options.boot.shared(hostKey, forwarded), options.boot.status(forwarded)]);
    if (!shared) return plain;
    const [path = '', query = ''] = request.url.split('?');
    const routeId = routeIdOfDocumentPath(path);
    const rendered = options.render && status && isServerRendered(routeId) && query.length <= MAX_RENDERED_QUERY;
    const userAgent = request.headers['user-agent'] ?? '';
    const screen = rendered ? `${systemStatusOf(status)} ${deviceKindOf(userAgent)} ${request.url}` : routeId;
    const key = `${hostKey} ${shared.whitelabel.merchantCode} ${shared.whitelabel.defaultLanguage} ${screen}`;
    const page = await pages.fetch(key, { context: { shared, status: rendered ? status : null, routeId, url: request.url, userAgent, key } });
    return page ? page.with(embedJson(status)) : plain;
  };
}
