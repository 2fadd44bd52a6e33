import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ContentSettings, VendorTypes } from '@gp/api-client';
import { HomeContentPart } from './home-content';
import { HomeStore } from './home.store';
import { Failure, settle } from './test-support/fake-platform';
import { homeBootContent, homePlatform, homeSettings, homeSorting, sortingEntry } from './test-support/home-platform';

function setup(sorting: VendorTypes['sorting'] = homeSorting()) {
  const { platform, translate, listCalls } = homePlatform();
  const language = observable({ languageVersion: 0, current: 'EN' });
  const catalogue = observable({ sorting });
  const system = observable({ settings: null as ContentSettings | null });
  const store = new HomeStore({
    api: platform.api,
    language,
    content: new HomeContentPart({ api: platform.api, language, isLoggedIn: () => false }),
    catalogue,
    system: { get settings() { return system.settings; }, pickImageCdn: () => 'https://cdn.test' },
    draw: () => 0.5,
  });
  return { platform, store, language, catalogue, system, translate, listCalls };
}

describe('HomeStore', () => {
  it('loads nothing until home starts it', async () => {
    const { platform } = setup();
    await settle();
    expect(platform.calls).toHaveLength(0);
  });

  it('shows the sections the catalogue offers and their vendor tiles', () => {
    const { store } = setup();
    expect(store.sections.map((section) => `${section.kind}:${section.category}`)).toEqual(['games:HOT', 'games:RNG', 'games:LOCAL', 'vendors:SPORTS', 'vendors:ELOTT']);
    expect(store.vendorTilesOf('SPORTS')[0]?.imageUrl).toBe('https://cdn.test/TCG_PROD_IMAGES/B2C/vendor/SBO_COLOR.png');
  });

  it('loads banners and notices, the board, the hot list and the games of each offered game category when started', async () => {
    const { platform, store, listCalls } = setup();
    expect(store.content.pending).toBe(true);
    expect(store.beforeLoginBanner).toBeNull();
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
    expect(store.beforeLoginBanner?.id).toBe(1);
    expect(store.marqueeItems).toEqual(['Maintenance']);
    expect(store.winners.value[0]?.customerName).toBe('d***o');
    expect(store.gamesOf('HOT').value).toHaveLength(30);
    expect(listCalls().sort()).toEqual(['LOCAL', 'RNG']);
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
    it('are shown at once and start asks for everything else but them', async () => {
      const { platform, store, listCalls } = setup();
      store.prefetch(homeBootContent);
      expect(store.content.status).toBe('ready');
      expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([6, 7]);
      expect(store.marqueeItems).toEqual(['Hello']);
      store.start();
      await settle();
      expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(0);
      expect(platform.callsTo('GET', '/wps/winners/board')).toHaveLength(1);
      expect(listCalls().sort()).toEqual(['LOCAL', 'RNG']);
    });

    it('give way to a fresh call after a language change', async () => {
      const { platform, store, language } = setup();
      store.prefetch(homeBootContent);
      store.start();
      runInAction(() => (language.languageVersion = 1));
      await settle();
      expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
      expect(store.bannersOf('m_home').map((item) => item.id)).toEqual([1, 2]);
    });
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
    runInAction(() => (catalogue.sorting = [sortingEntry('FISH', ['JDB']), sortingEntry('LOTT', ['LOTT'])]));
    await settle();
    expect(listCalls().sort()).toEqual(['FISH', 'LOTT']);
    expect(store.sections.map((section) => section.category)).toEqual(['HOT', 'FISH', 'LOTT']);
  });

  it('reads payment and provider logos from the settings and finds a vendor category', () => {
    const { store, system } = setup([sortingEntry('LOCAL', ['KM']), sortingEntry('PVP', ['KM'])]);
    expect(store.paymentLogos).toEqual([]);
    expect(store.providerLogos).toEqual([]);
    runInAction(() => (system.settings = homeSettings));
    expect(store.paymentLogos[0]?.name).toBe('GCash');
    expect(store.providerLogos[0]?.vendorCode).toBe('PG');
    expect(store.categoryOfVendor('KM')).toBe('PVP');
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
