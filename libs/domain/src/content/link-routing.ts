import { APP_BASE_PATH, routeIdOf } from '../routes/route-table';
import type { RouteId } from '../routes/route-table';
import { isObfuscatedAddress } from './obfuscated-address';

/** Why a link from server HTML was refused. */
export type ContentLinkRefusal =
  /** Nothing to follow: empty, only a fragment or only a query. */
  | 'empty'
  /** Leading whitespace, control or invisible characters, backslashes or character references. */
  | 'obfuscated'
  /** A scheme other than http(s): javascript:, data:, vbscript:, file:, mailto:, ... */
  | 'scheme'
  /** `//host` (also `/m//host`): leaves the site without naming a scheme. */
  | 'protocol-relative'
  /** http(s) without `//` and a host, or a path with a `.` or `..` segment. */
  | 'malformed';

/** What to do with one link of server HTML (SPEC §2 'Announcement popup'). */
export type ContentLinkRoute =
  /** Open outside the app (new window or the native bridge), at exactly this address. */
  | { readonly kind: 'external'; readonly url: string }
  /** Navigate inside the app: `path` is relative to `/m` and may carry a query or fragment. */
  | { readonly kind: 'internal'; readonly path: string; readonly routeId: RouteId }
  /** Do not follow the link at all. */
  | { readonly kind: 'refused'; readonly reason: ContentLinkRefusal };

const refused = (reason: ContentLinkRefusal): ContentLinkRoute => ({ kind: 'refused', reason });

/** A character reference that decoding the value again would turn into another character. */
const CHARACTER_REFERENCE = /&(?:#|[a-z][a-z0-9]*;)/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HTTP_WITH_HOST = /^https?:\/\/[^\s/?#]+(?:[/?#]|$)/i;
const BASE_PREFIX = new RegExp(`^${APP_BASE_PATH}(?=[/?#]|$)`, 'i');

/**
 * The allow-list that every link of server HTML goes through. Absolute http(s) addresses open
 * outside; paths (`/m/activity`, `/activity`, `activity?id=3`, `./activity`) route inside the app,
 * relative to `/m`; everything else is refused: other schemes in any letter case, `//host`,
 * empty links and obfuscations (leading whitespace, control or invisible characters anywhere,
 * backslashes, and — in paths — character references such as `&#58;`). Trailing whitespace is
 * dropped. The href is taken as the browser would read the attribute, i.e. already decoded.
 */
export function routeContentLink(href: string): ContentLinkRoute {
  const value = href.trimEnd();
  if (value === '') return refused('empty');
  if (isObfuscatedAddress(value)) return refused('obfuscated');
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== 'http' && scheme !== 'https') return refused('scheme');
    return HTTP_WITH_HOST.test(value) ? { kind: 'external', url: value } : refused('malformed');
  }
  if (value.startsWith('//')) return refused('protocol-relative');
  if (CHARACTER_REFERENCE.test(value)) return refused('obfuscated');
  return internalRoute(value);
}

function internalRoute(value: string): ContentLinkRoute {
  let path: string;
  if (value.startsWith('/')) {
    const rest = value.replace(BASE_PREFIX, '');
    path = rest.startsWith('/') ? rest : `/${rest}`;
  } else {
    const rest = value.replace(/^(?:\.\/)+/, '');
    if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return refused('empty');
    path = `/${rest}`;
  }
  if (path.startsWith('//')) return refused('protocol-relative');
  const pathname = path.replace(/[?#][^]*$/, '');
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return refused('malformed');
  return { kind: 'internal', path, routeId: routeIdOf(pathname) };
}

/** Tells whether a link of server HTML may be followed at all (outside or inside the app). */
export function isContentLinkAllowed(href: string): boolean {
  return routeContentLink(href).kind !== 'refused';
}
