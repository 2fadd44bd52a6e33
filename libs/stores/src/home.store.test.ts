import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { bootPartsOf, type BootHomeContent, type ContentBanner, type ContentSettings, type VendorTypes } from '@gp/api-client';
import { HomeStore } from './home.store';
import { FakePlatform, Failure, deferred, settle } from './test-support/fake-platform';

type Sorting = VendorTypes['sorting'];

const entry = (gameCategory: string, vendors: string[]): Sorting[number] =>
  ({ gameCategory, accountTypeName: gameCategory, vendorNames: vendors.map((vassalage) => ({ vassalage, displayName: `${vassalage} name` })) }) as Sorting[number];

const game = (nodeId: number, gameCategory: string, gameName = `Game ${nodeId}`) => ({ nodeId, gameCategory, gameName, vassalage: 'PG' });

const banner = (id: number, groupName: ContentBanner['groupName'], sequence: number): ContentBanner => ({ id, groupName, sequence, url: `/b/${id}.svg`, title: `B${id}`, linkage: null, linkUrl: null });

const settings = {
  imageCDNs: ['https://cdn-a.test/'],
  paymentLogos: [{ name: 'GCash', imageUrl: '/cdn/payment/gcash.png' }],
  providerLogos: [{ vendorCode: 'PG', imageUrl: '/cdn/PG_COLOR.png' }],
} as unknown as ContentSettings;

function setup(sorting: Sorting = [entry('LOCAL', ['PINOY']), entry('RNG', ['PG', 'JILI']), entry('SPORTS', ['SBO', 'SABA']), entry('ELOTT', ['ELOTT'])]) {
  const platform = new FakePlatform();
  const language = observable({ languageVersion: 0, current: 'EN' });
  const player = observable({ loggedIn: false });
  const catalogue = observable({ sorting });
  const system = observable({ settings: null as ContentSettings | null });
  let picks = 0;
  let suffix = '';
  platform
    .on('GET', '/wps/announcements', () => ({
      banners: [banner(2, 'm_home', 2), banner(1, 'm_home', 1), banner(3, 'm_youtube', 0), banner(4, 'm_recommend', 0), banner(5, 'm_vip', 0)],
      notices: [{ id: 9, title: ` Maintenance${suffix} `, content: '<p>x</p>', startDate: 0, read: false }, { id: 10, title: '  ', content: '', startDate: 0, read: false }],
      popups: [],
      promotions: [],
    }))
    .on('GET', '/wps/winners/board', () => ({ list: [{ vo: { customerName: 'd***o', gameName: 'Ox', winAmountMinor: 9500, currency: 'PHP' } }] }))
    .on('GET', '/wps/game/hot', () => ({ list: Array.from({ length: 40 }, (_, i) => game(i + 1, 'RNG')) }))
    .on('GET', '/wps/game/list', (call) => ({
      games: [game(100, call.query.get('gameType') ?? '', `${call.query.get('gameType')}${suffix}`)],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    }));
  const store = new HomeStore({
    api: platform.api,
    language,
    catalogue,
    system: { get settings() { return system.settings; }, pickImageCdn: () => `https://cdn-${++picks}.test` },
    random: () => 0.5,
    isLoggedIn: () => player.loggedIn,
  });
  return {
    platform, store, language, catalogue, system, player,
    picks: () => picks,
    translate: (next: string) => (suffix = next),
    listCalls: () => platform.callsTo('GET', '/wps/game/list').map((call) => call.query.get('gameType')),
  };
}

