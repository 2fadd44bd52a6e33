import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES } from '../db/game-catalogue';
import { useTestServer } from '../testing/test-db';
import { catalogueRows, getWith } from './games-test-kit';
import type { ApiGame, VendorTypes } from './game-view';

const server = useTestServer();

interface ListValue {
  games: ApiGame[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

async function list(query: Record<string, string | number>, headers?: Record<string, string>): Promise<ListValue> {
  const response = await server.app.inject(getWith('/wps/game/list', query, headers));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: ListValue }>().value;
}

/** Every game of a list, page after page. */
async function allPages(query: Record<string, string | number>): Promise<ApiGame[]> {
  const first = await list({ ...query, pageSize: 100 });
  const rest = [];
  for (let page = 2; page <= first.totalPages; page += 1) rest.push(...(await list({ ...query, pageSize: 100, pageNo: page })).games);
  return [...first.games, ...rest];
}

const sortedIds = (games: readonly ApiGame[]): number[] => games.map((g) => g.nodeId).sort((a, b) => a - b);

describe('GET /wps/game/vassgameType', () => {
  it('lists the merchant categories in menu order, local games first, each with its vendors', async () => {
    const response = await server.app.inject(getWith('/wps/game/vassgameType', { typeId: 1 }));
    expect(response.statusCode).toBe(200);
    const value = response.json<{ value: VendorTypes }>().value;
    expect(value.sorting.map((e) => e.gameCategory)).toEqual([...CATALOGUE_CATEGORIES]);
    expect(value.sorting[0]).toMatchObject({ gameCategory: 'LOCAL', accountTypeName: 'Local Games' });
    expect(value.sorting.find((e) => e.gameCategory === 'RNG')?.vendorNames[0]).toEqual({ vassalage: 'PG', displayName: 'PG Soft' });
    expect(value.vendors.ELOTT).toEqual([{ vassalage: 'ELOTT', displayName: 'E-Lottery' }]);
    expect(Object.keys(value.vendors)).toEqual(value.sorting.map((e) => e.gameCategory));
  });

  it('leaves out a category the merchant switched off (cockfight on ember)', async () => {
    const response = await server.app.inject(getWith('/wps/game/vassgameType', {}, { merchant: 'ember' }));
    const value = response.json<{ value: VendorTypes }>().value;
    expect(value.sorting.map((e) => e.gameCategory)).not.toContain('COCKFIGHT');
    expect(value.vendors.COCKFIGHT).toBeUndefined();
  });

  it('refuses an unknown typeId and a merchant under maintenance', async () => {
    expect((await server.app.inject(getWith('/wps/game/vassgameType', { typeId: 2 }))).statusCode).toBe(400);
    const closed = await server.app.inject(getWith('/wps/game/vassgameType', {}, { merchant: 'lumen' }));
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ errorCode: 'MAINTENANCE' });
  });
});

