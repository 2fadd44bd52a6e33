import { deviceKindOf, firstHomeBannerUrl, isServerRendered, opensWithHomeBanners, routeIdOfDocumentPath, sameOriginPath, systemStatusOf, type RouteId } from '@gp/domain';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { forwardedHeadersOf, hostKeyOf } from '../platform/forwarded-headers';
import type { BootData } from '@gp/api-client';
import type { BootSource } from '../platform/boot-source';
import type { AssetManifest } from './asset-manifest';
import { bootHead } from './boot-head';
import { withRenderedRoot } from './rendered-root';
import type { ServerRenderer } from './server-renderer';
import { StaticPage, type IndexPage } from './static-page';

export type { IndexPage } from './static-page';

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
  readonly shared: BootData;
  readonly routeId: RouteId;
  readonly url: string;
  readonly userAgent: string;
  /** Whether the screen is rendered on the server (domain `isServerRendered`, a query of a bounded length). */
  readonly rendered: boolean;
  /** The page's cache key: the seed of the render's random draws, so that every instance renders the page alike. */
  readonly key: string;
}

/** A whole number from 0 to 2^31 - 1 that a key always gives. */
const seedOf = (key: string): number => createHash('sha256').update(key).digest().readUInt32BE(0) >>> 1;

/** The most characters of a query string a server-rendered page is kept for (longer ones get the browser-rendered page). */
const MAX_RENDERED_QUERY = 200;

/**
 * index.html for each visit: the host merchant's status (maintenance), whitelabel, settings and
 * catalogue outline (and, for home and the game centre, their banners and notices), with preloads
 * of its brand, catalogue and screen chunks and the first banner's picture; for the screens a visit
 * opens on from outside, the screen itself rendered on the server (for the merchant's status and
 * the visitor's kind of device). Nothing in it is the visitor's own (the app asks the visitor's
 * status, session and balance itself), so a page is built, rendered and compressed once per host,
 * language, status, kind of device and address for `ttlMs`, and the same for everyone who asks it
 * then. A platform that cannot give the boot data gets index.html as built (the app then makes its
 * first calls itself).
 */
export function indexPages(indexHtml: string, assets: AssetManifest, options: IndexPageOptions): (request: FastifyRequest) => Promise<IndexPage> {
  const plain = new StaticPage(indexHtml);
  const headEnd = indexHtml.indexOf('</head>');
  const buildPage = async ({ shared, routeId, url, userAgent, rendered, key }: PageSource): Promise<StaticPage> => {
    const { home, ...rest } = shared;
    const boot: BootData = opensWithHomeBanners(routeId) && home ? { ...rest, home } : rest;
    const head = bootHead(boot, {
      modules: [...assets.brandChunks(shared.whitelabel.theme.pack), ...assets.catalogueChunks(shared.whitelabel.defaultLanguage), ...assets.pageChunks(routeId)],
      image: boot.home ? sameOriginPath(firstHomeBannerUrl(boot.home.banners)) : null,
    });
    const render = rendered && options.render ? await options.render({ url, userAgent, boot, seed: seedOf(key), now: Date.now() }).catch(() => null) : null;
    const body = withRenderedRoot(indexHtml.slice(headEnd), render?.html ?? null);
    return new StaticPage(`${indexHtml.slice(0, headEnd)}  ${head}${body === null || !render ? '' : render.head}\n  ${body ?? indexHtml.slice(headEnd)}`);
  };
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const pages = new LRUCache<string, StaticPage, PageSource>({
    max: options.maxPages ?? 1000,
    ttl: Math.max(1, options.ttlMs),
    ...clock,
    fetchMethod: (_key, _stale, { context }) => buildPage(context),
  });
  return async (request) => {
    if (headEnd < 0) return plain;
    const hostKey = hostKeyOf(request);
    const shared = await options.boot.shared(hostKey, forwardedHeadersOf(request));
    if (!shared) return plain;
    const [path = '', query = ''] = request.url.split('?');
    const routeId = routeIdOfDocumentPath(path);
    const rendered = Boolean(options.render) && isServerRendered(routeId) && query.length <= MAX_RENDERED_QUERY;
    const userAgent = request.headers['user-agent'] ?? '';
    const status = systemStatusOf({ ...shared.merchantStatus, regionRestriction: false });
    const screen = rendered ? `${deviceKindOf(userAgent)} ${request.url}` : routeId;
    const key = `${hostKey} ${shared.whitelabel.merchantCode} ${shared.whitelabel.defaultLanguage} ${status} ${screen}`;
    return (await pages.fetch(key, { context: { shared, routeId, url: request.url, userAgent, rendered, key } })) ?? plain;
  };
}
