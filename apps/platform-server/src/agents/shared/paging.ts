/** Which page of a list a request asks for, from its `pageNo` and `pageSize` query parameters. */
export interface PageRequest {
  readonly pageNo: number;
  readonly pageSize: number;
  /** Rows to skip: (pageNo - 1) * pageSize. */
  readonly offset: number;
}

/** Paging facts of a list as the contract's `Page` schema gives them. */
export interface PageFacts {
  readonly pageNo: number;
  readonly pageSize: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

function wholeNumber(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/**
 * The page a query asks for (the contract has already checked the numbers; Fastify keeps them
 * as strings): page 1 and 20 items when absent.
 */
export function pageRequestOf(query: unknown): PageRequest {
  const values = (query ?? {}) as Record<string, unknown>;
  const pageNo = wholeNumber(values['pageNo'], 1, 100_000);
  const pageSize = wholeNumber(values['pageSize'], DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** The paging facts of a page of a list of `totalCount` items. */
export function pageFacts(request: PageRequest, totalCount: number): PageFacts {
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    totalPages: Math.ceil(totalCount / request.pageSize),
    totalCount,
  };
}

/** A query parameter as a trimmed string, or null when absent or blank. */
export function queryText(query: unknown, name: string): string | null {
  const value = ((query ?? {}) as Record<string, unknown>)[name];
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}
