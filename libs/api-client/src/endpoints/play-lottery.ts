import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { optionalHeaders, type ModuleParam, type QueryOf } from './params';

/** One lottery with its open draw. */
export type LotteryGame = components['schemas']['LotteryGame'];
/** The merchant's lotteries with their open draws. */
export type LotteryList = components['schemas']['LotteryList'];
/** The lottery menu, grouped. */
export type LotteryMenu = components['schemas']['LotteryMenu'];
/** The VN lotteries with their latest results. */
export type VnLotteryList = components['schemas']['VnLotteryList'];
/** A lottery's open draw and recent results. */
export type LotteryDraws = components['schemas']['LotteryDraws'];
/** The biggest lottery wins. */
export type LotteryRank = components['schemas']['LotteryRank'];
/** The live-stream hosts. */
export type LiveModelList = components['schemas']['LiveModelList'];
/** The biggest-wins board. */
export type WinnerBoard = components['schemas']['WinnerBoard'];
/** The filters of getLotteryList. */
export type LotteryListQuery = QueryOf<'getLotteryList'>;
/** Names the lottery of getDrawNumbers and getVnDrawNumbers. */
export type DrawNumbersQuery = QueryOf<'getDrawNumbers'>;
/** The filters of getRankList. */
export type RankListQuery = QueryOf<'getRankList'>;
/** The filters of getWinnerBoard. */
export type WinnerBoardQuery = QueryOf<'getWinnerBoard'>;

/** Reads the merchant's lotteries with their open draws (GET /wps/lottery/list). */
export function getLotteryList(client: PlatformClient, params: LotteryListQuery = {}): Promise<LotteryList> {
  return valueOf(client.GET('/wps/lottery/list', { params: { query: params } }));
}

/** Reads the lottery menu (GET /wps/lottery/menu). */
export function getLotteryMenu(client: PlatformClient): Promise<LotteryMenu> {
  return valueOf(client.GET('/wps/lottery/menu'));
}

/** Reads the VN lotteries with their latest results (GET /wps/lottery/vn/recent). */
export function getRecentVnLotteries(client: PlatformClient): Promise<VnLotteryList> {
  return valueOf(client.GET('/wps/lottery/vn/recent'));
}

/** Reads a lottery's open draw and recent results (GET /wps/lottery/numero?gameCode=). */
export function getDrawNumbers(client: PlatformClient, params: DrawNumbersQuery): Promise<LotteryDraws> {
  return valueOf(client.GET('/wps/lottery/numero', { params: { query: params } }));
}

/** Reads a VN lottery's open draw and recent results (GET /wps/lottery/vn/numero?gameCode=). */
export function getVnDrawNumbers(client: PlatformClient, params: QueryOf<'getVnDrawNumbers'>): Promise<LotteryDraws> {
  return valueOf(client.GET('/wps/lottery/vn/numero', { params: { query: params } }));
}

/** Reads the biggest lottery wins (GET /wps/lottery/rank). */
export function getRankList(client: PlatformClient, params: RankListQuery = {}): Promise<LotteryRank> {
  return valueOf(client.GET('/wps/lottery/rank', { params: { query: params } }));
}

/** Reads the live-stream hosts (GET /wps/live/models). */
export function getLiveModels(client: PlatformClient, params: ModuleParam = {}): Promise<LiveModelList> {
  return valueOf(client.GET('/wps/live/models', { params: { header: optionalHeaders(params) } }));
}

/** Reads the biggest-wins board (GET /wps/winners/board). */
export function getWinnerBoard(client: PlatformClient, params: WinnerBoardQuery = {}): Promise<WinnerBoard> {
  return valueOf(client.GET('/wps/winners/board', { params: { query: params } }));
}
