import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PromotionsStore } from './promotions.store';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';

const promotion = (id: number, category: string) => ({
  id,
  title: `Promotion ${id}`,
  content: `<p>Text ${id}</p>`,
  category,
  promoAnnouncementCategoryIds: [1],
  announcementImages: [],
  startDate: 0,
  endDate: null,
});

function setup(answer: () => unknown) {
  const platform = new FakePlatform().on('GET', '/wps/announcements', answer);
  const language = observable({ languageVersion: 1 });
  return { platform, language, store: new PromotionsStore({ api: platform.api, language }) };
}

describe('PromotionsStore', () => {
  it('loads the promotions once per language, offers their categories and finds one by id', async () => {
    const { platform, language, store } = setup(() => ({ banners: [], notices: [], popups: [], promotions: [promotion(3, 'rng_promo'), promotion(4, 'deposit_promo')] }));
    store.ensure();
    store.ensure();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    expect(Object.fromEntries(platform.callsTo('GET', '/wps/announcements')[0]?.query ?? [])).toEqual({ types: 'Promotion', platform: 'M' });
    expect(store.kinds).toEqual(['deposit_promo', 'rng_promo']);
    expect(store.ofKind('rng_promo').map((p) => p.id)).toEqual([3]);
    expect(store.find('4')?.title).toBe('Promotion 4');
    expect(store.find('04')).toBeNull();
    expect(store.find('9')).toBeNull();
    language.languageVersion = 2;
    store.ensure();
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(2);
  });

  it('keeps a failed load for a retry, which ensure makes', async () => {
    let fail = true;
    const { store } = setup(() => (fail ? new Failure('INTERNAL_ERROR', 500) : { banners: [], notices: [], popups: [], promotions: [promotion(1, 'other')] }));
    store.ensure();
    await settle();
    expect(store.resource.status).toBe('failed');
    fail = false;
    store.ensure();
    await settle();
    expect(store.all).toHaveLength(1);
  });
});
