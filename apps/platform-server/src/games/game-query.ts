import type { FastifyRequest } from 'fastify';
import type { GameCatalogue } from '../db/game-catalogue';
import { totalPagesOf } from '../http/paging';
import { toApiGame, type ApiGame } from './game-view';

/** A request's query as Fastify keeps it: strings (the contract has already checked them). */
export type RawQuery = Readonly<Record<string, string | undefined>>;

/** The query of a request, as strings. */
export function queryOf(request: FastifyRequest): RawQuery {
  return request.query as RawQuery;
}

/** Pages of a game list of `total` items as the spec's shapes give them: at least 1 (an empty list is one empty page). */
export function gamePagesOf(total: number, pageSize: number): number {
  return totalPagesOf(total, pageSize, 1);
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
