import { NEUTRAL_BRAND_PACK, choosePackId, resolveTheme, type BrandPack, type ResolvedTheme, type ThemeMode } from '@gp/theming';

const THEMES_DIR = '../../../../themes/';
const packLoaders = import.meta.glob<BrandPack>('../../../../themes/*/brand.json', { import: 'default' });
const logoLoaders = import.meta.glob<string>('../../../../themes/*/*.svg', { query: '?url', import: 'default' });

const packIdOf = (path: string): string => path.slice(THEMES_DIR.length).split('/')[0] ?? '';

/** Ids of the brand packs built into the app (one folder under `themes/` each). */
export const AVAILABLE_PACK_IDS: readonly string[] = Object.keys(packLoaders).map(packIdOf).sort();

/** What the whitelabel says about the brand to dress the app in. */
export interface BrandRequest {
  readonly packId: string | null;
  readonly siteName: string;
  readonly mode: ThemeMode;
}

/**
 * Loads one brand pack and its logo on demand (each pack is its own small chunk) and resolves its
 * theme. An unknown pack id gives the neutral look under the merchant's own name.
 */
export async function loadBrandTheme({ packId, siteName, mode }: BrandRequest): Promise<ResolvedTheme> {
  const id = choosePackId(packId, AVAILABLE_PACK_IDS, NEUTRAL_BRAND_PACK.id);
  const loadPack = packLoaders[`${THEMES_DIR}${id}/brand.json`];
  if (!loadPack) return resolveTheme(NEUTRAL_BRAND_PACK, mode, '', siteName);
  const pack = await loadPack();
  const loadLogo = logoLoaders[`${THEMES_DIR}${id}/${pack.logo}`];
  const logoUrl = loadLogo ? await loadLogo() : '';
  return resolveTheme(pack, mode, logoUrl, siteName || pack.name);
}
