/** A query parameter as a trimmed string, or null when absent or blank (or repeated, which Fastify gives as an array). */
export function queryText(query: unknown, name: string): string | null {
  const value = ((query ?? {}) as Record<string, unknown>)[name];
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}
