import type { BootData } from '@gp/api-client';
import { LRUCache } from 'lru-cache';
import type { ForwardedHeaders } from './forwarded-headers';

/** Where the web tier gets the boot data of a page. */
export interface BootSource {
  /** The host's boot data (GET /wps/system/boot: every visitor of a brand and language shares all of it), fresh or a few seconds old; null when the platform cannot say. */
  shared(hostKey: string, forwarded: ForwardedHeaders): Promise<BootData | null>;
  /** After `shared` gave null: whether that is because the platform said no merchant serves the host (not that it did not answer). */
  servesNoMerchant?(hostKey: string): boolean;
}

/** How the web tier asks the platform. */
export interface PlatformBootOptions {
  readonly platformUrl: string;
  /** How long an answer of GET /wps/system/boot is used before it is asked again. */
  readonly ttlMs: number;
  readonly timeoutMs: number;
  /** The fetch to use (tests count the calls). */
  readonly fetch?: typeof globalThis.fetch;
  /** The most hosts whose boot data is kept at once. */
  readonly maxHosts?: number;
  /** The clock of the cache's lifetimes (performance.now unless a test drives it). */
  readonly now?: () => number;
}

interface Envelope<T> {
  readonly success: boolean;
  readonly value: T;
  readonly errorCode?: string | null;
}

/** The contract's answer when no merchant serves the address asked (404, MERCHANT_NOT_FOUND). */
const NO_MERCHANT = 'MERCHANT_NOT_FOUND';

/** Thrown by a boot call the platform answered with NO_MERCHANT: the host is then remembered as such. */
class NoMerchantError extends Error {}

/**
 * The platform's boot data through its contract: once per host for `ttlMs`, then served stale for
 * one more call while a fresh copy is fetched (concurrent first visits make one call, and a
 * platform that fails keeps the last good answer in use). A host the platform serves no merchant
 * on is remembered as such for `ttlMs` too, in a list of its own, so that a spray of made-up host
 * names costs the platform one call per name and lifetime instead of one per request, and cannot
 * push the real brands' boot data out of the cache; a host with a good copy keeps it.
 */
export function platformBootSource(options: PlatformBootOptions): BootSource {
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const noMerchant = new LRUCache<string, true>({ max: (options.maxHosts ?? 200) * 5, ttl: Math.max(1, options.ttlMs), ...clock });
  const askBoot = async (hostKey: string, forwarded: ForwardedHeaders): Promise<BootData> => {
    const response = await (options.fetch ?? globalThis.fetch)(`${options.platformUrl}/wps/system/boot`, {
      headers: { ...forwarded, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = (await response.json()) as Envelope<BootData>;
    if (response.status === 404 && body.errorCode === NO_MERCHANT) {
      noMerchant.set(hostKey, true);
      throw new NoMerchantError(`no merchant serves ${hostKey}`);
    }
    if (!response.ok || !body.success) throw new Error(`/wps/system/boot answered ${response.status}`);
    return body.value;
  };
  const hosts = new LRUCache<string, BootData, ForwardedHeaders>({
    max: options.maxHosts ?? 200,
    ttl: Math.max(1, options.ttlMs),
    allowStale: true,
    allowStaleOnFetchRejection: true,
    ...clock,
    fetchMethod: (hostKey, _stale, { context }) => askBoot(hostKey, context),
  });
  const servesNoMerchant = (hostKey: string) => noMerchant.has(hostKey) && hosts.peek(hostKey, { allowStale: true }) === undefined;
  return {
    servesNoMerchant,
    async shared(hostKey, forwarded) {
      if (servesNoMerchant(hostKey)) return null;
      try {
        return (await hosts.fetch(hostKey, { context: forwarded })) ?? null;
      } catch {
        return null;
      }
    },
  };
}
