import type { BootData } from '@gp/api-client';
import { LRUCache } from 'lru-cache';
import type { ForwardedHeaders } from './forwarded-headers';

/** The boot data every visitor of a brand and language shares (GET /wps/system/boot): all of it. */
export type SharedBootData = BootData;

/** Where the web tier gets the boot data of a page. */
export interface BootSource {
  /** The host's shared boot data, fresh or a few seconds old; null when the platform cannot say. */
  shared(hostKey: string, forwarded: ForwardedHeaders): Promise<SharedBootData | null>;
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
}

/**
 * The platform's boot data through its contract: the shared part once per host for `ttlMs`, then
 * served stale for one more call while a fresh copy is fetched (concurrent first visits make one
 * call, and a platform that fails keeps the last good answer in use).
 */
export function platformBootSource(options: PlatformBootOptions): BootSource {
  const fetchJson = async <T>(path: string, forwarded: ForwardedHeaders): Promise<T> => {
    const response = await (options.fetch ?? globalThis.fetch)(`${options.platformUrl}${path}`, {
      headers: { ...forwarded, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = (await response.json()) as Envelope<T>;
    if (!response.ok || !body.success) throw new Error(`${path} answered ${response.status}`);
    return body.value;
  };
  const shared = new LRUCache<string, SharedBootData, ForwardedHeaders>({
    max: options.maxHosts ?? 200,
    ttl: Math.max(1, options.ttlMs),
    allowStale: true,
    allowStaleOnFetchRejection: true,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: (_host, _stale, { context }) => fetchJson<SharedBootData>('/wps/system/boot', context),
  });
  return {
    async shared(hostKey, forwarded) {
      try {
        return (await shared.fetch(hostKey, { context: forwarded })) ?? null;
      } catch {
        return null;
      }
    },
  };
}
