import { MESSAGE_DURATIONS } from '../constants/timings';
import { pathOf } from '../routes/route-table';
import type { GameRecord } from './game-types';

/** The favourites the app holds locally: nodeIds as strings (SPEC §3). */
export type FavouriteIds = readonly string[];

/** Tells whether a game is a favourite; a numeric nodeId matches its string form. */
export function isFavourite(ids: FavouriteIds, nodeId: number | string): boolean {
  return ids.includes(String(nodeId));
}

/** The local list after an add succeeded: the id appended once (an id already held stays put). */
export function addFavouriteId(ids: FavouriteIds, nodeId: number | string): FavouriteIds {
  return isFavourite(ids, nodeId) ? ids : [...ids, String(nodeId)];
}

/** The local list after a remove succeeded: the id gone, the others in order. */
export function removeFavouriteId(ids: FavouriteIds, nodeId: number | string): FavouriteIds {
  const id = String(nodeId);
  return ids.filter((held) => held !== id);
}

/**
 * The tiles after a favourite was removed: in the favourites filter the tile disappears,
 * anywhere else the tiles stay as they are.
 */
export function tilesAfterUnfavourite<T extends { readonly nodeId: number | string }>(
  tiles: readonly T[],
  nodeId: number | string,
  inFavouritesFilter: boolean,
): readonly T[] {
  if (!inFavouritesFilter) return tiles;
  const id = String(nodeId);
  return tiles.filter((tile) => String(tile.nodeId) !== id);
}

/** The body of the add and remove favourite calls (SPEC §3 'Favourite payload'). */
export interface FavouritePayload {
  readonly nodeId: number | string;
  readonly vendor: string;
}

/** Builds the add/remove favourite payload from a game: its nodeId and its vendor code. */
export function favouritePayload(game: Pick<GameRecord, 'nodeId' | 'vassalage'>): FavouritePayload {
  return { nodeId: game.nodeId, vendor: game.vassalage };
}

/** What tapping the favourite toggle leads to (SPEC §4 'Favourite toggle'). */
export type FavouriteToggleDecision =
  /** A guest: prompt 'in_logged_login' and go to the login screen. */
  | { readonly kind: 'login'; readonly prompt: 'notice.loginFirst'; readonly path: string }
  /** A member adding: 'in_please_wait' for 2 s, then 'in_chang_saved' for 1 s on success. */
  | {
      readonly kind: 'add';
      readonly loading: 'in_please_wait';
      readonly loadingMs: number;
      readonly saved: 'in_chang_saved';
      readonly savedMs: number;
    }
  /** A member removing: 'in_please_wait' for 1 s, no saved message. */
  | { readonly kind: 'remove'; readonly loading: 'in_please_wait'; readonly loadingMs: number };

/** Decides what the favourite toggle does for a guest or a member, for a game that is or is not a favourite. */
export function decideFavouriteToggle(signedIn: boolean, favourite: boolean): FavouriteToggleDecision {
  if (!signedIn) return { kind: 'login', prompt: 'notice.loginFirst', path: pathOf('login') };
  if (favourite) {
    return { kind: 'remove', loading: 'in_please_wait', loadingMs: MESSAGE_DURATIONS.favouriteRemoveLoadingMs };
  }
  return {
    kind: 'add',
    loading: 'in_please_wait',
    loadingMs: MESSAGE_DURATIONS.favouriteAddLoadingMs,
    saved: 'in_chang_saved',
    savedMs: MESSAGE_DURATIONS.savedMs,
  };
}
