import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/platform';
import { PlatformError } from './platform-error';

/** A middleware of the platform client (openapi-fetch's), for the app's composition root. */
export type PlatformMiddleware = Middleware;

/** The typed openapi-fetch client for the platform contract. */
export type PlatformClient = Client<paths>;

/**
 * Who is calling, read afresh on every request: the app's root store implements it over its
 * system, session and language stores; a script or test passes a plain object.
 */
export interface PlatformCaller {
  /** The merchant code, once the whitelabel call has told it; null before. */
  readonly merchantCode: string | null;
  /** The bare session token of a logged-in player; null for guests. */
  readonly token: string | null;
  /** The platform language code (EN, TY, CN, ...). */
  readonly language: string;
  /** This browser's random id (the contract's `Device-Id`); null or absent when there is none. */
  readonly deviceId?: string | null;
}

/** Where and how the client reaches the platform. */
export interface PlatformTransport {
  /** Origin of the platform; empty for the app's own origin. */
  readonly baseUrl?: string;
  /** How long a call may take before it fails with TIMEOUT. */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass one that reaches a mock server). */
  readonly fetch?: typeof globalThis.fetch;
}

/** Options for one platform client: its transport and its caller. */
export interface PlatformClientOptions extends PlatformTransport {
  readonly caller: PlatformCaller;
}

/** Default time a call may take on a slow mobile network before the app stops waiting. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Adds the platform headers to every request: Merchant, bare Authorization token, Language, Device-Id. */
export function platformHeadersMiddleware(caller: PlatformCaller): Middleware {
  return {
    onRequest({ request }) {
      const { merchantCode, token, language, deviceId } = caller;
      if (merchantCode) request.headers.set('Merchant', merchantCode);
      if (token) request.headers.set('Authorization', token);
      request.headers.set('Language', language);
      if (deviceId) request.headers.set('Device-Id', deviceId);
      return request;
    },
  };
}

/** Turns a fetch that never got an answer into a PlatformError with NETWORK or TIMEOUT. */
export const transportErrorMiddleware: Middleware = {
  onError({ error }) {
    if (error instanceof PlatformError) return error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new PlatformError('TIMEOUT', 'The platform did not answer in time');
    }
    return new PlatformError('NETWORK', error instanceof Error ? error.message : 'Network failure');
  },
};

/** Creates the one platform client of the app, with headers, a timeout and typed errors. */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: (request: Request) => baseFetch(new Request(request, { signal: AbortSignal.timeout(timeoutMs) })),
  });
  client.use(platformHeadersMiddleware(options.caller), transportErrorMiddleware);
  return client;
}
