import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, GameCatalogue, MAX_GAME_PAGE_SIZE, type Game, type GameListQuery } from './game-catalogue';
import type { Db } from './open-database';
import { createCatalogueTestDb } from '../testing/catalogue-db';
import { FIRST_SEED_NODE_ID, SEED_VENDORS } from './seed-games';

const catalogueDb = createCatalogueTestDb;

const query = (overrides: Partial<GameListQuery> = {}): GameListQuery => ({
  merchantCode: 'aurora', gameType: '', classify: '', pageNo: 1, pageSize: 9, ...overrides,
});

/** Every game the merchant's list holds, page after page. */
function allPages(catalogue: GameCatalogue, q: GameListQuery): Game[] {
  const first = catalogue.listGames({ ...q, pageNo: 1 });
  const rest = Array.from({ length: first.totalPages - 1 }, (_, i) => catalogue.listGames({ ...q, pageNo: i + 2 }).games);
  return [...first.games, ...rest.flat()];
}

const hotOrder = (a: { popularity: number; node_id: number }, b: { popularity: number; node_id: number }): number =>
  b.popularity - a.popularity || a.node_id - b.node_id;

describe('GameCatalogue', () => {
  let db: Db;
  let catalogue: GameCatalogue;
  /** aurora's games as plain rows, in list order: the reference the lists are checked against. */
  let reference: { node_id: number; game_name: string; game_category: string; vendor_code: string; is_new: number; popularity: number }[];
  beforeAll(() => {
    db = catalogueDb();
    catalogue = new GameCatalogue(db);
    reference = db.prepare('SELECT node_id, game_name, game_category, vendor_code, is_new, popularity FROM game').all() as typeof reference;
    reference.sort(hotOrder);
  });
  afterAll(() => db.close());

  const expectedIds = (keep: (row: (typeof reference)[number]) => boolean): number[] => reference.filter(keep).map((r) => r.node_id);
  const ids = (games: readonly Game[]): number[] => games.map((g) => g.nodeId);

  describe('listGames paging', () => {
    it('counts pages by rounding up, and fills the last page with the remainder', () => {
      const total = expectedIds((r) => r.game_category === 'RNG').length;
      const first = catalogue.listGames(query({ gameType: 'RNG' }));
      expect(first).toMatchObject({ pageNum: 1, total, totalPages: Math.ceil(total / 9) });
      expect(first.games).toHaveLength(9);
      const last = catalogue.listGames(query({ gameType: 'RNG', pageNo: first.totalPages }));
      expect(last.games).toHaveLength(total - (first.totalPages - 1) * 9);
      expect(last.pageNum).toBe(first.totalPages);
    });

    it('walks the whole list in hot order without gaps or repeats', () => {
      expect(ids(allPages(catalogue, query({ gameType: 'LIVE', pageSize: 7 })))).toEqual(expectedIds((r) => r.game_category === 'LIVE'));
      expect(ids(allPages(catalogue, query({ pageSize: MAX_GAME_PAGE_SIZE })))).toEqual(expectedIds(() => true));
    });

    it('answers a page past the end with no games, and an empty list as one empty page', () => {
      const past = catalogue.listGames(query({ gameType: 'FISH', pageNo: 999 }));
      expect(past).toMatchObject({ games: [], pageNum: 999, total: 72, totalPages: 8 });
      expect(catalogue.listGames(query({ search: 'no such game' }))).toEqual({ games: [], pageNum: 1, totalPages: 1, total: 0 });
    });

    it('refuses a page number or size that is not a whole number in range', () => {
      expect(() => catalogue.listGames(query({ pageNo: 0 }))).toThrow(RangeError);
      expect(() => catalogue.listGames(query({ pageNo: 1.5 }))).toThrow(RangeError);
      expect(() => catalogue.listGames(query({ pageSize: 0 }))).toThrow(RangeError);
      expect(() => catalogue.listGames(query({ pageSize: MAX_GAME_PAGE_SIZE + 1 }))).toThrow(RangeError);
    });
  });

  describe('listGames filters', () => {
    it('searches game names trimmed, in any case, anywhere in the name', () => {
      const dragons = expectedIds((r) => r.game_name.toLowerCase().includes('dragon'));
      expect(dragons.length).toBeGreaterThan(9);
      expect(ids(allPages(catalogue, query({ search: '  dRaGoN\t' })))).toEqual(dragons);
      expect(ids(allPages(catalogue, query({ search: 'gon ti' })))).toEqual(expectedIds((r) => r.game_name.toLowerCase().includes('gon ti')));
    });

    it('searches short text (below the trigram length) and quotes or wildcards literally', () => {
      expect(ids(allPages(catalogue, query({ search: ' Ba ' })))).toEqual(expectedIds((r) => r.game_name.toLowerCase().includes('ba')));
      expect(ids(allPages(catalogue, query({ search: "hold'em" })))).toEqual(expectedIds((r) => r.game_name.toLowerCase().includes("hold'em")));
      for (const odd of ['"', '%', '_', 'a"b', 'NEAR(', '*']) expect(catalogue.listGames(query({ search: odd })).total).toBe(0);
    });

    it('searches text with a NUL (which an FTS5 phrase cannot hold) by scanning the names: no game matches', () => {
      for (const text of ['dragon\u0000', 'a\u0000b', "' OR 1=1 --<script>\u0000../😀"]) expect(catalogue.listGames(query({ search: text })).total).toBe(0);
    });

    it('treats search text of only spaces as no search', () => {
      expect(catalogue.listGames(query({ search: '   ' })).total).toBe(reference.length);
    });

    it('narrows to a category, to a vendor, to both, and to new games', () => {
      const fish = catalogue.listGames(query({ gameType: 'FISH', pageSize: 100 }));
      expect(fish.games.every((g) => g.gameCategory === 'FISH' && g.gameType === 'FISH')).toBe(true);
      expect(ids(allPages(catalogue, query({ vendor: 'JILI' })))).toEqual(expectedIds((r) => r.vendor_code === 'JILI'));
      expect(ids(allPages(catalogue, query({ vendor: ' JILI ', gameType: 'FISH' })))).toEqual(
        expectedIds((r) => r.vendor_code === 'JILI' && r.game_category === 'FISH'),
      );
      expect(catalogue.listGames(query({ vendor: 'EVO', gameType: 'RNG' })).total).toBe(0);
      expect(ids(allPages(catalogue, query({ classify: 'new', gameType: 'RNG', search: 'golden' })))).toEqual(
        expectedIds((r) => r.is_new === 1 && r.game_category === 'RNG' && r.game_name.toLowerCase().includes('golden')),
      );
    });

    it('knows no games of an unknown category or merchant', () => {
      expect(catalogue.listGames(query({ gameType: 'HOT' })).total).toBe(0);
      expect(catalogue.listGames(query({ merchantCode: 'nobody' })).total).toBe(0);
    });

    it('hides a category the merchant has switched off (ember: COCKFIGHT)', () => {
      expect(catalogue.listGames(query({ merchantCode: 'ember', gameType: 'COCKFIGHT' })).total).toBe(0);
      expect(catalogue.listGames(query({ merchantCode: 'aurora', gameType: 'COCKFIGHT' })).total).toBe(6);
      const ember = allPages(catalogue, query({ merchantCode: 'ember', pageSize: MAX_GAME_PAGE_SIZE }));
      expect(ids(ember)).toEqual(expectedIds((r) => r.game_category !== 'COCKFIGHT'));
      expect(catalogue.listGames(query({ merchantCode: 'aurora', search: 'derby' })).total).toBeGreaterThan(0);
      expect(catalogue.listGames(query({ merchantCode: 'ember', search: 'derby' })).total).toBe(0);
    });
  });

  it('hides a vendor switched off for one category from lists, search, hot games and sorting', () => {
    const own = catalogueDb();
    own.prepare(`DELETE FROM merchant_game_vendor WHERE merchant_code = 'aurora' AND vendor_code = 'JILI' AND game_category = 'RNG'`).run();
    const mine = new GameCatalogue(own);
    expect(mine.listGames(query({ vendor: 'JILI', gameType: 'RNG' })).total).toBe(0);
    expect(mine.listGames(query({ vendor: 'JILI' })).total).toBe(expectedIds((r) => r.vendor_code === 'JILI' && r.game_category !== 'RNG').length);
    expect(allPages(mine, query({ search: 'a', pageSize: 100 })).some((g) => g.vassalage === 'JILI' && g.gameCategory === 'RNG')).toBe(false);
    expect(mine.hotGames('aurora', 500).some((g) => g.vassalage === 'JILI' && g.gameCategory === 'RNG')).toBe(false);
    expect(mine.vendorSorting('aurora').find((c) => c.gameCategory === 'RNG')?.vendorNames.map((v) => v.vassalage)).not.toContain('JILI');
    own.close();
  });

  it('keeps the name search in step when a game is renamed or removed', () => {
    const own = catalogueDb();
    own.prepare(`UPDATE game SET game_name = 'Quokka Carnival' WHERE node_id = ?`).run(FIRST_SEED_NODE_ID);
    own.prepare('DELETE FROM game WHERE node_id = ?').run(FIRST_SEED_NODE_ID + 1);
    const mine = new GameCatalogue(own);
    expect(ids(mine.listGames(query({ search: 'quokka' })).games)).toEqual([FIRST_SEED_NODE_ID]);
    const removedName = reference.find((r) => r.node_id === FIRST_SEED_NODE_ID + 1)?.game_name ?? '';
    expect(ids(allPages(mine, query({ search: removedName })))).not.toContain(FIRST_SEED_NODE_ID + 1);
    own.close();
  });

  describe('hotGames', () => {
    it('returns the most popular enabled games first, at most the limit', () => {
      expect(ids(catalogue.hotGames('aurora', 30))).toEqual(expectedIds(() => true).slice(0, 30));
      expect(ids(catalogue.hotGames('ember', 2000))).toEqual(expectedIds((r) => r.game_category !== 'COCKFIGHT').slice(0, 2000));
      expect(catalogue.hotGames('aurora', 0)).toEqual([]);
      expect(() => catalogue.hotGames('aurora', -1)).toThrow(RangeError);
    });
  });

  describe('vendorSorting', () => {
    it('lists categories local games first, each with its vendors in seed order and display names', () => {
      const sorting = catalogue.vendorSorting('aurora');
      expect(sorting.map((c) => c.gameCategory)).toEqual([...CATALOGUE_CATEGORIES]);
      for (const { gameCategory, vendorNames } of sorting) {
        const expected = SEED_VENDORS.filter((v) => v.plans.some((p) => p.category === gameCategory));
        expect(vendorNames).toEqual(expected.map((v) => ({ vassalage: v.code, displayName: v.displayName })));
      }
      expect(sorting.find((c) => c.gameCategory === 'COCKFIGHT')?.vendorNames.map((v) => v.vassalage)).toEqual(['S128', 'WS168']);
    });

    it('leaves out what the merchant switched off, and knows nothing of an unknown merchant', () => {
      expect(catalogue.vendorSorting('ember').map((c) => c.gameCategory)).not.toContain('COCKFIGHT');
      expect(catalogue.vendorSorting('nobody')).toEqual([]);
    });
  });

  describe('findGame', () => {
    it('maps a row to the SPEC §3 field names', () => {
      const lottery = db.prepare(`SELECT node_id FROM game WHERE vendor_code = 'ELOTT' ORDER BY node_id LIMIT 1`).pluck().get() as number;
      expect(catalogue.findGame(lottery)).toMatchObject({
        nodeId: lottery, vassalage: 'ELOTT', gameType: 'ELOTT', gameCategory: 'ELOTT', gameCode: 'EL01', displayName: 'E-Lottery',
      });
      const game = catalogue.findGame(FIRST_SEED_NODE_ID);
      expect(game && Object.keys(game).sort()).toEqual([
        'displayName', 'gameCategory', 'gameCode', 'gameGroupId', 'gameId', 'gameName', 'gameType', 'isNew', 'lottoMode',
        'nodeId', 'nodeName', 'supportPlay', 'telNodeId', 'vassalage',
      ]);
      expect(game).toMatchObject({ gameCode: 'lobby', lottoMode: null, gameGroupId: null });
      expect(catalogue.findGame(1)).toBeNull();
    });
  });
});
