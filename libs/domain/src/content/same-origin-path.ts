/**
 * The address as a path on this origin ('/chat/room?x=1'), or null for anything that would leave
 * it: absolute and protocol-relative addresses ('https://…', '//host/…'), backslash tricks
 * ('/\\host') and empty values. The app follows, and the server preloads, only such paths: the
 * content policy allows nothing from elsewhere.
 */
export function sameOriginPath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/')) return null;
  const second = url.charAt(1);
  return second === '/' || second === '\\' ? null : url;
}
