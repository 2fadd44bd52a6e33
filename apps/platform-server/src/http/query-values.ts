/**
 * One text value of a query string outside the contract's checks (pages, images): the value when
 * the parameter appears once, '' when it is missing or repeated (Fastify gives repeats as arrays).
 */
export function singleQueryValue(query: unknown, name: string): string {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
