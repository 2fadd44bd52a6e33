import type { RandomSource } from './random-draw';
import { drawIndex } from './random-draw';

/**
 * The image CDN list used when the platform configures none: one entry, the product's own host
 * (an empty base, so image paths stay root-relative). SPEC §3 says the default list has one
 * entry without naming it.
 */
export const DEFAULT_IMAGE_CDNS: readonly [string] = [''];

/** The folder every product image lives under on an image CDN (SPEC §7). */
export const CDN_IMAGE_ROOT = 'TCG_PROD_IMAGES/B2C';

/** The two renderings of a vendor tile image: in colour or in white. */
export type VendorImageTone = 'COLOR' | 'WHITE';

const trimBase = (base: string): string => base.trim().replace(/\/+$/, '');

/**
 * Picks one image CDN base for a use, at random from the configured list (blank entries ignored);
 * with none configured, from the default list. A trailing slash on the base is dropped.
 */
export function pickImageCdn(configured: readonly string[] | null | undefined, random: RandomSource): string {
  const usable = (configured ?? []).map(trimBase).filter((base) => base !== '');
  const list: readonly string[] = usable.length > 0 ? usable : DEFAULT_IMAGE_CDNS.map(trimBase);
  const index = drawIndex(random, list.length);
  return list.slice(index, index + 1).join('');
}

/**
 * The address of a vendor's tile image on an image CDN:
 * `{imageCDN}/TCG_PROD_IMAGES/B2C/vendor/{vendorCode}_{COLOR|WHITE}.png`, in the same family as
 * the app icon path `{imageCDN}/TCG_PROD_IMAGES/B2C/download/{merchant}/appIcon.png`.
 * The vendor code is percent-encoded; a trailing slash on the base is dropped.
 */
export function vendorTileImageUrl(imageCdn: string, vendorCode: string, tone: VendorImageTone): string {
  return `${trimBase(imageCdn)}/${CDN_IMAGE_ROOT}/vendor/${encodeURIComponent(vendorCode)}_${tone}.png`;
}
