import { describe, expect, it } from 'vitest';
import {
  PROMOTION_PREVIEW_LENGTH,
  promotionCards,
  promotionCardOf,
  promotionCategoryIdsOf,
  promotionCoverImage,
  promotionDetailPath,
  promotionIconOf,
  promotionsInCategory,
} from './promotion-card';
import type { Promotion } from './promotion-card';

const promo = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 7,
  title: 'Welcome bonus',
  content: '<p>Get <b>100%</b> &amp; more</p>',
  category: 'deposit_promo',
  promoAnnouncementCategoryIds: [1, 2],
  announcementImages: [
    { url: 'b.png', sequence: 2 },
    { url: 'a.png', sequence: 1 },
  ],
  ...overrides,
});

describe('promotionCoverImage', () => {
  it('takes the image with sequence 1, wherever it is', () => {
    expect(promotionCoverImage(promo().announcementImages)?.url).toBe('a.png');
  });

  it('takes the first of several with sequence 1', () => {
    expect(
      promotionCoverImage([
        { url: 'x.png', sequence: 1 },
        { url: 'y.png', sequence: 1 },
      ])?.url,
    ).toBe('x.png');
  });

  it('falls back to the lowest sequence, first on a tie', () => {
    expect(
      promotionCoverImage([
        { url: 'c.png', sequence: 3 },
        { url: 'b.png', sequence: 2 },
        { url: 'b2.png', sequence: 2 },
      ])?.url,
    ).toBe('b.png');
  });

  it('skips images without an address and gives null when none is left', () => {
    expect(
      promotionCoverImage([
        { url: ' ', sequence: 1 },
        { url: 'z.png', sequence: 5 },
      ])?.url,
    ).toBe('z.png');
    expect(promotionCoverImage([{ url: '', sequence: 1 }])).toBeNull();
    expect(promotionCoverImage([])).toBeNull();
    expect(promotionCoverImage(null)).toBeNull();
    expect(promotionCoverImage(undefined)).toBeNull();
  });
});

describe('promotionIconOf', () => {
  it('gives deposit_promo its own icon', () => {
    expect(promotionIconOf('deposit_promo')).toBe('deposit');
  });

  it.each(['live_promo', 'fish_promo', 'pvp_promo', 'rng_promo', 'sports_promo', 'lott_promo'])(
    'gives %s the shared game icon',
    (category) => {
      expect(promotionIconOf(category)).toBe('game');
    },
  );

  it('ignores case and surrounding spaces', () => {
    expect(promotionIconOf(' LIVE_PROMO ')).toBe('game');
  });

  it.each(['other_promo', '', 'toString', '__proto__', null, undefined])('gives %j the default icon', (category) => {
    expect(promotionIconOf(category)).toBe('default');
  });
});

describe('promotionsInCategory', () => {
  const list = [
    promo({ id: 1, promoAnnouncementCategoryIds: [1, 2] }),
    promo({ id: 2, promoAnnouncementCategoryIds: '2, 3' }),
    promo({ id: 3, promoAnnouncementCategoryIds: null }),
    promo({ id: 4, promoAnnouncementCategoryIds: ['3'] }),
    promo({ id: 5 }),
  ];
  const ids = (items: readonly Promotion[]): readonly (number | string)[] => items.map((item) => item.id);

  it('keeps everything without a category', () => {
    expect(promotionsInCategory(list, null)).toBe(list);
    expect(promotionsInCategory(list, undefined)).toBe(list);
    expect(promotionsInCategory(list, ' ')).toBe(list);
  });

  it('keeps the promotions listing the category, whether ids come as a list or a string', () => {
    expect(ids(promotionsInCategory(list, 2))).toEqual([1, 2, 5]);
    expect(ids(promotionsInCategory(list, '3'))).toEqual([2, 4]);
    expect(ids(promotionsInCategory(list, 9))).toEqual([]);
  });

  it('reads category ids, dropping blanks', () => {
    expect(promotionCategoryIdsOf({ promoAnnouncementCategoryIds: ' 4,,5 , ' })).toEqual(['4', '5']);
    expect(promotionCategoryIdsOf({})).toEqual([]);
  });
});

describe('promotionCardOf', () => {
  it('builds the card', () => {
    expect(promotionCardOf(promo())).toEqual({
      id: '7',
      title: 'Welcome bonus',
      imageUrl: 'a.png',
      icon: 'deposit',
      preview: 'Get 100% & more',
      detailPath: '/activityDetail?id=7',
    });
  });

  it('leaves out the title the text repeats at its start', () => {
    expect(promotionCardOf(promo({ title: 'Weekend Bonus', content: '<h3>Weekend Bonus</h3><p>Deposit and get 20%.</p>' })).preview).toBe('Deposit and get 20%.');
    expect(promotionCardOf(promo({ title: 'Bonus', content: '<p>Our Bonus is back</p>' })).preview).toBe('Our Bonus is back');
  });

  it('shows no picture without images and cuts a long preview', () => {
    const card = promotionCardOf(promo({ announcementImages: null, category: null, content: 'x'.repeat(300) }));
    expect(card.imageUrl).toBeNull();
    expect(card.icon).toBe('default');
    expect(Array.from(card.preview)).toHaveLength(PROMOTION_PREVIEW_LENGTH);
    expect(promotionCardOf(promo({ content: 'abcdef' }), 4).preview).toBe('abc…');
  });

  it('encodes the id in the detail path', () => {
    expect(promotionDetailPath('a b&c')).toBe('/activityDetail?id=a%20b%26c');
  });
});

describe('promotionCards', () => {
  it('gives no cards for no promotions (the placeholder shows)', () => {
    expect(promotionCards([])).toEqual([]);
  });

  it('filters by category and builds cards in order', () => {
    const cards = promotionCards([promo({ id: 1 }), promo({ id: 2, promoAnnouncementCategoryIds: [5] })], 5, 10);
    expect(cards.map((card) => card.id)).toEqual(['2']);
    expect(promotionCards([promo({ id: 1 })]).map((card) => card.id)).toEqual(['1']);
  });
});
