/** Every game category the platform names (SPEC §3 'Game categories'). */
export const GAME_CATEGORIES = [
  'ALL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'HOT',
  'LIVESTREAM',
  'HOME',
  'PROMO',
  'FAV',
  'COCKFIGHT',
  'NEW_GAME',
  'FEEDBACK',
  'BGS',
  'LOCAL',
] as const;

/** The categories a game of the catalogue (and so a bet) belongs to: the contract's PlayGameCategory, in the order filters list them. */
export const PLAY_GAME_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LIVESTREAM', 'BGS', 'LOCAL'] as const satisfies readonly (typeof GAME_CATEGORIES)[number][];

/** One game category, as the platform spells it. */
export type GameCategory = (typeof GAME_CATEGORIES)[number];

const categorySet: ReadonlySet<string> = new Set(GAME_CATEGORIES);

/** Tells whether a string from the platform or a query is one of the known categories (exact case). */
export function isGameCategory(value: string): value is GameCategory {
  return categorySet.has(value);
}

/** The vendors whose games are not launched the generic way (SPEC §4 'Game tap'). */
export type LotteryVendor = 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';

/** One vendor as listed under a category of the vendor mapping or the sorting list. */
export interface VendorEntry {
  /** The vendor code (the platform calls it vassalage). */
  readonly vassalage: string;
}

/** The vendor mapping: per category, its vendors (SPEC §3 'Vendor mapping'). */
export type VendorMapping = Readonly<Partial<Record<GameCategory, readonly VendorEntry[]>>>;

/** One entry of the category sorting list: a category, its vendors in order, an account type name. */
export interface CategorySorting {
  readonly gameCategory: string;
  readonly vendorNames: readonly VendorEntry[];
  readonly accountTypeName?: string;
}

/** The fields of a game record (SPEC §3 'Game') that the games rules read. */
export interface GameRecord {
  /** The platform's id of the game. */
  readonly nodeId: number;
  readonly gameId: number | string;
  /** The vendor code. */
  readonly vassalage: string;
  readonly gameCategory: string;
  readonly gameType?: string;
  /** Lottery game code; 'lobby' when absent. */
  readonly gameCode?: string;
  readonly gameGroupId?: number | string;
  /** May contain 'Entertainment'. */
  readonly lottoMode?: string;
  /** 0 means free play is supported. */
  readonly supportPlay?: number;
  /** The item stands for a vendor's whole game list rather than one game. */
  readonly isVendorList?: boolean;
}
