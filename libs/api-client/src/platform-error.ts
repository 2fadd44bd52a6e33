/** Why a platform call failed, when it failed before the platform could say so itself. */
export type TransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

/** Everything a failed call can report: the platform's own error codes or a transport failure. */
export type PlatformErrorCode = string;

/**
 * A failed platform call: the envelope said `success: false`, the HTTP status was not 2xx, the
 * network was unreachable, the call timed out, or the body was not an envelope.
 * `code` is what the app maps to a translated message; `message` is for logs.
 */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';

  constructor(
    readonly code: PlatformErrorCode,
    message: string,
    readonly status: number | null = null,
    readonly value: unknown = null,
  ) {
    super(message);
  }

  /** True when the call never reached the platform or got no usable answer. */
  get isTransportFailure(): boolean {
    return this.code === 'NETWORK' || this.code === 'TIMEOUT' || this.code === 'BAD_RESPONSE';
  }
}

/** Tells a PlatformError apart from any other thrown value. */
export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
