/** The shapes the game catalogue reads and returns, and its limits. */
import type { GameCategory } from '@gp/domain';
import type { Schema } from '../contract/schema-types';

/** The categories a catalogue game can belong to, in the default menu order (local games first). */
export const CATALOGUE_CATEGORIES = [
  'LOCAL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'LIVESTREAM', 'BGS',
] as const satisfies readonly GameCategory[];

/** A category a catalogue game can belong to. */
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** The largest page a game list may ask for. */
export const MAX_GAME_PAGE_SIZE = 100;

/** Search text shorter than this (in characters) cannot use the trigram index and is matched by a scan. */
export const MIN_INDEXED_SEARCH_LENGTH = 3;

/** A game as the API returns it (SPEC §3 'Game'). */
export interface Game {
  readonly nodeId: number;
  readonly gameId: string;
  readonly gameName: string;
  readonly nodeName: string;
  /** The vendor label shown on the tile. */
  readonly displayName: string;
  /** The vendor code. */
  readonly vassalage: string;
  /** The same as gameCategory; the platform sends both. */
  readonly gameType: CatalogueCategory;
  readonly gameCategory: CatalogueCategory;
  /** A lottery's code; 'lobby' for every other game. */
  readonly gameCode: string;
  readonly gameGroupId: number | null;
  /** 'Tradition', 'Entertainment' or both comma-separated; null outside lotteries. */
  /** The seed writes only the contract's lottery modes. */
  readonly lottoMode: Schema<'Game'>['lottoMode'];
  /** 0 means free play is supported. */
  readonly supportPlay: 0 | 1;
  readonly telNodeId: number;
  readonly isNew: boolean;
}

/** What a game list asks for (SPEC §7 'Games', game list). */
export interface GameListQuery {
  readonly merchantCode: string;
  /** A category, or '' for every category. */
  readonly gameType: string;
  /** A vendor code; empty or absent for every vendor. */
  readonly vendor?: string;
  /** Text the game name must contain, in any case; trimmed first; empty or absent for no search. */
  readonly search?: string;
  /** '' for every game, 'new' for new games only. */
  readonly classify: '' | 'new';
  /** The page, from 1. */
  readonly pageNo: number;
  /** Games per page, 1 to MAX_GAME_PAGE_SIZE. */
  readonly pageSize: number;
}

/** One page of a game list; an empty list is one empty page. */
export interface GamePage {
  readonly games: Game[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly total: number;
}

/** One vendor of a category in a merchant's vendor sorting list. */
export interface SortedVendor {
  readonly vassalage: string;
  readonly displayName: string;
}

/** One category of a merchant's vendor sorting list (SPEC §3 'Vendor mapping'), vendors in order. */
export interface CategoryVendors {
  readonly gameCategory: CatalogueCategory;
  readonly vendorNames: SortedVendor[];
}
