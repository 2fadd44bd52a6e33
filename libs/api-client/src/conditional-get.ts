/**
 * Whether an `If-None-Match` header names an entity tag (weak comparison, as RFC 9110 asks for a
 * GET) or is `*`: the contract's conditional reads (a public read's ETag, the app's page), which a
 * server then answers 304 with no body.
 */
export function entityTagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}
