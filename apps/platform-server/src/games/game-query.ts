import type { FastifyRequest } from 'fastify';
import type { GameCatalogue } from '../db/game-catalogue';
import { toApiGame, type ApiGame } from './game-view';

/** A request's query as Fastify keeps it: strings (the contract has already checked them). */
export type RawQuery = Readonly<Record<string, string | undefined>>;

/** The query of a request, as strings. */
export function queryOf(request: FastifyRequest): RawQuery {
  return request.query as RawQuery;
}

/** Paging read from `pageNo` and `pageSize`: page from 1, size, and the rows to skip. */
export interface Paging {
  readonly pageNo: number;
  readonly pageSize: number;
  readonly offset: number;
}

/** Reads `pageNo` (default 1) and `pageSize` (default as given) from a query the contract has checked. */
export function pagingOf(query: RawQuery, defaultPageSize: number): Paging {
  const pageNo = query['pageNo'] ? Number(query['pageNo']) : 1;
  const pageSize = query['pageSize'] ? Number(query['pageSize']) : defaultPageSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** Pages of a list of `total` items, at least 1 (an empty list is one empty page). */
export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Reads a text parameter trimmed, '' when absent. */
export function textOf(query: RawQuery, name: string): string {
  return query[name]?.trim() ?? '';
}

/** The API games of these nodeIds, in order (an id the catalogue no longer has is skipped). */
export function gamesOf(catalogue: GameCatalogue, nodeIds: readonly number[]): ApiGame[] {
  return nodeIds.flatMap((nodeId) => {
    const game = catalogue.findGame(nodeId);
    return game ? [toApiGame(game)] : [];
  });
}
