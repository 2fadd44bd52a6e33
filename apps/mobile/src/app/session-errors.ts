import type { Middleware } from 'openapi-fetch';
import { PlatformError } from '@gp/api-client';

/** What the middleware tells about an ending session. */
export interface SessionErrorSink {
  handlePlatformError(error: unknown): boolean;
}

/**
 * Hands every 401 answer of any platform call to the session (SESSION_EXPIRED / NOT_LOGGED_IN end
 * it locally), in one place: the api client's response path. The body is read from a clone, so
 * the caller still gets its own typed error.
 */
export function sessionErrorMiddleware(session: () => SessionErrorSink | null): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 401) return undefined;
      try {
        const body: unknown = await response.clone().json();
        const code = typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : null;
        if (typeof code === 'string') session()?.handlePlatformError(new PlatformError(code, 'Session ended', 401));
      } catch {
        /* Not an envelope: the caller reports it. */
      }
      return undefined;
    },
  };
}
