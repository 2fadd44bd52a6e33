import type { Schema } from '../contract/schema-types';

/**
 * Paging of lists: which page a request asks for (`pageNo`, `pageSize` query parameters) and the
 * paging facts of the answer.
 *
 * Empty lists: the contract's `Page` schema counts an empty list as 0 pages (`totalPages`
 * minimum 0), which `pageOf` and `totalPagesOf` give. Only the game lists keep the spec's own
 * shapes (SPEC §3 `{games, pageNum, totalPages}`, favourites `{content, totalPages}`), whose
 * schemas say an empty list is one empty page: they ask `totalPagesOf(..., 1)`.
 */

/** Which page of a list a request asks for. */
export interface PageRequest {
  /** The page, from 1. */
  readonly pageNo: number;
  readonly pageSize: number;
  /** Rows to skip: (pageNo - 1) * pageSize. */
  readonly offset: number;
}

/** Paging facts of a list as the contract's `Page` schema gives them. */
export type Page = Schema<'Page'>;

/** The contract's default page size (common.yaml PageSize). */
export const DEFAULT_PAGE_SIZE = 20;

function wholeNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
}

/**
 * The page a query asks for: page 1 and `defaultPageSize` items when absent. The contract has
 * already checked the ranges (Fastify keeps the values as strings); anything else falls back to
 * the defaults.
 */
export function pageRequestOf(query: unknown, defaultPageSize: number = DEFAULT_PAGE_SIZE): PageRequest {
  const values = (query ?? {}) as Record<string, unknown>;
  const pageNo = wholeNumber(values['pageNo'], 1);
  const pageSize = wholeNumber(values['pageSize'], defaultPageSize);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** Pages of a list of `totalCount` items: 0 for an empty list, or `emptyPages` (1) for the spec's game lists. */
export function totalPagesOf(totalCount: number, pageSize: number, emptyPages: 0 | 1 = 0): number {
  return Math.max(emptyPages, Math.ceil(totalCount / pageSize));
}

/** The contract's `Page` of one page of a list of `totalCount` items. */
export function pageOf(request: Pick<PageRequest, 'pageNo' | 'pageSize'>, totalCount: number): Page {
  return { pageNo: request.pageNo, pageSize: request.pageSize, totalPages: totalPagesOf(totalCount, request.pageSize), totalCount };
}
