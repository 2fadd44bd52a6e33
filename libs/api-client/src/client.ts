import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/platform';
import { PlatformError } from './platform-error';

/** The typed openapi-fetch client for the platform contract. */
export type PlatformClient = Client<paths>;

/** What the client needs to know about the player on every call; read fresh each time. */
export interface PlatformClientContext {
  /** The merchant code, once the whitelabel call has told it; null before. */
  readonly merchant: () => string | null;
  /** The bare session token of a logged-in player; null for guests. */
  readonly token: () => string | null;
  /** The platform language code (EN, TY, CN, ...). */
  readonly language: () => string;
}

/** Options for one platform client. */
export interface PlatformClientOptions extends PlatformClientContext {
  /** Origin of the platform; empty for the app's own origin. */
  readonly baseUrl?: string;
  /** How long a call may take before it fails with TIMEOUT. */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass one that reaches a mock server). */
  readonly fetch?: typeof globalThis.fetch;
}

/** Default time a call may take on a slow mobile network before the app stops waiting. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Adds the platform headers to every request: Merchant, bare Authorization token, Language. */
export function platformHeadersMiddleware(context: PlatformClientContext): Middleware {
  return {
    onRequest({ request }) {
      const merchant = context.merchant();
      const token = context.token();
      if (merchant) request.headers.set('Merchant', merchant);
      if (token) request.headers.set('Authorization', token);
      request.headers.set('Language', context.language());
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
  client.use(platformHeadersMiddleware(options), transportErrorMiddleware);
  return client;
}
