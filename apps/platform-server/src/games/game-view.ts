import type { CatalogueCategory, CategoryVendors, Game, SortedVendor } from '../db/game-catalogue';

/** A game as the API answers it (schema Game of the contract; SPEC §3 'Game'). */
export interface ApiGame {
  readonly nodeId: number;
  readonly gameId: string;
  readonly roomId: string | null;
  readonly gameName: string;
  readonly nodeName: string;
  readonly displayName: string;
  readonly vassalage: string;
  readonly vendorCode: string;
  readonly gameType: CatalogueCategory;
  readonly gameCategory: CatalogueCategory;
  readonly gameCode: string;
  readonly gameGroupId: number | null;
  readonly lottoMode: string | null;
  readonly supportPlay: 0 | 1;
  readonly showIcon: 'NEW' | null;
  readonly iconUrl: string;
  readonly url: string | null;
  readonly mobileLargeIcon: string;
  readonly telNodeId: number;
  readonly gameCount: number;
  readonly isGameH5: boolean;
  readonly playType: 'trad' | 'ent' | null;
  readonly freeplay: boolean;
  readonly gameClassifyNew: 'VN' | 'SEA' | 'TRAD' | 'ELOTT' | null;
}

/** The address of a game's generated tile image (served by the games area). */
export function gameIconPath(nodeId: number): string {
  return `/media/games/${nodeId}.svg`;
}

/** A lottery's family for the lottery screens: by category, and by vendor inside LOTT. */
function lotteryFamily(game: Game): ApiGame['gameClassifyNew'] {
  if (game.gameCategory === 'ELOTT') return 'ELOTT';
  if (game.gameCategory !== 'LOTT') return null;
  if (game.vassalage === 'TCG_LOTTO_VN') return 'VN';
  if (game.vassalage === 'TCG_SEA') return 'SEA';
  return 'TRAD';
}

/** A lottery's launch play type (SPEC §4 'Game tap'): ent when its modes include Entertainment. */
function playTypeOf(game: Game): ApiGame['playType'] {
  if (game.lottoMode === null) return null;
  return game.lottoMode.includes('Entertainment') ? 'ent' : 'trad';
}

/** A live-dealer game's table: a stable label derived from the nodeId. */
function roomOf(game: Game): string | null {
  return game.gameCategory === 'LIVE' ? `T${String((game.nodeId % 40) + 1).padStart(2, '0')}` : null;
}

/** Turns a catalogue game into the API's game: images, badges and the fields derived from the catalogue's. */
export function toApiGame(game: Game): ApiGame {
  const icon = gameIconPath(game.nodeId);
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    roomId: roomOf(game),
    gameName: game.gameName,
    nodeName: game.nodeName,
    displayName: game.displayName,
    vassalage: game.vassalage,
    vendorCode: game.vassalage,
    gameType: game.gameType,
    gameCategory: game.gameCategory,
    gameCode: game.gameCode,
    gameGroupId: game.gameGroupId,
    lottoMode: game.lottoMode,
    supportPlay: game.supportPlay,
    showIcon: game.isNew ? 'NEW' : null,
    iconUrl: icon,
    url: game.gameCategory === 'LOCAL' ? `/m/launchGame?gameId=${encodeURIComponent(game.gameId)}` : null,
    mobileLargeIcon: icon,
    telNodeId: game.telNodeId,
    gameCount: 1,
    isGameH5: true,
    playType: playTypeOf(game),
    freeplay: game.supportPlay === 0,
    gameClassifyNew: lotteryFamily(game),
  };
}

/** The English name of each category, for menus and section titles (accountTypeName). */
export const CATEGORY_NAMES: Readonly<Record<CatalogueCategory, string>> = {
  LOCAL: 'Local Games',
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  PVP: 'Card Games',
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  COCKFIGHT: 'Cockfight',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  LIVESTREAM: 'Live Stream',
  BGS: 'Bingo',
};

/** The vendor mapping as the API answers it (schema VendorTypes). */
export interface VendorTypes {
  readonly vendors: Partial<Record<CatalogueCategory, SortedVendor[]>>;
  readonly sorting: { gameCategory: CatalogueCategory; vendorNames: SortedVendor[]; accountTypeName: string }[];
}

/** Builds the vendor mapping from the merchant's vendor sorting (categories and vendors in order). */
export function toVendorTypes(sorting: readonly CategoryVendors[]): VendorTypes {
  return {
    vendors: Object.fromEntries(sorting.map((entry) => [entry.gameCategory, entry.vendorNames])),
    sorting: sorting.map((entry) => ({ ...entry, accountTypeName: CATEGORY_NAMES[entry.gameCategory] })),
  };
}
