import { embedJson, opensWithHomeBanners, routeIdOfDocumentPath, sameOriginPath, type RouteId } from '@gp/domain';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { forwardedHeadersOf, hostKeyOf } from '../platform/forwarded-headers';
import type { BootSource, SharedBootData } from '../platform/boot-source';
import type { AssetManifest } from './asset-manifest';
import { bootHeadParts } from './boot-head';
import { GzipFrame } from './gzip-frame';

/** index.html of one visit, to send as text or as gzip. */
export interface IndexPage {
  text(): string;
  gzip(): Buffer;
}

/** A page's text on either side of the per-visit part, and the same compressed once. */
class FramedPage {
  private readonly frame: GzipFrame;

  constructor(
    private readonly before: string,
    private readonly after: string,
  ) {
    this.frame = new GzipFrame(before, after);
  }

  /** The page with `gap` written between the two sides. */
  with(gap: string): IndexPage {
    return { text: () => `${this.before}${gap}${this.after}`, gzip: () => this.frame.with(gap) };
  }
}

/** The route a /m/ request opens on, by the app's own route table. */
const routeOfRequest = (url: string): RouteId => routeIdOfDocumentPath(url.split('?')[0] ?? '');

/** The picture of the first m_home banner (lowest sequence), the largest paint of home and the game centre. */
const firstHomeBanner = (shared: SharedBootData): string | null => shared.home?.banners.find((banner) => banner.groupName === 'm_home')?.url || null;

/** How index pages are made and kept. */
export interface IndexPageOptions {
  readonly boot: BootSource;
  /** How long a brand's page for a screen is reused (the boot data's own lifetime). */
  readonly ttlMs: number;
  /** The most pages (host and screen) kept at once. */
  readonly maxPages?: number;
  /** The clock of the pages' lifetimes (performance.now unless a test drives it). */
  readonly now?: () => number;
}

/**
 * index.html for each visit: the host merchant's whitelabel, settings and catalogue outline (and,
 * for home and the game centre, their banners and notices), with preloads of its brand, catalogue
 * and screen chunks and the first banner's picture, around the visitor's own status. Everything
 * but the status is the same for every visitor of a host and screen, so it is built and
 * compressed once per `ttlMs`; the status is asked for every request, because it names the
 * client's address and whether its region is refused, and says at once when the merchant goes into
 * maintenance. A platform that cannot give the boot data gets index.html as built (the app then
 * makes its first calls itself); one that cannot give the status leaves it out the same way.
 */
export function indexPages(indexHtml: string, assets: AssetManifest, options: IndexPageOptions): (request: FastifyRequest) => Promise<IndexPage> {
  const plain = new FramedPage(indexHtml, '').with('');
  const headEnd = indexHtml.indexOf('</head>');
  const framedPage = (shared: SharedBootData, routeId: RouteId): FramedPage => {
    const { home, ...rest } = shared;
    const withHome: SharedBootData = opensWithHomeBanners(routeId) && home ? { ...rest, home } : rest;
    const language = shared.whitelabel.defaultLanguage;
    const head = bootHeadParts(withHome, {
      modules: [...assets.brandChunks(shared.whitelabel.theme.pack), ...assets.catalogueChunks(language), ...assets.pageChunks(routeId)],
      image: withHome.home ? sameOriginPath(firstHomeBanner(withHome)) : null,
    });
    return new FramedPage(`${indexHtml.slice(0, headEnd)}  ${head.before}`, `${head.after}\n  ${indexHtml.slice(headEnd)}`);
  };
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const pages = new LRUCache<string, FramedPage>({ max: options.maxPages ?? 1000, ttl: Math.max(1, options.ttlMs), ...clock });
  return async (request) => {
    if (headEnd < 0) return plain;
    const forwarded = forwardedHeadersOf(request);
    const hostKey = hostKeyOf(request);
    const [shared, status] = await Promise.all([options.boot.shared(hostKey, forwarded), options.boot.status(forwarded)]);
    if (!shared) return plain;
    const routeId = routeOfRequest(request.url);
    const key = `${hostKey} ${shared.whitelabel.merchantCode} ${shared.whitelabel.defaultLanguage} ${routeId}`;
    let page = pages.get(key);
    if (!page) pages.set(key, (page = framedPage(shared, routeId)));
    return page.with(embedJson(status));
  };
}
