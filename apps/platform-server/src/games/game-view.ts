import type { CatalogueCategory, CategoryVendors, Game } from '../db/game-catalogue';
import type { Schema } from '../contract/schema-types';

/** A game as the API answers it (schema Game of the contract; SPEC §3 'Game'). */
export type ApiGame = Schema<'Game'>;

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
export type VendorTypes = Schema<'VendorTypes'>;

/** Builds the vendor mapping from the merchant's vendor sorting (categories and vendors in order). */
export function toVendorTypes(sorting: readonly CategoryVendors[]): VendorTypes {
  return {
    vendors: Object.fromEntries(sorting.map((entry) => [entry.gameCategory, entry.vendorNames])),
    sorting: sorting.map((entry) => ({ ...entry, accountTypeName: CATEGORY_NAMES[entry.gameCategory] })),
  };
}