describe('GET /wps/game/list', () => {
  it('answers the lobby (empty gameType) with 9 games per page and every field of a game', async () => {
    const value = await list({ merchant: 'aurora', clientType: 2, platform: 'html5', gameType: '', gameName: '', pageNo: 1, language: 'EN', imgSize: 'rx2' });
    expect(value.games).toHaveLength(9);
    expect(value.totalCount).toBe(catalogueRows(server).length);
    expect(value.totalPages).toBe(Math.ceil(value.totalCount / 9));
    const game = value.games[0];
    expect(game).toMatchObject({ iconUrl: `/media/games/${game?.nodeId}.svg`, mobileLargeIcon: `/media/games/${game?.nodeId}.svg`, isGameH5: true, gameCount: 1 });
    expect(game?.vendorCode).toBe(game?.vassalage);
    expect(game?.gameType).toBe(game?.gameCategory);
    expect(game?.freeplay).toBe(game?.supportPlay === 0);
  });

  it('narrows to a category and to a vendor', async () => {
    const fish = await allPages({ gameType: 'FISH' });
    expect(sortedIds(fish)).toEqual(catalogueRows(server, "game_category = 'FISH'").map((r) => r.node_id));
    const jiliFish = await allPages({ gameType: 'FISH', vassalage: 'JILI' });
    expect(sortedIds(jiliFish)).toEqual(catalogueRows(server, "game_category = 'FISH' AND vendor_code = 'JILI'").map((r) => r.node_id));
    expect(jiliFish.every((g) => g.vassalage === 'JILI' && g.gameCategory === 'FISH')).toBe(true);
  });

  it('searches the trimmed game name in any case', async () => {
    const expected = catalogueRows(server).filter((r) => r.game_name.toLowerCase().includes('dragon')).map((r) => r.node_id);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(await allPages({ gameName: '  DrAgOn  ' }))).toEqual(expected);
    expect((await list({ gameName: 'zzz no such game zzz' }))).toEqual({ games: [], pageNum: 1, totalPages: 1, totalCount: 0 });
  });

  it('lists only new games with gameClassify=new or isNew=1, marked with the NEW badge', async () => {
    const expected = catalogueRows(server, "is_new = 1 AND game_category = 'RNG'").map((r) => r.node_id);
    const byClassify = await allPages({ gameType: 'RNG', gameClassify: 'new' });
    expect(sortedIds(byClassify)).toEqual(expected);
    expect(sortedIds(await allPages({ gameType: 'RNG', isNew: 1 }))).toEqual(expected);
    expect(byClassify.every((g) => g.showIcon === 'NEW')).toBe(true);
  });

  it('answers a page past the end with no games and the right totals', async () => {
    const total = catalogueRows(server, "game_category = 'LIVE'").length;
    const value = await list({ gameType: 'LIVE', pageNo: 500 });
    expect(value).toEqual({ games: [], pageNum: 500, totalPages: Math.ceil(total / 9), totalCount: total });
  });

  it('pages without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageNo) => list({ gameType: 'PVP', pageNo, pageSize: 7 })));
    const ids = pages.flatMap((p) => p.games.map((g) => g.nodeId));
    expect(new Set(ids).size).toBe(21);
    expect(ids.slice(0, 14)).toEqual((await list({ gameType: 'PVP', pageSize: 14 })).games.map((g) => g.nodeId));
  });

  it('derives the lottery fields, the live room and the local game address', async () => {
    const vn = (await list({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' })).games[0];
    expect(vn).toMatchObject({ gameClassifyNew: 'VN', playType: vn?.lottoMode?.includes('Entertainment') ? 'ent' : 'trad' });
    expect((await list({ gameType: 'ELOTT' })).games[0]?.gameClassifyNew).toBe('ELOTT');
    expect((await list({ gameType: 'LIVE' })).games[0]?.roomId).toMatch(/^T\d{2}$/);
    const local = (await list({ gameType: 'LOCAL' })).games[0];
    expect(local?.url).toBe(`/m/launchGame?gameId=${local?.gameId}`);
    expect((await list({ gameType: 'RNG' })).games[0]).toMatchObject({ url: null, roomId: null, playType: null, lottoMode: null });
  });

  it('never lists a category the merchant switched off', async () => {
    expect((await list({ gameType: 'COCKFIGHT' })).totalCount).toBeGreaterThan(0);
    expect(await list({ gameType: 'COCKFIGHT' }, { merchant: 'ember' })).toMatchObject({ games: [], totalCount: 0 });
  });

  it('refuses bad input with 400 BAD_REQUEST', async () => {
    const bad: Record<string, string | number>[] = [
      { pageSize: 101 }, { pageNo: 0 }, { gameType: 'HOTDOG' }, { vassalage: 'pg;drop' }, { gameClassify: 'old' }, { pageSize: 'x' }, { isNew: 0 },
    ];
    for (const query of bad) {
      const response = await server.app.inject(getWith('/wps/game/list', query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    }
  });

  it('refuses gameClassify=fav to a guest', async () => {
    const response = await server.app.inject(getWith('/wps/game/list', { gameClassify: 'fav' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
  });
});

describe('GET /wps/game/hot', () => {
  it('answers the 30 hottest games by default, hottest first', async () => {
    const response = await server.app.inject(getWith('/wps/game/hot', { isPlatform: 2, language: 'EN', platform: 'html5' }));
    expect(response.statusCode).toBe(200);
    const hot = response.json<{ value: { list: ApiGame[] } }>().value.list;
    expect(hot).toHaveLength(30);
    const popularity = server.db.prepare<[number], { popularity: number }>('SELECT popularity FROM game WHERE node_id = ?');
    const scores = hot.map((g) => popularity.get(g.nodeId)?.popularity ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(hot[0]?.nodeId).toBe((await list({ pageSize: 1 })).games[0]?.nodeId);
  });

  it('answers the hottest of one category with a limit', async () => {
    const response = await server.app.inject(getWith('/wps/game/hot', { gameType: 'LIVE', limit: 5 }));
    const hot = response.json<{ value: { list: ApiGame[] } }>().value.list;
    expect(hot.map((g) => g.nodeId)).toEqual((await list({ gameType: 'LIVE', pageSize: 5 })).games.map((g) => g.nodeId));
  });

  it('refuses a limit out of range', async () => {
    expect((await server.app.inject(getWith('/wps/game/hot', { limit: 0 }))).statusCode).toBe(400);
    expect((await server.app.inject(getWith('/wps/game/hot', { limit: 101 }))).statusCode).toBe(400);
  });
});
