import type { CategorySorting, GameCategory, VendorEntry } from './game-types';
import { isGameCategory } from './game-types';

/** The game-centre tab that shows all games: the lobby (SPEC §2 'Game lobby / game centre'). */
export const LOBBY_TAB = 'ALL' satisfies GameCategory;

/** The tabs whose screen has a search box. */
export const SEARCHABLE_TABS: readonly GameCategory[] = ['ALL', 'RNG', 'PVP', 'FISH', 'LIVE'];

/** The tabs that show a row of vendor icons above the grid. */
export const VENDOR_ROW_TABS: readonly GameCategory[] = ['RNG', 'PVP', 'FISH', 'LIVE'];

/** The tabs (and home sections) that show a list of vendor tiles instead of a game grid. */
export const VENDOR_TILE_TABS: readonly GameCategory[] = ['SPORTS', 'ELOTT'];

/** What the game centre shows in the area below its menu. */
export type GameCentreView = 'all' | 'list' | 'filter';

/** What the game centre's tab order is built from. */
export interface GameCentreTabSource {
  /** The category sorting list, in the platform's vendor-sorted order. */
  readonly sorting: readonly CategorySorting[];
  /** Whether there are local games; the LOCAL tab is also added when the sorting list names it. */
  readonly hasLocalGames: boolean;
}

/**
 * Decides the game centre's top menu: 'all games' first, then LOCAL (when there are local
 * games), then the categories of the sorting list in its order. Unknown categories and repeats
 * are dropped.
 */
export function gameCentreTabs(source: GameCentreTabSource): readonly GameCategory[] {
  const sorted = source.sorting.map((entry) => entry.gameCategory).filter(isGameCategory);
  const local: readonly GameCategory[] = source.hasLocalGames || sorted.includes('LOCAL') ? ['LOCAL'] : [];
  return [...new Set<GameCategory>([LOBBY_TAB, ...local, ...sorted])];
}

/**
 * Decides the tab the game centre opens on from the category its query names: a known
 * category in any letter case opens its tab; 'hot', blank, missing or unknown open the lobby.
 * When the available tabs are given, a category without a tab also opens the lobby.
 */
export function initialGameCentreTab(
  queryCategory: string | null | undefined,
  availableTabs?: readonly GameCategory[],
): GameCategory {
  const wanted = (queryCategory ?? '').trim().toUpperCase();
  if (!isGameCategory(wanted) || wanted === 'HOT') return LOBBY_TAB;
  if (availableTabs !== undefined && !availableTabs.includes(wanted)) return LOBBY_TAB;
  return wanted;
}

/** Tells whether the search box shows on this tab (all, RNG, PVP, FISH, LIVE). */
export function showsSearchBox(tab: GameCategory): boolean {
  return SEARCHABLE_TABS.includes(tab);
}

/** Tells whether the vendor icon row shows on this tab (RNG, PVP, FISH, LIVE). */
export function showsVendorRow(tab: GameCategory): boolean {
  return VENDOR_ROW_TABS.includes(tab);
}

/** Tells whether this category shows vendor tiles instead of a game grid (SPORTS, ELOTT). */
export function showsVendorTiles(category: GameCategory): boolean {
  return VENDOR_TILE_TABS.includes(category);
}

/** The search text as sent to the platform: trimmed. */
export function normaliseSearchText(text: string): string {
  return text.trim();
}

/** Tells whether a key press submits the game-name search: Enter only. */
export function isSearchSubmitKey(key: string): boolean {
  return key === 'Enter';
}

/**
 * Decides the game centre's view: search results ('filter') when there is search text on a
 * tab with a search box, one block per category ('all') on the lobby, else one category ('list').
 */
export function gameCentreView(tab: GameCategory, searchText: string): GameCentreView {
  if (showsSearchBox(tab) && normaliseSearchText(searchText) !== '') return 'filter';
  return tab === LOBBY_TAB ? 'all' : 'list';
}

/**
 * The vendors of a category in the sorting list's order: the icon row of RNG, PVP, FISH and
 * LIVE, or the vendor tiles of SPORTS and ELOTT. A category the list does not name has none.
 */
export function vendorsOfCategory(sorting: readonly CategorySorting[], category: GameCategory): readonly VendorEntry[] {
  return sorting.find((entry) => entry.gameCategory === category)?.vendorNames ?? [];
}
