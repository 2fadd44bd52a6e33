import { Resvg } from '@resvg/resvg-js';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// Imported by path: the app's Vite config loads this file before any workspace package is built.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { BRAND_APPS_FILE, NEUTRAL_APP, type AppPicture, type BrandApp } from '../../libs/theming/src/brand-app';

/** Where the build writes the brand apps, and the unbranded app's id (defined in @gp/theming). */
export { BRAND_APPS_FILE, NEUTRAL_APP };

/** The brand pack fields the pictures are drawn from. */
export interface BrandArtwork {
  readonly name: string;
  readonly shortName: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
  /** The logo's SVG source. */
  readonly logoSvg: string;
}

/** Icon sizes a manifest needs for Android's installability and splash screen. */
export const ICON_SIZES = [192, 512] as const;

/** The narrow screenshot's size: a phone's portrait screen at 1.5x. */
export const SCREENSHOT_SIZE = { width: 540, height: 1170 } as const;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The logo's root `<svg …>` placed as a `size`-square at (`x`, `y`) of a larger drawing, keeping its own view box. */
export function placedLogo(logoSvg: string, x: number, y: number, size: number): string {
  const source = logoSvg.replace(/<\?xml[^>]*>/, '').trim();
  const rootTag = /<svg\b[^>]*>/.exec(source);
  if (!rootTag) throw new Error('The logo is not an SVG drawing');
  const attributes = rootTag[0].replace(/\s(?:x|y|width|height)="[^"]*"/g, '').replace(/^<svg/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
  return source.replace(rootTag[0], attributes);
}

/**
 * An app icon as SVG: the logo on the brand's background. `any` draws a rounded tile with the logo
 * large; `maskable` fills the square and keeps the logo inside the middle half, well within the
 * circle (80 % of the side) that every launcher's mask leaves visible.
 */
export function iconSvg(art: BrandArtwork, size: number, purpose: 'any' | 'maskable'): string {
  const logoShare = purpose === 'maskable' ? 0.5 : 0.72;
  const logo = Math.round(size * logoShare);
  const offset = Math.round((size - logo) / 2);
  const radius = purpose === 'maskable' ? 0 : Math.round(size * 0.22);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${attribute(art.backgroundColor)}"/>`,
    placedLogo(art.logoSvg, offset, offset, logo),
    '</svg>',
  ].join('');
}

/**
 * The install sheet's screenshot as SVG: what the app's first moment looks like, drawn from the
 * pack (its header colour on top, its background below, the logo in the middle). No text: the
 * build machine may have no fonts.
 */
export function screenshotSvg(art: BrandArtwork): string {
  const { width, height } = SCREENSHOT_SIZE;
  const logo = Math.round(width * 0.4);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${attribute(art.backgroundColor)}"/>`,
    `<rect width="${width}" height="${Math.round(height * 0.08)}" fill="${attribute(art.themeColor)}"/>`,
    placedLogo(art.logoSvg, Math.round((width - logo) / 2), Math.round((height - logo) / 2), logo),
    '</svg>',
  ].join('');
}

/** An SVG drawing as PNG bytes, at its own size (text, if any, in the machine's fonts). */
export function pngOf(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng();
}

/** Reads every brand pack with manifest fields and a logo (`themes/<id>/brand.json`), by pack id. */
export function readBrandArtwork(themesDir: string): Map<string, BrandArtwork> {
  const packs = new Map<string, BrandArtwork>();
  for (const id of existsSync(themesDir) ? readdirSync(themesDir) : []) {
    const packFile = join(themesDir, id, 'brand.json');
    if (!existsSync(packFile)) continue;
    const pack = JSON.parse(readFileSync(packFile, 'utf8')) as { logo?: string; manifest?: Omit<BrandArtwork, 'logoSvg'> };
    if (!pack.logo || !pack.manifest) throw new Error(`${packFile} has no logo or manifest fields`);
    packs.set(id, { ...pack.manifest, logoSvg: readFileSync(join(themesDir, id, pack.logo), 'utf8') });
  }
  return packs;
}

/** Emits one PNG into the build and gives its path under /m/. */
type EmitPng = (name: string, png: Buffer) => string;

/** Draws a brand's icons (192 and 512, for `any` and `maskable`) and its screenshot, and says where each went. */
export function drawBrandApp(id: string, art: BrandArtwork, emit: EmitPng): BrandApp {
  const icons = ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({
      src: emit(`${id}-${purpose}-${size}.png`, pngOf(iconSvg(art, size, purpose))),
      sizes: `${size}x${size}`,
      type: 'image/png' as const,
      purpose,
    })),
  );
  const screenshot: AppPicture = {
    src: emit(`${id}-screenshot.png`, pngOf(screenshotSvg(art))),
    sizes: `${SCREENSHOT_SIZE.width}x${SCREENSHOT_SIZE.height}`,
    type: 'image/png',
    form_factor: 'narrow',
    label: art.name,
  };
  const { name, shortName, themeColor, backgroundColor } = art;
  return { name, shortName, themeColor, backgroundColor, icons, screenshots: [screenshot] };
}

/**
 * Vite plugin for the client build: draws every brand pack's installed-app icons and screenshot
 * (and the unbranded app's, from `neutral`) into the build's assets, and writes
 * `.vite/brand-apps.json` ({ packId: BrandApp }), from which the web tier writes each host's
 * web-app manifest.
 */
export function brandAppIconsPlugin(options: { readonly themesDir: string; readonly neutral: BrandArtwork }): Plugin {
  return {
    name: 'brand-app-icons',
    apply: 'build',
    generateBundle() {
      const emit: EmitPng = (name, png) => `/m/${this.getFileName(this.emitFile({ type: 'asset', name, source: png }))}`;
      const apps: Record<string, BrandApp> = { [NEUTRAL_APP]: drawBrandApp(NEUTRAL_APP, options.neutral, emit) };
      for (const [id, art] of readBrandArtwork(options.themesDir)) apps[id] = drawBrandApp(id, art, emit);
      this.emitFile({ type: 'asset', fileName: BRAND_APPS_FILE, source: `${JSON.stringify(apps, null, 2)}\n` });
    },
  };
}
