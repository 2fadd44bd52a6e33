import { LIMITS } from '../constants/limits';
import type { GameCategory } from './game-types';
import { LOBBY_TAB, normaliseSearchText } from './game-centre-tabs';

/** The list classification: every game, new games or favourites (SPEC §3 'Filter types'). */
export type GameClassification = 'all' | 'new' | 'fav';

/** What the game centre's list is currently narrowed to. */
export interface GameListFilter {
  readonly tab: GameCategory;
  /** The search box text as typed. */
  readonly searchText: string;
  readonly classification: GameClassification;
  /** The chosen vendor code, or null for every vendor. */
  readonly vendor: string | null;
}

/**
 * Decides the filter after a tab is chosen (and the one the game centre opens with): the search
 * text and classification are cleared, and so is the vendor, which belongs to a tab's vendor row.
 */
export function chooseGameCentreTab(tab: GameCategory = LOBBY_TAB): GameListFilter {
  return { tab, searchText: '', classification: 'all', vendor: null };
}

/** The filter with new search text. */
export function withSearchText(filter: GameListFilter, searchText: string): GameListFilter {
  return { ...filter, searchText };
}

/** The filter with a new classification. */
export function withClassification(filter: GameListFilter, classification: GameClassification): GameListFilter {
  return { ...filter, classification };
}

/** The filter with a vendor chosen, or every vendor again with null. */
export function withVendor(filter: GameListFilter, vendor: string | null): GameListFilter {
  return { ...filter, vendor };
}

/**
 * Tells whether the list must go back to page 1 and reload: the tab, classification, vendor or
 * the trimmed search text changed (typing only spaces changes nothing).
 */
export function listNeedsReset(previous: GameListFilter, next: GameListFilter): boolean {
  return (
    previous.tab !== next.tab ||
    previous.classification !== next.classification ||
    previous.vendor !== next.vendor ||
    normaliseSearchText(previous.searchText) !== normaliseSearchText(next.searchText)
  );
}

/** The filter-dependent part of a game list request (SPEC §7 'Game list'). */
export interface GameListRequest {
  readonly gameName: string;
  /** Empty for the lobby. */
  readonly gameType: string;
  readonly pageNo: number;
  readonly pageSize: number;
  /** Empty for every vendor. */
  readonly vassalage: string;
  /** Empty for every game, else 'new' or 'fav'. */
  readonly gameClassify: '' | 'new' | 'fav';
  /** 1 for new games, else null. */
  readonly isNew: 1 | null;
}

/**
 * Builds the filter-dependent fields of a game list request for a page: trimmed search text,
 * an empty game type on the lobby, page size 9.
 */
export function gameListRequest(filter: GameListFilter, pageNo: number): GameListRequest {
  return {
    gameName: normaliseSearchText(filter.searchText),
    gameType: filter.tab === LOBBY_TAB ? '' : filter.tab,
    pageNo,
    pageSize: LIMITS.gameListPageSize,
    vassalage: filter.vendor ?? '',
    gameClassify: filter.classification === 'all' ? '' : filter.classification,
    isNew: filter.classification === 'new' ? 1 : null,
  };
}
