/**
 * Query strings without the DOM's URLSearchParams (the domain compiles against ES2023 only).
 * Internal helpers of the lottery modules; not meant for the library's public surface.
 */

/** One query parameter; an undefined or null value leaves the parameter out. */
export type QueryPair = readonly [name: string, value: string | number | null | undefined];

/** Builds `name=value&...` in the given order, percent-encoding names and values. No leading '?'. */
export function buildQueryString(pairs: readonly QueryPair[]): string {
  return pairs
    .flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
    )
    .join('&');
}

/** Appends a query to a path, with '?' only when the query is not empty. */
export function withQuery(path: string, pairs: readonly QueryPair[]): string {
  const query = buildQueryString(pairs);
  return query === '' ? path : `${path}?${query}`;
}

const decodePart = (part: string): string => {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/**
 * Reads a query string (with or without its leading '?') into name → value. The first occurrence
 * of a name wins; '+' means a space; a malformed escape is kept as written rather than thrown.
 */
export function parseQueryString(search: string): ReadonlyMap<string, string> {
  const result = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodePart(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decodePart(part.slice(eq + 1));
    if (!result.has(name)) result.set(name, value);
  }
  return result;
}

/** The trimmed value of a parameter, or undefined when it is absent or blank. */
export function queryValue(query: ReadonlyMap<string, string>, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}
