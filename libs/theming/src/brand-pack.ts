import type { Palette, SemanticColorName, ThemeMode } from './tokens';

/** Text a brand supplies in each language it cares about; English is required. */
export interface BrandCopy {
  readonly tagline: Readonly<Record<string, string>> & { readonly en: string };
}

/** The fields a brand contributes to its installed web app's manifest. */
export interface BrandManifest {
  readonly name: string;
  readonly shortName: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
}

/**
 * A brand pack, as stored in `themes/<id>/brand.json`: data, not code. It adds palette colours
 * and, per mode, points semantic names at palette colours. `brand-pack.schema.json` is its schema.
 */
export interface BrandPack {
  readonly id: string;
  readonly name: string;
  /** File name of the logo beside brand.json (SVG). */
  readonly logo: string;
  readonly defaultMode: ThemeMode;
  readonly palette: Palette;
  readonly modes: Readonly<Record<ThemeMode, Readonly<Partial<Record<SemanticColorName, string>>>>>;
  readonly manifest: BrandManifest;
  readonly copy: BrandCopy;
}
