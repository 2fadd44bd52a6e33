import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, type QueryOf } from './params';

/** One game of the merchant's catalogue. */
export type Game = components['schemas']['Game'];
/** A game category code (SLOT, LIVE, FISH...). */
export type GameCategoryCode = components['schemas']['GameCategoryCode'];
/** A vendor code. */
export type VendorCode = components['schemas']['VendorCode'];
/** The merchant's vendor mapping and category order. */
export type VendorTypes = components['schemas']['VendorTypes'];
/** One page of the game list (`games`, `pageNum`, `totalPages`, `totalCount`). */
export type GamePage = components['schemas']['GameList'];
/** The hottest games. */
export type HotGames = components['schemas']['HotGames'];
/** One page of favourite or recent games (`content`, `totalPages`, `totalCount`). */
export type GameContentPage = components['schemas']['GameContentPage'];
/** Names a game for the favourites: its nodeId and vendor. */
export type FavouritePayload = components['schemas']['FavouritePayload'];
/** The query of getVendorTypes. */
export type VendorTypesQuery = QueryOf<'getVendorTypes'>;
/** The filters and paging of listGames. */
export type ListGamesQuery = QueryOf<'listGames'>;
/** The filters of getHotGames. */
export type HotGamesQuery = QueryOf<'getHotGames'>;
/** The filters and paging of listFavourites. */
export type ListFavouritesQuery = QueryOf<'listFavourites'>;
/** Names the game that was opened. */
export type AddRecentGameQuery = QueryOf<'addRecentGame'>;
/** The paging of listRecentGames. */
export type ListRecentGamesQuery = QueryOf<'listRecentGames'>;

/** Reads the vendor mapping and category order (GET /wps/game/vassgameType). */
export function getVendorTypes(client: PlatformClient, params: VendorTypesQuery = {}): Promise<VendorTypes> {
  return valueOf(client.GET('/wps/game/vassgameType', { params: { query: params } }));
}

/** Reads one page of the merchant's games, filtered (GET /wps/game/list). */
export function listGames(client: PlatformClient, params: ListGamesQuery = {}): Promise<GamePage> {
  return valueOf(client.GET('/wps/game/list', { params: { query: params } }));
}

/** Reads the merchant's hottest games (GET /wps/game/hot). */
export function getHotGames(client: PlatformClient, params: HotGamesQuery = {}): Promise<HotGames> {
  return valueOf(client.GET('/wps/game/hot', { params: { query: params } }));
}

/** Reads the nodeIds of the player's favourite games (GET /wps/game/favourites/ids). */
export function getFavouriteIds(client: PlatformClient): Promise<string[]> {
  return valueOf(client.GET('/wps/game/favourites/ids'));
}

/** Reads one page of the player's favourite games (GET /wps/game/favourites). */
export function listFavourites(client: PlatformClient, params: ListFavouritesQuery = {}): Promise<GameContentPage> {
  return valueOf(client.GET('/wps/game/favourites', { params: { query: params } }));
}

/** Adds a game to the player's favourites (POST /wps/game/favourites). */
export function addFavourite(client: PlatformClient, params: FavouritePayload): Promise<void> {
  return done(valueOf(client.POST('/wps/game/favourites', { body: params })));
}

/** Removes a game from the player's favourites (DELETE /wps/game/favourites?nodeId=&vendor=). */
export function removeFavourite(client: PlatformClient, params: QueryOf<'removeFavourite'>): Promise<void> {
  return done(valueOf(client.DELETE('/wps/game/favourites', { params: { query: params } })));
}

/** Records that the player opened a game (GET /wps/game/recent/add?nodeId=). */
export function addRecentGame(client: PlatformClient, params: AddRecentGameQuery): Promise<void> {
  return done(valueOf(client.GET('/wps/game/recent/add', { params: { query: params } })));
}

/** Reads one page of the games the player opened last (GET /wps/game/recent). */
export function listRecentGames(client: PlatformClient, params: ListRecentGamesQuery = {}): Promise<GameContentPage> {
  return valueOf(client.GET('/wps/game/recent', { params: { query: params } }));
}
