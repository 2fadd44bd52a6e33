import { gameCentreHref } from '../games/game-links';
import { pathOf } from '../routes/route-table';

/** The promotion categories the platform names (SPEC §2 'Promotions list' icons), in the order the filter offers them. */
export const PROMOTION_KINDS = ['deposit_promo', 'live_promo', 'rng_promo', 'fish_promo', 'pvp_promo', 'sports_promo', 'lott_promo', 'other'] as const;

/** One promotion category. */
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Whether a text is one of the promotion categories (an address's `category` query, say). */
export function isPromotionKind(value: string | null | undefined): value is PromotionKind {
  return (PROMOTION_KINDS as readonly (string | null | undefined)[]).includes(value);
}

/** The category of a promotion: one the platform names, else 'other'. */
export function promotionKindOf(category: string | null | undefined): PromotionKind {
  return isPromotionKind(category) ? category : 'other';
}

/**
 * The categories the filter offers for a list: those that have a promotion, in `PROMOTION_KINDS`
 * order. Fewer than two give no filter at all (nothing to choose between).
 */
export function promotionKindsIn(promotions: readonly { readonly category?: string | null }[]): readonly PromotionKind[] {
  const present = new Set(promotions.map((promotion) => promotionKindOf(promotion.category)));
  const kinds = PROMOTION_KINDS.filter((kind) => present.has(kind));
  return kinds.length < 2 ? [] : kinds;
}

/** The category an address's `category` asks for, when the list offers it; any other shows every promotion. */
export function offeredPromotionKind(value: string | null, offered: readonly PromotionKind[]): PromotionKind | null {
  return isPromotionKind(value) && offered.includes(value) ? value : null;
}

/** The promotions of one category, in order; no category keeps all. */
export function promotionsOfKind<T extends { readonly category?: string | null }>(promotions: readonly T[], kind: PromotionKind | null): readonly T[] {
  return kind === null ? promotions : promotions.filter((promotion) => promotionKindOf(promotion.category) === kind);
}

/** Where a promotion's call to action leads: the deposit, or the games it is about. */
export type PromotionAction = { readonly kind: 'deposit'; readonly path: string } | { readonly kind: 'play'; readonly path: string };

const GAME_CATEGORY_OF_KIND: Readonly<Partial<Record<PromotionKind, string>>> = {
  live_promo: 'LIVE',
  rng_promo: 'RNG',
  fish_promo: 'FISH',
  pvp_promo: 'PVP',
  sports_promo: 'SPORTS',
};

/**
 * A promotion's call to action on its detail screen (not in the spec; what operators' apps show):
 * a deposit promotion leads to the deposit, a game promotion to its games (lottery to the lottery
 * lobby); any other has none and relies on the links in its text.
 */
export function promotionActionOf(category: string | null | undefined): PromotionAction | null {
  const kind = promotionKindOf(category);
  if (kind === 'deposit_promo') return { kind: 'deposit', path: pathOf('deposit') };
  if (kind === 'lott_promo') return { kind: 'play', path: pathOf('lottery') };
  const gameCategory = GAME_CATEGORY_OF_KIND[kind];
  return gameCategory === undefined ? null : { kind: 'play', path: gameCentreHref(gameCategory) };
}
