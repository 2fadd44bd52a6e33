import { pathOf } from '../routes/route-table';
import { htmlToPlainText, truncateText } from './html-text';

/** One image of a promotion; sequence 1 is the card picture. */
export interface PromotionImage {
  readonly url: string;
  readonly sequence: number;
}

/**
 * A promotion as the platform sends it (SPEC §3). The category ids arrive either as a list or as
 * one comma-separated string; both are read.
 */
export interface Promotion {
  readonly id: number | string;
  readonly title: string;
  readonly content: string;
  readonly category?: string | null;
  readonly promoAnnouncementCategoryIds?: readonly (number | string)[] | string | null;
  readonly announcementImages?: readonly PromotionImage[] | null;
}

/** Which of the three promotion icons a card shows. */
export type PromotionIconKey = 'deposit' | 'game' | 'default';

/** The icon of each promotion category that has its own (SPEC §2 'Promotions list'). */
export const PROMOTION_ICON_BY_CATEGORY: Readonly<Record<string, Exclude<PromotionIconKey, 'default'>>> = {
  deposit_promo: 'deposit',
  live_promo: 'game',
  fish_promo: 'game',
  pvp_promo: 'game',
  rng_promo: 'game',
  sports_promo: 'game',
  lott_promo: 'game',
};

const iconByCategory: ReadonlyMap<string, PromotionIconKey> = new Map(Object.entries(PROMOTION_ICON_BY_CATEGORY));

/** How many characters of a promotion's text its card previews (not in the spec; a choice). */
export const PROMOTION_PREVIEW_LENGTH = 100;

/** Everything one card of the promotions list shows, and where a tap leads. */
export interface PromotionCard {
  readonly id: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly icon: PromotionIconKey;
  readonly preview: string;
  /** The detail screen, relative to `/m`: `/activityDetail?id=...`. */
  readonly detailPath: string;
}

/**
 * Picks the card picture: the first image with sequence 1; without one, the image with the lowest
 * sequence (first in list order on a tie), so a promotion with pictures never shows none.
 * Images without an address are skipped; no image gives null.
 */
export function promotionCoverImage(images: readonly PromotionImage[] | null | undefined): PromotionImage | null {
  let best: PromotionImage | null = null;
  for (const image of images ?? []) {
    if (image.url.trim() === '') continue;
    if (image.sequence === 1) return image;
    if (best === null || image.sequence < best.sequence) best = image;
  }
  return best;
}

/**
 * The icon for a promotion category: deposit_promo its own; live, fish, pvp, rng, sports and lott
 * promos a shared game icon; anything else, or none, the default. Case and surrounding spaces are ignored.
 */
export function promotionIconOf(category: string | null | undefined): PromotionIconKey {
  const key = (category ?? '').trim().toLowerCase();
  return iconByCategory.get(key) ?? 'default';
}

/** The category ids a promotion belongs to, as trimmed strings without blanks. */
export function promotionCategoryIdsOf(promotion: Pick<Promotion, 'promoAnnouncementCategoryIds'>): readonly string[] {
  const raw = promotion.promoAnnouncementCategoryIds;
  const parts = typeof raw === 'string' ? raw.split(',') : (raw ?? []).map(String);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * Keeps the promotions of one category, in order. No category (null, undefined or blank) keeps all;
 * a promotion without category ids belongs to no category.
 */
export function promotionsInCategory<T extends Pick<Promotion, 'promoAnnouncementCategoryIds'>>(
  promotions: readonly T[],
  categoryId: number | string | null | undefined,
): readonly T[] {
  const wanted = categoryId === null || categoryId === undefined ? '' : String(categoryId).trim();
  if (wanted === '') return promotions;
  return promotions.filter((promotion) => promotionCategoryIdsOf(promotion).includes(wanted));
}

/** The in-app path of a promotion's detail screen (`/activityDetail?id=...`, relative to `/m`). */
export function promotionDetailPath(id: number | string): string {
  return `${pathOf('activityDetail')}?id=${encodeURIComponent(String(id))}`;
}

/** The text without the title it repeats at its start (operators often open a promotion's text with its title). */
function withoutLeadingTitle(text: string, title: string): string {
  const heading = title.trim();
  return heading !== '' && text.startsWith(heading) ? text.slice(heading.length).trimStart() : text;
}

/** Builds the card of one promotion: picture, icon, title, plain-text preview and detail path. */
export function promotionCardOf(promotion: Promotion, previewLength: number = PROMOTION_PREVIEW_LENGTH): PromotionCard {
  return {
    id: String(promotion.id),
    title: promotion.title,
    imageUrl: promotionCoverImage(promotion.announcementImages)?.url ?? null,
    icon: promotionIconOf(promotion.category),
    preview: truncateText(withoutLeadingTitle(htmlToPlainText(promotion.content), promotion.title), previewLength),
    detailPath: promotionDetailPath(promotion.id),
  };
}

/** The cards of the promotions list, optionally of one category; an empty result means the placeholder. */
export function promotionCards(
  promotions: readonly Promotion[],
  categoryId?: number | string | null,
  previewLength: number = PROMOTION_PREVIEW_LENGTH,
): readonly PromotionCard[] {
  return promotionsInCategory(promotions, categoryId).map((promotion) => promotionCardOf(promotion, previewLength));
}
