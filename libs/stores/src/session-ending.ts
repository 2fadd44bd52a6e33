import { PlatformError, isPlatformError, type PlatformMiddleware } from '@gp/api-client';
import { endsSession } from '@gp/domain';

/** What the middleware tells about an ending session. */
export interface SessionEndSink {
  /** Forgets the session when `error` ends it (SPEC §8 SESSION_EXPIRED, NOT_LOGGED_IN); true when it did. */
  handlePlatformError(error: unknown): boolean;
}

/**
 * The one place an ended session is cleared: every 401 answer of any platform call whose code ends
 * the session is handed to the session before the caller sees it. The body is read from a clone,
 * so the caller still gets its own typed error; stores need not check for an ended session.
 */
export function sessionEndingMiddleware(session: SessionEndSink): PlatformMiddleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 401) return undefined;
      try {
        const body: unknown = await response.clone().json();
        const code = typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : null;
        if (typeof code === 'string' && endsSession(code)) session.handlePlatformError(new PlatformError(code, 'Session ended', 401));
      } catch {
        /* Not an envelope: the caller reports it. */
      }
      return undefined;
    },
  };
}

/** Whether a failed call ended the session (the client has cleared it): the caller shows no error of its own. */
export function endsTheSession(error: unknown): boolean {
  return isPlatformError(error) && endsSession(error.code);
}
