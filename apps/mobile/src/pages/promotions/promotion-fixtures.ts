import type { ContentPromotion } from '@gp/api-client';

/** A stand-in promotion picture of the platform's 690 × 300 size. */
export const PROMOTION_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 690 300"><rect width="690" height="300" fill-opacity="0.25"/><circle cx="600" cy="50" r="120" fill-opacity="0.15"/></svg>',
)}`;

/** A promotion as the contract sends it, for stories and tests. */
export function promotionFixture(id: number, category: ContentPromotion['category'], title: string, extra: Partial<ContentPromotion> = {}): ContentPromotion {
  return {
    id,
    title,
    content: `<h3>${title}</h3><p>Double your first deposit up to <b>₱5,000</b>. Turnover 10× the bonus before withdrawal.</p><p><a href="/m/voucherCenter">Deposit now</a></p>`,
    category,
    promoAnnouncementCategoryIds: [1],
    announcementImages: [{ url: PROMOTION_PICTURE, sequence: 1 }],
    startDate: Date.UTC(2026, 10, 1),
    endDate: Date.UTC(2026, 11, 31),
    ...extra,
  };
}

/** Three promotions of three categories. */
export const PROMOTIONS: readonly ContentPromotion[] = [
  promotionFixture(1, 'deposit_promo', '100% First Deposit Bonus'),
  promotionFixture(2, 'live_promo', 'Live Casino Win Streak'),
  promotionFixture(3, 'other', 'Refer a Friend', { announcementImages: [], endDate: null }),
];
