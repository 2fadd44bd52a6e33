/** Error codes the server answers with; the contract's ErrorCode enum lists the same. */
export type ErrorCode = 'MERCHANT_NOT_FOUND' | 'NOT_FOUND' | 'BAD_REQUEST' | 'RATE_LIMITED' | 'INTERNAL_ERROR';

/** A successful envelope around a value. */
export function ok<T>(value: T): { success: true; value: T; errorCode: null; message: null } {
  return { success: true, value, errorCode: null, message: null };
}

/** A failed envelope with a code and a message; `value` may carry details. */
export function fail(
  errorCode: ErrorCode,
  message: string,
  value: Record<string, unknown> | null = null,
): { success: false; value: Record<string, unknown> | null; errorCode: ErrorCode; message: string } {
  return { success: false, value, errorCode, message };
}

/** An error a route throws to answer with a failed envelope and an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}
