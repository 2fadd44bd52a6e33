/** Where the build writes each brand's installed-app facts (name, colours, icons), beside Vite's own manifest. */
export const BRAND_APPS_FILE = '.vite/brand-apps.json';

/** The pack id under which the build keeps the unbranded app's icons (a whitelabel naming no known pack). */
export const NEUTRAL_APP = 'neutral';

/** One picture of a web-app manifest (`icons` or `screenshots`), its path under /m/ included. */
export interface AppPicture {
  readonly src: string;
  readonly sizes: string;
  readonly type: 'image/png';
  readonly purpose?: 'any' | 'maskable';
  readonly form_factor?: 'narrow';
  readonly label?: string;
}

/**
 * What a brand's installed app is made of: the pack's manifest fields and the pictures the build
 * drew from its logo (`.vite/brand-apps.json` holds one per pack id).
 */
export interface BrandApp {
  readonly name: string;
  readonly shortName: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
  readonly icons: readonly AppPicture[];
  readonly screenshots: readonly AppPicture[];
}
