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

/** The `value` of an envelope type (of each member, for a union of envelopes). */
type ValueOfEnvelope<E> = E extends { readonly value: infer Value } ? Value : never;

/**
 * The `value` of the success envelope an openapi-fetch result carries in `data`: the type the
 * contract declares for the operation's 2xx answer, so that no call site names it by hand. (The
 * failure branch of the result has no `data`, so it adds nothing.)
 */
export type EnvelopeValueOf<R> = ValueOfEnvelope<R extends { readonly data: infer Data } ? Data : never>;

/**
 * Awaits one openapi-fetch call and returns the envelope's value, throwing a PlatformError for
 * every way it can fail (including a body that is not JSON). The value's type is inferred from the
 * operation's success envelope in the generated contract.
 */
export async function valueOf<R extends FetchResult>(call: Promise<R>): Promise<EnvelopeValueOf<R>> {
  let result: FetchResult;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError('BAD_RESPONSE', error instanceof Error ? error.message : 'Unreadable response');
  }
  return unwrapEnvelope<EnvelopeValueOf<R>>(result.data ?? result.error, result.response.status);
}
