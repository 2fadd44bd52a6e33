import type { BrandPack } from './brand-pack';

/**
 * The unbranded look: base palette and semantics only. Used before a brand is known and when a
 * whitelabel names a pack that does not exist, so that the player still gets a readable page.
 */
export const NEUTRAL_BRAND_PACK: BrandPack = {
  id: 'neutral',
  name: '',
  logo: '',
  defaultMode: 'dark',
  palette: {},
  modes: { dark: {}, light: {} },
  manifest: { name: '', shortName: '', themeColor: '#14141f', backgroundColor: '#0b0b12' },
  copy: { tagline: { en: '' } },
};
