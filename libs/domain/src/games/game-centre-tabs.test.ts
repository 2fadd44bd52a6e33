import { describe, expect, it } from 'vitest';
import type { CategorySorting } from './game-types';
import {
  LOBBY_TAB,
  gameCentreTabs,
  gameCentreView,
  initialGameCentreTab,
  isSearchSubmitKey,
  normaliseSearchText,
  showsSearchBox,
  showsVendorRow,
  showsVendorTiles,
  vendorsOfCategory,
} from './game-centre-tabs';

const sorting: readonly CategorySorting[] = [
  { gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVO' }], accountTypeName: 'live' },
  { gameCategory: 'RNG', vendorNames: [{ vassalage: 'PG' }, { vassalage: 'JDB' }] },
  { gameCategory: 'SPORTS', vendorNames: [{ vassalage: 'SABA' }] },
  { gameCategory: 'SLOTS_X', vendorNames: [] },
  { gameCategory: 'RNG', vendorNames: [] },
];

describe('gameCentreTabs', () => {
  it("puts 'all games' first, then local games, then the sorting list's categories", () => {
    expect(gameCentreTabs({ sorting, hasLocalGames: true })).toEqual(['ALL', 'LOCAL', 'LIVE', 'RNG', 'SPORTS']);
  });

  it('has no LOCAL tab without local games, unless the sorting list names LOCAL', () => {
    expect(gameCentreTabs({ sorting, hasLocalGames: false })).toEqual(['ALL', 'LIVE', 'RNG', 'SPORTS']);
    expect(
      gameCentreTabs({ sorting: [...sorting, { gameCategory: 'LOCAL', vendorNames: [] }], hasLocalGames: false }),
    ).toEqual(['ALL', 'LOCAL', 'LIVE', 'RNG', 'SPORTS']);
    expect(gameCentreTabs({ sorting: [], hasLocalGames: false })).toEqual(['ALL']);
  });
});

describe('initialGameCentreTab', () => {
  it('opens the category named by the query, in any letter case', () => {
    expect(initialGameCentreTab('RNG')).toBe('RNG');
    expect(initialGameCentreTab(' live ')).toBe('LIVE');
  });

  it("opens the lobby by default and for 'hot'", () => {
    expect(initialGameCentreTab(undefined)).toBe(LOBBY_TAB);
    expect(initialGameCentreTab(null)).toBe(LOBBY_TAB);
    expect(initialGameCentreTab('')).toBe(LOBBY_TAB);
    expect(initialGameCentreTab('hot')).toBe(LOBBY_TAB);
    expect(initialGameCentreTab('HOT')).toBe(LOBBY_TAB);
    expect(initialGameCentreTab('nonsense')).toBe(LOBBY_TAB);
  });

  it('opens the lobby when the named category has no tab', () => {
    expect(initialGameCentreTab('FISH', ['ALL', 'RNG'])).toBe(LOBBY_TAB);
    expect(initialGameCentreTab('RNG', ['ALL', 'RNG'])).toBe('RNG');
  });
});

describe('tab features', () => {
  it('shows the search box only on all, RNG, PVP, FISH and LIVE', () => {
    expect((['ALL', 'RNG', 'PVP', 'FISH', 'LIVE'] as const).every(showsSearchBox)).toBe(true);
    expect((['SPORTS', 'ELOTT', 'LOTT', 'LOCAL'] as const).some(showsSearchBox)).toBe(false);
  });

  it('shows the vendor icon row only on RNG, PVP, FISH and LIVE', () => {
    expect((['RNG', 'PVP', 'FISH', 'LIVE'] as const).every(showsVendorRow)).toBe(true);
    expect((['ALL', 'SPORTS', 'ELOTT'] as const).some(showsVendorRow)).toBe(false);
  });

  it('shows vendor tiles instead of a grid for SPORTS and ELOTT only', () => {
    expect(showsVendorTiles('SPORTS')).toBe(true);
    expect(showsVendorTiles('ELOTT')).toBe(true);
    expect(showsVendorTiles('RNG')).toBe(false);
  });

  it('lists a category’s vendors in the sorting order', () => {
    expect(vendorsOfCategory(sorting, 'RNG')).toEqual([{ vassalage: 'PG' }, { vassalage: 'JDB' }]);
    expect(vendorsOfCategory(sorting, 'FISH')).toEqual([]);
  });
});

describe('search', () => {
  it('trims the text before sending and submits on Enter only', () => {
    expect(normaliseSearchText('  fortune tiger ')).toBe('fortune tiger');
    expect(isSearchSubmitKey('Enter')).toBe(true);
    expect(isSearchSubmitKey('a')).toBe(false);
  });
});

describe('gameCentreView', () => {
  it("is 'all' on the lobby, 'list' on a category and 'filter' with search text", () => {
    expect(gameCentreView('ALL', '')).toBe('all');
    expect(gameCentreView('ALL', '   ')).toBe('all');
    expect(gameCentreView('RNG', '')).toBe('list');
    expect(gameCentreView('ALL', 'tiger')).toBe('filter');
    expect(gameCentreView('RNG', 'tiger')).toBe('filter');
  });

  it('ignores leftover search text on a tab without a search box', () => {
    expect(gameCentreView('SPORTS', 'tiger')).toBe('list');
  });
});
