import { APP_BASE_PATH, pathOf } from '../routes/route-table';
import type { LottoPlayType, PrizeMode } from './launch-query';
import { parseLottoPlayType, parsePrizeMode } from './launch-query';
import { parseQueryString, queryValue, withQuery } from './query-string';

/** What the lottery launcher page reads from its query (SPEC §2 'Lottery launcher'). */
export interface LotteryLauncherQuery {
  readonly mui: string;
  readonly playType: LottoPlayType;
  readonly gameId: string;
  readonly prizeMode?: PrizeMode;
  /** True when closing returns to home rather than the game screen. */
  readonly pageBack: boolean;
}

/**
 * Reads the launcher's query (mui, playType, gameId, prize_mode, pageBack). Without a mui, a
 * known play type or a game id there is no frame to show, and the answer is undefined.
 */
export function parseLotteryLauncherQuery(search: string): LotteryLauncherQuery | undefined {
  const query = parseQueryString(search);
  const mui = queryValue(query, 'mui');
  const playType = parseLottoPlayType(queryValue(query, 'playType'));
  const gameId = queryValue(query, 'gameId');
  if (mui === undefined || playType === undefined || gameId === undefined) return undefined;
  const prizeMode = parsePrizeMode(queryValue(query, 'prize_mode'));
  return {
    mui,
    playType,
    gameId,
    ...(prizeMode === undefined ? {} : { prizeMode }),
    pageBack: queryValue(query, 'pageBack') !== undefined,
  };
}

/** Everything the lottery frame address is made of: the launcher query plus the session. */
export interface LottoFrameInput {
  readonly mui: string;
  readonly playType: LottoPlayType;
  readonly gameId: string;
  readonly prizeMode?: PrizeMode;
  readonly token: string;
  /** Sent as `merchant` and used for the style sheet name `{merchantCode}.css`. */
  readonly merchantCode: string;
}

/**
 * The address of the full-size lottery frame on the product's own host:
 * `/m/lotto-h5/{mui}/{playType}/games/{gameId}?token=&merchant=&css={merchantCode}.css&prize_mode=`.
 * Path parts and values are percent-encoded; prize_mode is left out when there is none.
 */
export function lottoFrameUrl(input: LottoFrameInput): string {
  const path = [APP_BASE_PATH, 'lotto-h5', input.mui, input.playType, 'games', input.gameId]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  return withQuery(path, [
    ['token', input.token],
    ['merchant', input.merchantCode],
    ['css', `${input.merchantCode}.css`],
    ['prize_mode', input.prizeMode],
  ]);
}

/** Where the launcher's close area leads: a route id and its in-app path (relative to `/m`). */
export interface LotteryCloseTarget {
  readonly route: 'home' | 'game';
  readonly path: string;
}

/** Decides where closing the lottery leads: home when pageBack is set, else the game screen. */
export function lotteryCloseTarget(pageBack: boolean): LotteryCloseTarget {
  return pageBack ? { route: 'home', path: pathOf('home') } : { route: 'game', path: pathOf('game') };
}
