import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBeforeLoginPromoShown, type BeforeLoginPromoContext } from './before-login-promo';

const shown: BeforeLoginPromoContext = { promoFlagOn: true, loggedIn: false, popupLoaded: true, popupVisible: false };

describe('isBeforeLoginPromoShown', () => {
  it('shows to a guest with the flag on once the popup has loaded and is out of the way', () => {
    expect(isBeforeLoginPromoShown(shown)).toBe(true);
  });

  it.each<[string, Partial<BeforeLoginPromoContext>]>([
    ['the flag was cleared', { promoFlagOn: false }],
    ['the visitor is logged in', { loggedIn: true }],
    ['the popup list has not loaded yet', { popupLoaded: false }],
    ['the announcement popup is showing', { popupVisible: true }],
  ])('stays hidden when %s', (_, change) => {
    expect(isBeforeLoginPromoShown({ ...shown, ...change })).toBe(false);
  });

  it('never shows to a logged-in visitor nor over the popup', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (promoFlagOn, popupLoaded) => {
        expect(isBeforeLoginPromoShown({ promoFlagOn, loggedIn: true, popupLoaded, popupVisible: false })).toBe(false);
        expect(isBeforeLoginPromoShown({ promoFlagOn, loggedIn: false, popupLoaded, popupVisible: true })).toBe(false);
      }),
    );
  });
});
