import type { components } from './generated/platform';

/** What index.html carries for the first screen (`BootData` of the contract): the answers of the app's first calls. */
export type BootData = components['schemas']['BootData'];
/** Home's (and the game centre's) banners and notices for a guest, in one language (`boot.home`). */
export type BootHomeContent = components['schemas']['BootHomeContent'];
/** The catalogue outline in one language (`boot.catalogue`). */
export type BootCatalogue = components['schemas']['BootCatalogue'];
/** The boot data as the app holds it after reading: each part that kept its shape; a missing or damaged one is absent. */
export type BootParts = Partial<BootData>;

type Part = Record<string, unknown>;

const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null;

/** Each part's check: the fields the app relies on before it trusts the part instead of making its call. */
const CHECKS: { readonly [Key in keyof BootData]-?: (part: Part) => boolean } = {
  merchantStatus: (part) => typeof part.maintenance === 'boolean',
  whitelabel: (part) => 'merchantCode' in part && 'theme' in part && 'features' in part,
  settings: (part) => Array.isArray(part.resources) && Array.isArray(part.imageCDNs),
  home: (part) =>
    typeof part.language === 'string' &&
    Array.isArray(part.banners) &&
    part.banners.every((banner) => isPart(banner) && typeof banner.url === 'string' && typeof banner.groupName === 'string') &&
    Array.isArray(part.notices),
  catalogue: (part) =>
    typeof part.language === 'string' &&
    isPart(part.vendorTypes) &&
    'vendors' in part.vendorTypes &&
    Array.isArray(part.vendorTypes.sorting),
};

/**
 * Checks boot data read from the page, once, for the whole app: keeps each part that has its
 * shape and drops the rest (and everything when it is not an object at all), so that the store a
 * dropped part was for makes its call as it does without boot data.
 */
export function bootPartsOf(value: unknown): BootParts {
  if (!isPart(value)) return {};
  const kept = Object.entries(CHECKS).filter(([key, check]) => {
    const part = value[key];
    return isPart(part) && check(part);
  });
  return Object.fromEntries(kept.map(([key]) => [key, value[key]])) as BootParts;
}