describe('HomeStore', () => {
  it('loads nothing until home starts it', async () => {
    const { platform } = setup();
    await settle();
    expect(platform.calls).toHaveLength(0);
  });

  it('shows HOT and every offered section in home order, vendor tiles for SPORTS and ELOTT', () => {
    const { store } = setup();
    expect(store.sections).toEqual([
      { kind: 'games', category: 'HOT' },
      { kind: 'games', category: 'RNG' },
      { kind: 'games', category: 'LOCAL' },
      { kind: 'vendors', category: 'SPORTS' },
      { kind: 'vendors', category: 'ELOTT' },
    ]);
  });

  it('loads banners and notices, the 20-entry board, the hot list and 30 games per offered game category', async () => {
    const { platform, store, listCalls } = setup();
    expect(store.content.pending).toBe(true);
    expect(store.beforeLoginBanner).toBeNull();
    store.start();
    await settle();
    const announcements = platform.callsTo('GET', '/wps/announcements')[0]?.query;
    expect(announcements?.get('types')).toBe('B,PL');
    expect(announcements?.get('platform')).toBe('M');
    expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
    expect(store.bannersOf('m_youtube').map((item) => item.id)).toEqual([3]);
    expect(store.bannersOf('m_recommend').map((item) => item.id)).toEqual([4]);
    expect(store.beforeLoginBanner?.id).toBe(1);
    expect(store.marqueeItems).toEqual(['Maintenance']);
    const board = platform.callsTo('GET', '/wps/winners/board')[0]?.query;
    expect([board?.get('gameCategory'), board?.get('limitNum')]).toEqual(['ALL', '20']);
    expect(store.winners.value[0]?.customerName).toBe('d***o');
    expect(platform.callsTo('GET', '/wps/game/hot')[0]?.query.get('isPlatform')).toBe('2');
    expect(store.gamesOf('HOT').value).toHaveLength(30);
    expect(listCalls().sort()).toEqual(['LOCAL', 'RNG']);
    const list = platform.callsTo('GET', '/wps/game/list')[0]?.query;
    expect([list?.get('pageSize'), list?.get('pageNo'), list?.get('platform'), list?.get('clientType')]).toEqual(['30', '1', 'html5', '2']);
    expect(store.gamesOf('RNG').status).toBe('ready');
    expect(store.gamesOf('FISH').status).toBe('idle');
  });

  it('prefetches only the banners, and start then loads the rest without asking for them again', async () => {
    const { platform, store, listCalls } = setup();
    store.prefetch();
    store.prefetch();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    expect(platform.calls).toHaveLength(1);
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    expect(platform.callsTo('GET', '/wps/winners/board')).toHaveLength(1);
    expect(listCalls().sort()).toEqual(['LOCAL', 'RNG']);
    expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
  });

  describe('banners that came with the page', () => {
    const boot: BootHomeContent = { language: 'EN', banners: [banner(7, 'm_home', 2), banner(6, 'm_home', 1), banner(8, 'm_recommend', 0)], notices: [{ id: 1, title: 'Hello', content: '', startDate: 0, read: false }] };

    it('are shown at once, sorted into their groups, and start asks for everything else but them', async () => {
      const { platform, store, listCalls } = setup();
      store.prefetch(boot);
      expect(store.content.status).toBe('ready');
      expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([6, 7]);
      expect(store.bannersOf('m_recommend').map((item) => item.id)).toEqual([8]);
      expect(store.marqueeItems).toEqual(['Hello']);
      store.start();
      await settle();
      expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(0);
      expect(platform.callsTo('GET', '/wps/winners/board')).toHaveLength(1);
      expect(listCalls().sort()).toEqual(['LOCAL', 'RNG']);
    });

    it('are not used in another language, for a logged-in player, or when malformed: the call goes out instead', async () => {
      for (const arrange of [
        (ctx: ReturnType<typeof setup>) => runInAction(() => (ctx.language.current = 'TY')),
        (ctx: ReturnType<typeof setup>) => runInAction(() => (ctx.player.loggedIn = true)),
      ]) {
        const ctx = setup();
        arrange(ctx);
        ctx.store.prefetch(boot);
        await settle();
        expect(ctx.platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
        expect(ctx.store.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
      }
      const malformed = setup();
      malformed.store.prefetch(bootPartsOf({ home: { language: 'EN', banners: [{ id: 1 }], notices: [] } }).home);
      await settle();
      expect(malformed.platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    });

    it('give way to a fresh call after a language change', async () => {
      const { platform, store, language } = setup();
      store.prefetch(boot);
      store.start();
      runInAction(() => (language.languageVersion = 1));
      await settle();
      expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
      expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
    });
  });

  it('loads only the banners and notices for the game centre, once per language', async () => {
    const { platform, store, language } = setup();
    store.ensureContent();
    store.ensureContent();
    await settle();
    expect(platform.calls).toHaveLength(1);
    runInAction(() => (language.languageVersion = 1));
    store.ensureContent();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(2);
  });

  it('lets one failing part show its retry while the rest render, and retries it alone', async () => {
    const { platform, store } = setup();
    platform.on('GET', '/wps/winners/board', () => new Failure('MAINTENANCE', 503));
    store.start();
    await settle();
    expect(store.winners.status).toBe('failed');
    expect(store.winners.errorCode).toBe('MAINTENANCE');
    expect(store.winners.pending).toBe(false);
    expect(store.content.status).toBe('ready');
    expect(store.gamesOf('RNG').status).toBe('ready');
    platform.on('GET', '/wps/winners/board', () => ({ list: [] }));
    await store.winners.load();
    expect(store.winners.status).toBe('ready');
    expect(platform.callsTo('GET', '/wps/game/hot')).toHaveLength(1);
  });

  it('reloads every part after a language change, keeping what it shows meanwhile', async () => {
    const { platform, store, language, translate } = setup();
    store.start();
    await settle();
    translate(' (TL)');
    runInAction(() => (language.languageVersion += 1));
    expect(store.gamesOf('RNG').status).toBe('loading');
    expect(store.gamesOf('RNG').pending).toBe(false);
    await settle();
    expect(store.gamesOf('RNG').value[0]?.gameName).toBe('RNG (TL)');
    expect(store.marqueeItems).toEqual(['Maintenance (TL)']);
    expect(platform.callsTo('GET', '/wps/winners/board')).toHaveLength(2);
    expect(platform.callsTo('GET', '/wps/game/hot')).toHaveLength(2);
  });

  it('stops following the language when home is left and catches up on the next visit', async () => {
    const { platform, store, language } = setup();
    store.start();
    await settle();
    store.stop();
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/hot')).toHaveLength(1);
    store.stop();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(platform.callsTo('GET', '/wps/game/hot')).toHaveLength(1);
    store.start();
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/hot')).toHaveLength(2);
  });

  it('retries only failed parts when home is visited again', async () => {
    const { platform, store } = setup();
    platform.on('GET', '/wps/announcements', () => new Failure('UNKNOWN', 500));
    store.start();
    await settle();
    store.stop();
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(2);
    expect(platform.callsTo('GET', '/wps/game/hot')).toHaveLength(1);
  });

  it('loads the rows of categories the catalogue offers later', async () => {
    const { store, catalogue, listCalls } = setup([]);
    store.start();
    await settle();
    expect(listCalls()).toEqual([]);
    runInAction(() => (catalogue.sorting = [entry('FISH', ['JDB']), entry('LOTT', ['LOTT'])]));
    await settle();
    expect(listCalls().sort()).toEqual(['FISH', 'LOTT']);
    expect(store.sections.map((section) => section.category)).toEqual(['HOT', 'FISH', 'LOTT']);
  });

  it('applies only the latest load when a language change overtakes one', async () => {
    const { platform, store } = setup();
    const slow = deferred<unknown>();
    let calls = 0;
    platform.on('GET', '/wps/winners/board', () => (++calls === 1 ? slow.promise : { list: [{ vo: { customerName: 'new' } }] }));
    const first = store.winners.load();
    await store.winners.load();
    slow.resolve({ list: [{ vo: { customerName: 'old' } }] });
    await first;
    expect(store.winners.value[0]?.customerName).toBe('new');
  });

  it('builds vendor tiles with one CDN pick per settings answer', () => {
    const { store, system, picks } = setup();
    const tiles = store.vendorTilesOf('SPORTS');
    expect(tiles.map((tile) => tile.vendorCode)).toEqual(['SBO', 'SABA']);
    expect(tiles[0]).toEqual({ vendorCode: 'SBO', displayName: 'SBO name', imageUrl: 'https://cdn-1.test/TCG_PROD_IMAGES/B2C/vendor/SBO_COLOR.png' });
    store.vendorTilesOf('ELOTT');
    expect(picks()).toBe(1);
    runInAction(() => (system.settings = settings));
    expect(store.vendorTilesOf('ELOTT')[0]?.imageUrl).toContain('https://cdn-2.test/');
    expect(store.vendorTilesOf('FISH' as 'SPORTS')).toEqual([]);
  });

  it('reads payment and provider logos from the settings and finds a vendor category', () => {
    const { store, system } = setup([entry('LOCAL', ['KM']), entry('PVP', ['KM']), entry('BGS', ['BINGOX'])]);
    expect(store.paymentLogos).toEqual([]);
    expect(store.providerLogos).toEqual([]);
    runInAction(() => (system.settings = settings));
    expect(store.paymentLogos[0]?.name).toBe('GCash');
    expect(store.providerLogos[0]?.vendorCode).toBe('PG');
    expect(store.categoryOfVendor('KM')).toBe('PVP');
    expect(store.categoryOfVendor('BINGOX')).toBe('BGS');
    expect(store.categoryOfVendor('NOPE')).toBeNull();
  });

  it('draws a players-online count once per RNG game and none elsewhere', () => {
    const { store } = setup();
    const count = store.playersOnline({ nodeId: 1, gameCategory: 'RNG' });
    expect(count).toBeGreaterThanOrEqual(500);
    expect(count).toBeLessThanOrEqual(1999);
    expect(store.playersOnline({ nodeId: 1, gameCategory: 'RNG' })).toBe(count);
    expect(store.playersOnline({ nodeId: 2, gameCategory: 'LIVE' })).toBeNull();
  });
});
