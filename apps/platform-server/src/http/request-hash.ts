import { createHash } from 'node:crypto';

/** JSON with object keys sorted and undefined members left out, so equal bodies give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of an operation's name and its body, the same for the same fields in any order: what an
 * idempotency key is compared by (leave passwords out of `body`).
 */
export function requestHash(operation: string, body: unknown): Buffer {
  return createHash('sha256').update(`${operation}\n${canonicalJson(body)}`).digest();
}
