import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { bootPartsOf, type VendorTypes } from '@gp/api-client';
import { CatalogueStore } from './catalogue.store';
import { createMemoryStorage } from './ports';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';

const slots = (displayName: string): VendorTypes => ({
  vendors: { RNG: [{ vassalage: 'PG', displayName }] },
  sorting: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PG', displayName }], accountTypeName: 'Slots' }],
});

function setup(storage = createMemoryStorage()) {
  const platform = new FakePlatform();
  const language = observable({ languageVersion: 0, current: 'EN' });
  let answer: unknown = slots('PG Soft');
  platform.on('GET', '/wps/game/vassgameType', () => answer);
  const store = new CatalogueStore({ api: platform.api, storage, language });
  return { platform, language, store, storage, answer: (next: unknown) => (answer = next) };
}

describe('CatalogueStore', () => {
  it('loads the vendor mapping and sorting on start, with typeId 1, and caches them', async () => {
    const { platform, store, storage } = setup();
    expect(store.sorting).toEqual([]);
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/vassgameType')[0]?.query.get('typeId')).toBe('1');
    expect(store.vendorMapping).toEqual({ RNG: [{ vassalage: 'PG', displayName: 'PG Soft' }] });
    expect(store.sorting[0]?.accountTypeName).toBe('Slots');
    expect(JSON.parse(storage.getItem('getVassGameType') ?? 'null')).toEqual(slots('PG Soft'));
  });

  it('takes the outline the page carries in the language in use: no call on start, cached, reloaded after a language change', async () => {
    const { platform, language, store, storage } = setup();
    store.seed({ language: 'EN', vendorTypes: slots('From the page') });
    expect(store.sorting[0]?.vendorNames[0]?.displayName).toBe('From the page');
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(0);
    expect(JSON.parse(storage.getItem('getVassGameType') ?? 'null')).toEqual(slots('From the page'));
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(1);
    expect(store.sorting[0]?.vendorNames[0]?.displayName).toBe('PG Soft');
    store.stop();
  });

  it('skips the load only on the first start after the seed, and only in the language of the seed', async () => {
    const { platform, store } = setup();
    store.seed({ language: 'EN', vendorTypes: slots('From the page') });
    store.start();
    store.stop();
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(1);
    store.stop();
    const other = setup();
    other.store.seed({ language: 'EN', vendorTypes: slots('From the page') });
    runInAction(() => (other.language.current = 'TL'));
    other.store.start();
    await settle();
    expect(other.platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(1);
    other.store.stop();
  });

  it('ignores boot data in another language or of another shape, and loads on start', async () => {
    for (const boot of [{ language: 'TL', vendorTypes: slots('Tagalog') }, { language: 'EN', vendorTypes: { vendors: {} } }, {}, undefined]) {
      const { platform, store } = setup();
      store.seed(bootPartsOf({ catalogue: boot }).catalogue);
      expect(store.vendorTypes).toBeNull();
      store.start();
      await settle();
      expect(platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(1);
      store.stop();
    }
  });

  it('shows the cached outline at once on the next start, ignoring a damaged cache', () => {
    const cached = createMemoryStorage({ getVassGameType: JSON.stringify(slots('Cached')) });
    expect(setup(cached).store.sorting[0]?.vendorNames[0]?.displayName).toBe('Cached');
    expect(setup(createMemoryStorage({ getVassGameType: '{"vendors":1' })).store.vendorTypes).toBeNull();
  });

  it('reloads after a language change and stops following it after stop', async () => {
    const { platform, language, store, answer } = setup();
    store.start();
    await settle();
    answer(slots('PG Soft (TL)'));
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(store.sorting[0]?.vendorNames[0]?.displayName).toBe('PG Soft (TL)');
    store.stop();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(2);
  });

  it('keeps what it shows when a load fails, and tells the error', async () => {
    const { store, answer } = setup();
    await store.load();
    answer(new Failure('MAINTENANCE', 503));
    await store.load();
    expect(store.sorting).toHaveLength(1);
    expect(store.vendorTypesResource.errorCode).toBe('MAINTENANCE');
    expect(store.vendorTypesResource.loading).toBe(false);
  });
});
