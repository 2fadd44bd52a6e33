import type { FastifyRequest } from 'fastify';
import { opensWithHomeBanners, routeIdOfDocumentPath, sameOriginPath, type RouteId } from '@gp/domain';
import { firstHomeBanner, type BootContent } from '../content/boot-content';
import { embedJson } from '../http/page-kit';
import type { Merchant, MerchantRepository } from '../merchants/merchant-repository';
import { resolveMerchant } from '../merchants/resolve-merchant';
import { systemStatusOf, whitelabelOf } from '../routes/system-routes';
import type { AssetManifest } from './asset-manifest';
import { bootHeadParts } from './boot-head';
import { GzipFrame } from './gzip-frame';
import { TtlCache } from './ttl-cache';

/** How index.html learns the merchant of a visit, to carry its boot data. */
export interface BootSource {
  readonly merchants: MerchantRepository;
  readonly defaultMerchant: string;
  readonly development: boolean;
  /** The merchant's settings, catalogue outline and home's banners, for the boot data and the image preload. */
  readonly content?: BootContent;
  /** The clock of the page cache (Date.now unless a test drives it). */
  readonly now?: () => number;
}

/**
 * How long a brand's index.html (all of it but the status) is reused for every visitor of the same
 * language and screen: a change of content, settings or brand, and a banner that starts or ends,
 * shows within this time.
 */
export const INDEX_PAGE_TTL_MS = 10_000;

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

/**
 * index.html for each visit: the host merchant's status, whitelabel, settings and catalogue
 * outline (and, for home and the game centre, their banners and notices), with preloads of its
 * brand, catalogue and screen chunks and the first banner's picture. Everything but the status
 * is the same for every visitor of a merchant, language and route, so it is built once per
 * INDEX_PAGE_TTL_MS, compressed too; the status is written for every request, because it names
 * the client's address and whether its region is refused, and says at once when the merchant goes
 * into maintenance. Without a boot source (or a head to put it in) every visit gets index.html as built.
 */
export function indexPages(indexHtml: string, assets: AssetManifest, boot?: BootSource): (request: FastifyRequest) => IndexPage {
  const plain = new FramedPage(indexHtml, '').with('');
  const headEnd = indexHtml.indexOf('</head>');
  if (!boot || headEnd < 0) return () => plain;
  const cache = new TtlCache<FramedPage>(INDEX_PAGE_TTL_MS, boot.now ?? Date.now);
  const sharedPage = (merchant: Merchant, routeId: RouteId): FramedPage => {
    const language = merchant.defaultLanguage;
    const home = opensWithHomeBanners(routeId) ? boot.content?.homeContent(merchant.code, language) : undefined;
    const head = bootHeadParts(
      {
        whitelabel: whitelabelOf(merchant, boot.merchants),
        settings: boot.content?.settings(merchant.code),
        home,
        catalogue: boot.content?.catalogue(merchant.code, language),
      },
      {
        modules: [...assets.brandChunks(merchant.themePack), ...assets.catalogueChunks(language), ...assets.pageChunks(routeId)],
        image: home ? sameOriginPath(firstHomeBanner(home)) : null,
      },
    );
    return new FramedPage(`${indexHtml.slice(0, headEnd)}  ${head.before}`, `${head.after}\n  ${indexHtml.slice(headEnd)}`);
  };
  return (request) => {
    const merchant = resolveMerchant({ header: undefined, query: undefined, hostname: request.hostname }, boot.merchants, boot.defaultMerchant, boot.development);
    if (!merchant) return plain;
    const routeId = routeOfRequest(request.url);
    const page = cache.get(`${merchant.code} ${merchant.defaultLanguage} ${routeId}`, () => sharedPage(merchant, routeId));
    return page.with(embedJson(systemStatusOf(merchant, request.ip)));
  };
}
