import { keyedRandom } from '@gp/domain';

/**
 * What the service worker may keep, as plain rules over requests and answers (so they are tested
 * without a worker). Kept: the app's code and pictures, its pages (the same for every visitor),
 * images, and a platform answer only when the platform marks it public and no session asked for
 * it. Never kept: anything a player's session asked for or the platform did not mark public
 * (balance, session, member info), nor anything but a whole 200 answer.
 */

/** The app's own paths: its pages and its hashed assets live under /m/. */
export const APP_SCOPE = '/m/';

/** Paths under /m/ that are the platform's pages, not the app's (the lottery's H5 frame). */
const PLATFORM_PAGES = /^\/m\/lotto-h5\//;

/** The prefix of the caches of the app's pages, by address: one per build (`pagesCacheOf`). */
export const PAGES_CACHE_PREFIX = 'pages-';

/**
 * The pages cache of one build, named by its precache list: a page names the chunks of the build
 * that served it, so a new build starts an empty one and the old one goes with the old chunks.
 */
export function pagesCacheOf(precache: readonly (string | { readonly url: string; readonly revision?: string | null })[]): string {
  // The domain's keyed draw (FNV-1a of the text) is a fine name-hash: the same list, the same name.
  return `${PAGES_CACHE_PREFIX}${Math.floor(keyedRandom(0)(JSON.stringify(precache)) * 2 ** 32).toString(36)}`;
}
/** The cache of assets not precached (other languages' catalogues, a brand's icons), by address. */
export const ASSETS_CACHE = 'assets';
/** The cache of images (banners, game tiles, logos). */
export const IMAGES_CACHE = 'images';
/** The cache of public platform answers. */
export const PUBLIC_API_CACHE = 'public-api';

/** Whether a navigation opens a page of the app (not the platform's pages served under /m/). */
export function isAppPage(url: URL): boolean {
  return url.pathname.startsWith(APP_SCOPE) && !PLATFORM_PAGES.test(url.pathname);
}

/** Whether a request is for the app's hashed files (code, brand packs, catalogues, icons). */
export function isAppAsset(url: URL): boolean {
  return url.pathname.startsWith(`${APP_SCOPE}assets/`);
}

/** A member's own profile pictures: never kept (a shared phone keeps no one's face after logout). */
const MEMBER_PICTURES = /^\/media\/avatars\/u\//;

/** Whether a request is for a public picture the platform serves (content, game tiles, logos); a member's own picture is not one. */
export function isImage(url: URL): boolean {
  return /^\/(cdn|media)\//.test(url.pathname) && !MEMBER_PICTURES.test(url.pathname) && /\.(png|jpe?g|webp|gif|svg|avif)$/i.test(url.pathname);
}

/** Whether a request is a read of the platform's API. */
export function isApiRead(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname.startsWith('/wps/');
}

/** The directives of a Cache-Control header, lower-cased. */
function directivesOf(header: string | null): Set<string> {
  return new Set((header ?? '').split(',').map((directive) => directive.trim().split('=')[0]?.toLowerCase() ?? '').filter(Boolean));
}

/**
 * Whether a platform answer may be kept for a lost signal: a whole 200 the platform marked
 * `public` (and neither `no-store` nor `private`), to a request that carried no session.
 */
export function isKeepableApiAnswer(request: Pick<Request, 'headers'>, response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200 || request.headers.has('authorization')) return false;
  const directives = directivesOf(response.headers.get('cache-control'));
  return directives.has('public') && !directives.has('no-store') && !directives.has('private');
}

/** Whether an answer of the app's own (a page or an asset) may be kept: whole, successful and not marked no-store. */
export function isKeepableAppAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 200 && !directivesOf(response.headers.get('cache-control')).has('no-store');
}
