import { isIP } from 'node:net';

/**
 * Which proxies the server believes about the client's address (`X-Forwarded-For`): none (the
 * default: the socket's peer is the client), the nearest `hops` proxies, or the proxies at the
 * listed addresses and networks. Fastify's `trustProxy` option takes either form as is.
 */
export type TrustProxy = false | number | readonly string[];

/** Names proxy-addr accepts for well-known ranges, besides addresses and CIDR networks. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, an address/prefix network, or a range name. */
function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: empty or unset trusts no proxy; a whole number from 1 to 10 trusts that many
 * hops in front of the server; otherwise a comma-separated list of proxy addresses, CIDR networks
 * or `loopback`/`linklocal`/`uniquelocal`. Anything else is refused at start-up, so that a typo
 * never silently trusts every client's `X-Forwarded-For`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY as a hop count must be 1 to 10, got ${text}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(`TRUST_PROXY must be a hop count or proxy addresses/networks, cannot read: ${bad.join(', ') || text}`);
  }
  return entries;
}
