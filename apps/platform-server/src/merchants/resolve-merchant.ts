/** Where the request says which merchant it is for, strongest first. */
export interface MerchantHints {
  /** The `Merchant` header the app sends once it knows its merchant. */
  readonly header: string | undefined;
  /** `?merchant=` on the request, honoured only in development. */
  readonly query: string | undefined;
  /** The request's host name without the port. */
  readonly hostname: string;
}

/** How a merchant is looked up; the repository provides it. */
export interface MerchantLookup<M> {
  findByCode(code: string): M | null;
  findByHostname(hostname: string): M | null;
}

const LOCALHOST_SUFFIX = '.localhost';

/**
 * Finds the merchant a request is for: the Merchant header, then (in development) `?merchant=`,
 * then the host name (a configured domain, or `<code>.localhost`), then the default merchant.
 * A merchant named explicitly (header or query) that does not exist gives null, never the default:
 * a typo must not silently show another brand.
 */
export function resolveMerchant<M>(hints: MerchantHints, lookup: MerchantLookup<M>, defaultCode: string, development: boolean): M | null {
  const explicit = hints.header ?? (development ? hints.query : undefined);
  if (explicit !== undefined && explicit !== '') return lookup.findByCode(explicit.toLowerCase());
  const hostname = hints.hostname.toLowerCase();
  const byDomain = lookup.findByHostname(hostname);
  if (byDomain) return byDomain;
  if (hostname.endsWith(LOCALHOST_SUFFIX)) {
    const code = hostname.slice(0, -LOCALHOST_SUFFIX.length).split('.').pop() ?? '';
    const byCode = lookup.findByCode(code);
    if (byCode) return byCode;
  }
  return lookup.findByCode(defaultCode);
}
