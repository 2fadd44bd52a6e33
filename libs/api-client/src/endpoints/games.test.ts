import { describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import {
  addFavourite,
  addRecentGame,
  getFavouriteIds,
  getHotGames,
  listGames,
  listRecentGames,
  removeFavourite,
} from './games';

const server = usePlatformServer();
const page = { games: [{ nodeId: 1, gameName: 'Fortune' }], pageNum: 1, totalPages: 1, totalCount: 1 };

describe('games', () => {
  it('lists games with filters and paging as query parameters', async () => {
    const seen = answer(server, 'get', '/wps/game/list', () => ok(page));
    const value = await listGames(testClient(null), {
      pageNo: 2,
      pageSize: 30,
      gameType: 'RNG',
      vassalage: 'JILI',
      gameName: 'fortune tiger',
      language: 'EN',
    });
    expect(value).toEqual(page);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.query).toEqual({
      pageNo: '2',
      pageSize: '30',
      gameType: 'RNG',
      vassalage: 'JILI',
      gameName: 'fortune tiger',
      language: 'EN',
    });
    await listGames(testClient(null));
    expect(seen[1]?.query).toEqual({});
  });

  it('reads hot games and favourite ids', async () => {
    const hot = answer(server, 'get', '/wps/game/hot', () => ok({ list: [] }));
    await expect(getHotGames(testClient(null), { limit: 6, gameType: 'LIVE' })).resolves.toEqual({ list: [] });
    expect(hot[0]?.query).toEqual({ limit: '6', gameType: 'LIVE' });
    answer(server, 'get', '/wps/game/favourites/ids', () => ok(['1', '2']));
    await expect(getFavouriteIds(testClient())).resolves.toEqual(['1', '2']);
  });

  it('adds a favourite with a body and removes it with a query', async () => {
    const added = answer(server, 'post', '/wps/game/favourites', () => ok(true));
    await expect(addFavourite(testClient(), { nodeId: 41, vendor: 'JILI' })).resolves.toBeUndefined();
    expect(added[0]?.body).toEqual({ nodeId: 41, vendor: 'JILI' });
    const removed = answer(server, 'delete', '/wps/game/favourites', () => ok(true));
    await removeFavourite(testClient(), { nodeId: 41, vendor: 'JILI' });
    expect(removed[0]).toMatchObject({ method: 'DELETE', query: { nodeId: '41', vendor: 'JILI' }, body: null });
  });

  it('records and lists recent games', async () => {
    const recorded = answer(server, 'get', '/wps/game/recent/add', () => ok(true));
    await addRecentGame(testClient(), { nodeId: 41 });
    expect(recorded[0]?.query).toEqual({ nodeId: '41' });
    const listed = answer(server, 'get', '/wps/game/recent', () => ok({ content: [], totalPages: 0, totalCount: 0 }));
    await expect(listRecentGames(testClient(), { pageSize: 10 })).resolves.toMatchObject({ content: [] });
    expect(listed[0]?.query).toEqual({ pageSize: '10' });
  });

  it('surfaces TRIAL_NOT_ALLOWED', async () => {
    answer(server, 'post', '/wps/game/favourites', () => fail('TRIAL_NOT_ALLOWED', 403));
    const error = await failureOf(addFavourite(testClient(), { nodeId: 41, vendor: 'JILI' }));
    expect(error).toMatchObject({ code: 'TRIAL_NOT_ALLOWED', status: 403 });
  });
});
