import { NEUTRAL_BRAND_PACK, resolveTheme, type BrandPack, type ResolvedTheme, type ThemeMode } from '@gp/theming';

const packs = import.meta.glob<BrandPack>('../../../../themes/*/brand.json', { eager: true, import: 'default' });
const logos = import.meta.glob<string>('../../../../themes/*/*.svg', { eager: true, query: '?url', import: 'default' });

/** Every brand pack of the repository, by id, for stories and tests. */
export const BRAND_PACKS: Readonly<Record<string, BrandPack>> = Object.fromEntries(
  Object.values(packs).map((pack) => [pack.id, pack]),
);

/** Ids of every brand pack, sorted. */
export const BRAND_IDS: readonly string[] = Object.keys(BRAND_PACKS).sort();

/** The resolved theme of a brand pack of the repository (or the neutral one) in a mode. */
export function themeFor(id: string, mode: ThemeMode = 'dark'): ResolvedTheme {
  const pack = BRAND_PACKS[id] ?? NEUTRAL_BRAND_PACK;
  const logo = logos[`../../../../themes/${pack.id}/${pack.logo}`] ?? '';
  return resolveTheme(pack, mode, logo);
}
