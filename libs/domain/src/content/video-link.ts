/** The address every converted video link starts with. */
export const VIDEO_EMBED_BASE = 'https://www.youtube.com/embed/';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS: ReadonlySet<string> = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOSTS: ReadonlySet<string> = new Set(['youtu.be', 'www.youtu.be']);
/** scheme, host (no user info, no port), path, query without '?'. The fragment is dropped. */
const HTTP_URL = /^https?:\/\/([^/?#@:]+)((?:\/[^?#]*)?)(?:\?([^#]*))?(?:#[^]*)?$/i;

/** Tells whether a string has the shape of a video id: 11 of A-Z, a-z, 0-9, '_' and '-'. */
export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

const idOrNull = (value: string | undefined): string | null =>
  value !== undefined && isVideoId(value) ? value : null;

function firstParam(query: string, name: string): string | undefined {
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return undefined;
}

/**
 * Converts a banner's video link (SPEC §2 'Video banner carousel') to the embed address:
 * watch links (`https://www.youtube.com/watch?v=ID`, also `youtube.com` and `m.youtube.com`, extra
 * parameters dropped) and short links (`https://youtu.be/ID`) become `https://www.youtube.com/embed/ID`;
 * an embed link keeps its own player parameters and is only normalised to https and `www.`.
 * Surrounding whitespace is ignored, http is accepted. A link from any other host, a user name or
 * port in the address, another path (shorts, live, channels) or an id that is not 11 characters of
 * [A-Za-z0-9_-] gives null: the caller logs 'Not youtube link!' and shows nothing.
 */
export function toVideoEmbedUrl(link: string): string | null {
  const match = HTTP_URL.exec(link.trim());
  if (match === null) return null;
  const host = String(match[1]).toLowerCase();
  const path = String(match[2]).replace(/\/$/, '');
  const query = match[3];
  if (SHORT_HOSTS.has(host)) {
    const id = idOrNull(path.slice(1));
    return id === null ? null : `${VIDEO_EMBED_BASE}${id}`;
  }
  if (!WATCH_HOSTS.has(host)) return null;
  if (path === '/watch') {
    const id = idOrNull(firstParam(query ?? '', 'v'));
    return id === null ? null : `${VIDEO_EMBED_BASE}${id}`;
  }
  const embedded = /^\/embed\/([^/]*)$/.exec(path);
  const id = idOrNull(embedded?.[1]);
  if (id === null) return null;
  return query === undefined || query === '' ? `${VIDEO_EMBED_BASE}${id}` : `${VIDEO_EMBED_BASE}${id}?${query}`;
}
