import type { VendorTypes } from '@gp/api-client';

/** The game rows of home, in their order (SPEC §2 'Home'): HOT first, then the merchant's categories. */
export const HOME_GAME_CATEGORIES = ['HOT', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOCAL', 'LOTT'] as const;

/** A category whose home row lists games. */
export type HomeGameCategory = (typeof HOME_GAME_CATEGORIES)[number];

/** The categories whose home section shows vendor tiles instead of games (SPEC §2 'Home'). */
export const HOME_VENDOR_CATEGORIES = ['SPORTS', 'ELOTT'] as const;

/** A category whose home section shows vendor tiles. */
export type HomeVendorCategory = (typeof HOME_VENDOR_CATEGORIES)[number];

/** Every home section category in screen order. */
export const HOME_SECTION_ORDER = ['HOT', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOCAL', 'SPORTS', 'LOTT', 'ELOTT'] as const;

/** One section of home: a game row or a block of vendor tiles. */
export type HomeSection =
  | { readonly kind: 'games'; readonly category: HomeGameCategory }
  | { readonly kind: 'vendors'; readonly category: HomeVendorCategory };

/** The merchant's categories with their vendors, as the catalogue holds them. */
export type HomeSorting = VendorTypes['sorting'];

const isVendorCategory = (category: string): category is HomeVendorCategory =>
  (HOME_VENDOR_CATEGORIES as readonly string[]).includes(category);

/** The sections home shows for a catalogue, in home order: HOT always, every other one only when the merchant offers it. */
export function homeSectionsOf(sorting: HomeSorting): readonly HomeSection[] {
  const offered = new Set(sorting.map((entry) => entry.gameCategory as string));
  return HOME_SECTION_ORDER.filter((category) => category === 'HOT' || offered.has(category)).map((category) =>
    isVendorCategory(category) ? { kind: 'vendors', category } : { kind: 'games', category },
  );
}

/** The game rows among home's sections, in order. */
export function homeGameCategoriesOf(sections: readonly HomeSection[]): HomeGameCategory[] {
  return sections.flatMap((section) => (section.kind === 'games' ? [section.category] : []));
}

/** The first category (in home order, else the merchant's) that lists a vendor; null when none does (a provider logo's link). */
export function homeCategoryOfVendor(sorting: HomeSorting, vendorCode: string): string | null {
  const lists = (category: string) =>
    sorting.some((entry) => entry.gameCategory === category && entry.vendorNames.some((vendor) => vendor.vassalage === vendorCode));
  const preferred = HOME_SECTION_ORDER.find((category) => category !== 'HOT' && lists(category));
  return preferred ?? sorting.find((entry) => lists(entry.gameCategory))?.gameCategory ?? null;
}
