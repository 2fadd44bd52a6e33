import { pathOf } from '../routes/route-table';
import { parseQueryString, queryValue, withQuery } from './query-string';

/** How a lottery game is played: traditional or entertainment (SPEC §3 'Play types'). */
export type LottoPlayType = 'trad' | 'ent';

/**
 * The prize mode handed to the lottery frame: the electronic or traditional lottery mode, or
 * SEA for the TCG_SEA vendor (SPEC §4 'Game tap').
 */
export type PrizeMode = 'elott' | 'lott' | 'SEA';

/** The value `pageBack` carries when the launch came from home (SPEC §2 '/m/launchGame'). */
export const PAGE_BACK_HOME = 'home';

/** What `/m/launchGame` takes in its query (SPEC §2 'Lottery launcher'). */
export interface LaunchGameQuery {
  readonly playType?: LottoPlayType;
  readonly gameId?: string;
  readonly gameGroupId?: string;
  readonly prizeMode?: PrizeMode;
  /** Lottery game code, for a launch by code (TCG_LOTTO_VN). */
  readonly code?: string;
  /** True when closing the game should return to home rather than the game screen. */
  readonly pageBack: boolean;
}

/**
 * Reads a play type as written in a query or a game record: 'ent'/'Entertainment' and
 * 'trad'/'Tradition' in any letter case; anything else is unknown.
 */
export function parseLottoPlayType(value: string | undefined): LottoPlayType | undefined {
  switch (value?.trim().toLowerCase()) {
    case 'ent':
    case 'entertainment':
      return 'ent';
    case 'trad':
    case 'tradition':
      return 'trad';
    default:
      return undefined;
  }
}

/** Reads a prize mode in any letter case; an unknown mode is dropped rather than guessed. */
export function parsePrizeMode(value: string | undefined): PrizeMode | undefined {
  switch (value?.trim().toLowerCase()) {
    case 'elott':
      return 'elott';
    case 'lott':
      return 'lott';
    case 'sea':
      return 'SEA';
    default:
      return undefined;
  }
}

/** Reads the query of `/m/launchGame`; any non-blank `pageBack` counts as set. */
export function parseLaunchGameQuery(search: string): LaunchGameQuery {
  const query = parseQueryString(search);
  const playType = parseLottoPlayType(queryValue(query, 'playType'));
  const gameId = queryValue(query, 'gameId');
  const gameGroupId = queryValue(query, 'gameGroupId');
  const prizeMode = parsePrizeMode(queryValue(query, 'prize_mode'));
  const code = queryValue(query, 'code');
  return {
    ...(playType === undefined ? {} : { playType }),
    ...(gameId === undefined ? {} : { gameId }),
    ...(gameGroupId === undefined ? {} : { gameGroupId }),
    ...(prizeMode === undefined ? {} : { prizeMode }),
    ...(code === undefined ? {} : { code }),
    pageBack: queryValue(query, 'pageBack') !== undefined,
  };
}

/**
 * The in-app address (relative to `/m`) that opens `/m/launchGame` with this query, parameters in
 * the spec's order: playType, gameId, gameGroupId, prize_mode, code, pageBack=home.
 */
export function launchGameHref(query: LaunchGameQuery): string {
  return withQuery(pathOf('launchGame'), [
    ['playType', query.playType],
    ['gameId', query.gameId],
    ['gameGroupId', query.gameGroupId],
    ['prize_mode', query.prizeMode],
    ['code', query.code],
    ['pageBack', query.pageBack ? PAGE_BACK_HOME : undefined],
  ]);
}
