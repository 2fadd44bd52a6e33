import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { chooseGameCentreTab, withClassification, withSearchText, withVendor } from '@gp/domain';
import { GameListModel, type GameListSource } from './game-list.model';
import { FakePlatform, Failure, deferred, settle, type SeenCall } from './test-support/fake-platform';

const game = (nodeId: number) => ({ nodeId, gameId: String(nodeId), gameName: `Game ${nodeId}`, vassalage: 'PG' });

/** A catalogue of `count` games answered 9 per page, as the platform pages them. */
function pages(count: number) {
  return (call: SeenCall) => {
    const pageNo = Number(call.query.get('pageNo'));
    const size = Number(call.query.get('pageSize'));
    const all = Array.from({ length: count }, (_, index) => game(index + 1));
    return {
      games: all.slice((pageNo - 1) * size, pageNo * size),
      content: all.slice((pageNo - 1) * size, pageNo * size),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(count / size)),
      totalCount: count,
    };
  };
}

function setup(source: GameListSource = { kind: 'games', filter: chooseGameCentreTab('RNG') }, count = 20) {
  const platform = new FakePlatform();
  const language = observable({ languageVersion: 0, current: 'EN' as const });
  platform.on('GET', '/wps/game/list', pages(count));
  platform.on('GET', '/wps/game/favourites', pages(count));
  platform.on('GET', '/wps/game/recent', pages(count));
  platform.on('GET', '/wps/game/hot', () => ({ list: [game(1), game(2)] }));
  const list = new GameListModel({ api: platform.api, language }, source);
  return { platform, language, list };
}

const ids = (list: GameListModel) => list.games.map((item) => item.nodeId);

describe('GameListModel paging', () => {
  it('loads page 1 of 9 with the filter, then appends the next page on more', async () => {
    const { platform, list } = setup();
    list.start();
    expect(list.status).toBe('loading');
    await settle();
    const query = platform.callsTo('GET', '/wps/game/list')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      pageNo: '1',
      pageSize: '9',
      gameType: 'RNG',
      gameName: '',
      vassalage: '',
      gameClassify: '',
      clientType: '2',
      platform: 'html5',
      language: 'EN',
      imgSize: 'rx2',
    });
    expect(list.status).toBe('ready');
    expect(list.indicator).toBe('1 / 3');
    expect(ids(list)).toHaveLength(9);
    list.more();
    expect(list.loadingMore).toBe(true);
    await settle();
    expect(list.indicator).toBe('2 / 3');
    expect(ids(list)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(list.moreDisabled).toBe(false);
    list.stop();
  });

  it('does nothing on more at the last page or while a page is on its way', async () => {
    const { platform, list } = setup(undefined, 12);
    list.start();
    list.more();
    await settle();
    list.more();
    list.more();
    await settle();
    expect(list.indicator).toBe('2 / 2');
    expect(list.moreDisabled).toBe(true);
    list.more();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/list')).toHaveLength(2);
    expect(ids(list)).toHaveLength(12);
  });

  it('shows an empty list as one empty page with more disabled', async () => {
    const { list } = setup(undefined, 0);
    list.start();
    await settle();
    expect(list.status).toBe('ready');
    expect(list.games).toEqual([]);
    expect(list.indicator).toBe('1 / 1');
    expect(list.moreDisabled).toBe(true);
  });
});

describe('GameListModel filter changes', () => {
  it('resets to page 1 on a new search (trimmed), vendor or classification, and not on spaces only', async () => {
    const { platform, list } = setup();
    list.start();
    await settle();
    list.more();
    await settle();
    list.setFilter(withSearchText(list.filter, '  Fortune  '));
    expect(list.games).toEqual([]);
    await settle();
    expect(platform.callsTo('GET', '/wps/game/list').at(-1)?.query.get('gameName')).toBe('Fortune');
    expect(list.indicator).toBe('1 / 3');
    list.setFilter(withSearchText(list.filter, 'Fortune '));
    expect(platform.callsTo('GET', '/wps/game/list')).toHaveLength(3);
    list.setFilter(withVendor(list.filter, 'JILI'));
    await settle();
    expect(platform.callsTo('GET', '/wps/game/list').at(-1)?.query.get('vassalage')).toBe('JILI');
    list.setFilter(withClassification(list.filter, 'new'));
    await settle();
    const last = platform.callsTo('GET', '/wps/game/list').at(-1)?.query;
    expect([last?.get('gameClassify'), last?.get('isNew'), last?.get('pageNo')]).toEqual(['new', '1', '1']);
  });

  it('sends an empty game type on the lobby', async () => {
    const { platform, list } = setup({ kind: 'games', filter: chooseGameCentreTab() });
    list.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/list')[0]?.query.get('gameType')).toBe('');
  });

  it('ignores the answer of an older filter and of a page asked before a reset', async () => {
    const { platform, list } = setup();
    const slow = deferred<unknown>();
    platform.on('GET', '/wps/game/list', () => slow.promise);
    list.start();
    platform.on('GET', '/wps/game/list', pages(20));
    list.setFilter(withVendor(list.filter, 'JILI'));
    await settle();
    expect(ids(list)).toHaveLength(9);
    slow.resolve({ games: [game(500)], pageNum: 1, totalPages: 7, totalCount: 1 });
    await settle();
    expect(ids(list)).not.toContain(500);
    expect(list.indicator).toBe('1 / 3');
  });

  it('drops answers after stop', async () => {
    const { platform, list } = setup();
    const slow = deferred<unknown>();
    platform.on('GET', '/wps/game/list', () => slow.promise);
    list.start();
    list.stop();
    slow.resolve({ games: [game(1)], pageNum: 1, totalPages: 1, totalCount: 1 });
    await settle();
    expect(list.games).toEqual([]);
  });

  it('reloads page 1 after a language change, until stopped', async () => {
    const { platform, list, language } = setup();
    list.start();
    await settle();
    list.more();
    await settle();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(list.indicator).toBe('1 / 3');
    expect(platform.callsTo('GET', '/wps/game/list')).toHaveLength(3);
    list.stop();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(platform.callsTo('GET', '/wps/game/list')).toHaveLength(3);
  });
});

