import { PlatformError } from './platform-error';

/** The wrapper around every platform response body. */
export interface Envelope<T> {
  readonly success: boolean;
  readonly value: T;
  readonly errorCode: string | null;
  readonly message: string | null;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean';
}

/**
 * Returns the value of a successful envelope, or throws the PlatformError it describes.
 * A body that is not an envelope at all (a proxy's error page, say) is a BAD_RESPONSE.
 */
export function unwrapEnvelope<T>(body: unknown, status: number): T {
  if (!isEnvelope(body)) {
    throw new PlatformError('BAD_RESPONSE', `Expected an envelope, got HTTP ${status}`, status);
  }
  if (!body.success || status >= 400) {
    throw new PlatformError(
      body.errorCode ?? 'UNKNOWN',
      body.message ?? `Platform call failed with HTTP ${status}`,
      status,
      body.value ?? null,
    );
  }
  return body.value as T;
}

/** What an openapi-fetch call resolves to, reduced to what unwrapping needs. */
interface FetchResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Awaits one openapi-fetch call and returns the envelope's value, throwing a PlatformError for
 * every way it can fail (including a body that is not JSON).
 */
export async function valueOf<T>(call: Promise<FetchResult>): Promise<T> {
  let result: FetchResult;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError('BAD_RESPONSE', error instanceof Error ? error.message : 'Unreadable response');
  }
  return unwrapEnvelope<T>(result.data ?? result.error, result.response.status);
}
