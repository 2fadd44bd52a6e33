import { describe, expect, it } from 'vitest';
import { isPromotionKind, offeredPromotionKind, promotionActionOf, promotionKindOf, promotionKindsIn, promotionsOfKind } from './promotion-kinds';

describe('promotion kinds', () => {
  it('reads a category the platform names, and anything else as other', () => {
    expect(promotionKindOf('live_promo')).toBe('live_promo');
    expect(promotionKindOf('spring_sale')).toBe('other');
    expect(promotionKindOf(null)).toBe('other');
    expect(isPromotionKind('deposit_promo')).toBe(true);
    expect(isPromotionKind('DEPOSIT_PROMO')).toBe(false);
  });

  it('offers the categories present in a fixed order, and no filter for fewer than two', () => {
    const list = [{ category: 'other' }, { category: 'rng_promo' }, { category: 'deposit_promo' }, { category: 'rng_promo' }, { category: 'weird' }];
    expect(promotionKindsIn(list)).toEqual(['deposit_promo', 'rng_promo', 'other']);
    expect(promotionKindsIn([{ category: 'rng_promo' }, { category: 'rng_promo' }])).toEqual([]);
    expect(promotionKindsIn([])).toEqual([]);
  });

  it('takes the address’s category only when the list offers it', () => {
    expect(offeredPromotionKind('rng_promo', ['deposit_promo', 'rng_promo'])).toBe('rng_promo');
    expect(offeredPromotionKind('pvp_promo', ['deposit_promo', 'rng_promo'])).toBeNull();
    expect(offeredPromotionKind('nonsense', ['deposit_promo', 'rng_promo'])).toBeNull();
    expect(offeredPromotionKind(null, [])).toBeNull();
  });

  it('keeps the promotions of one category in order, or all', () => {
    const list = [
      { id: 1, category: 'rng_promo' },
      { id: 2, category: 'weird' },
      { id: 3, category: 'rng_promo' },
    ];
    expect(promotionsOfKind(list, 'rng_promo').map((p) => p.id)).toEqual([1, 3]);
    expect(promotionsOfKind(list, 'other').map((p) => p.id)).toEqual([2]);
    expect(promotionsOfKind(list, null)).toBe(list);
  });

  it('leads a deposit promotion to the deposit, a game promotion to its games, and the rest nowhere', () => {
    expect(promotionActionOf('deposit_promo')).toEqual({ kind: 'deposit', path: '/voucherCenter' });
    expect(promotionActionOf('live_promo')).toEqual({ kind: 'play', path: '/gameCenter?type=LIVE' });
    expect(promotionActionOf('lott_promo')).toEqual({ kind: 'play', path: '/lottery' });
    expect(promotionActionOf('other')).toBeNull();
    expect(promotionActionOf(undefined)).toBeNull();
  });
});