describe('GameListModel failures', () => {
  it('shows an error with nothing loaded, and retry loads page 1 again', async () => {
    const { platform, list } = setup();
    platform.on('GET', '/wps/game/list', () => new Failure('INTERNAL_ERROR', 500));
    list.start();
    await settle();
    expect(list.status).toBe('error');
    expect(list.errorCode).toBe('INTERNAL_ERROR');
    platform.on('GET', '/wps/game/list', pages(20));
    list.retry();
    expect(list.status).toBe('loading');
    await settle();
    expect(list.status).toBe('ready');
  });

  it('keeps the tiles when a later page fails, and retry asks for that page again', async () => {
    const { platform, list } = setup();
    list.start();
    await settle();
    platform.on('GET', '/wps/game/list', () => new Failure('TIMEOUT', 504));
    list.more();
    await settle();
    expect(list.status).toBe('ready');
    expect(list.errorCode).toBe('TIMEOUT');
    expect(list.indicator).toBe('1 / 3');
    platform.on('GET', '/wps/game/list', pages(20));
    list.retry();
    await settle();
    expect(list.indicator).toBe('2 / 3');
    expect(list.errorCode).toBeNull();
  });
});

describe('GameListModel other sources', () => {
  it('pages the favourites 9 at a time and appends, and an unfavourited tile leaves the list', async () => {
    const { platform, list } = setup({ kind: 'favourites' }, 12);
    list.start();
    await settle();
    expect(Object.fromEntries(platform.callsTo('GET', '/wps/game/favourites')[0]?.query ?? [])).toMatchObject({
      pageNo: '1',
      pageSize: '9',
      gameType: '',
    });
    list.more();
    await settle();
    expect(ids(list)).toHaveLength(12);
    list.dropUnfavourited('3');
    expect(ids(list)).not.toContain(3);
    expect(ids(list)).toHaveLength(11);
    expect(list.indicator).toBe('2 / 2');
  });

  it('keeps an unfavourited tile in an ordinary list but drops it in the favourites classification', async () => {
    const { list } = setup();
    list.start();
    await settle();
    list.dropUnfavourited(3);
    expect(ids(list)).toContain(3);
    list.setFilter(withClassification(list.filter, 'fav'));
    await settle();
    list.dropUnfavourited(3);
    expect(ids(list)).not.toContain(3);
  });

  it('shows the hot games as one page', async () => {
    const { platform, list } = setup({ kind: 'hot' });
    list.start();
    await settle();
    expect(Object.fromEntries(platform.callsTo('GET', '/wps/game/hot')[0]?.query ?? [])).toMatchObject({ isPlatform: '2', platform: 'html5' });
    expect(ids(list)).toEqual([1, 2]);
    expect(list.moreDisabled).toBe(true);
  });

  it('pages the recent games and can switch source', async () => {
    const { platform, list } = setup({ kind: 'recent' }, 10);
    list.start();
    await settle();
    list.more();
    await settle();
    expect(ids(list)).toHaveLength(10);
    expect(platform.callsTo('GET', '/wps/game/recent')).toHaveLength(2);
    list.setSource({ kind: 'hot' });
    await settle();
    expect(ids(list)).toEqual([1, 2]);
    list.setFilter(chooseGameCentreTab('FISH'));
    await settle();
    expect(platform.callsTo('GET', '/wps/game/list')[0]?.query.get('gameType')).toBe('FISH');
  });
});
