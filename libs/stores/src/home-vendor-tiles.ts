import { vendorTileImageUrl } from '@gp/domain';
import type { ContentSettings } from '@gp/api-client';
import type { HomeSorting, HomeVendorCategory } from './home-sections';

/** A vendor tile: the vendor, its name and its colour tile image. */
export interface HomeVendorTile {
  readonly vendorCode: string;
  readonly displayName: string;
  readonly imageUrl: string;
}

/** What the vendor tiles are built from: the catalogue's categories, the settings and the image CDN pick. */
export interface HomeVendorTilesDeps {
  readonly catalogue: { readonly sorting: HomeSorting };
  readonly system: { readonly settings: ContentSettings | null; pickImageCdn(use: string): string };
}

/**
 * The vendor tiles of home's SPORTS and ELOTT sections (SPEC §2 'Home'). The image CDN is picked
 * once per settings answer, so the images stay put while home re-renders.
 */
export class HomeVendorTiles {
  private cdnPick: { readonly settings: ContentSettings | null; readonly cdn: string } | null = null;

  constructor(private readonly deps: HomeVendorTilesDeps) {}

  /** The tiles of a category, in the merchant's order, with their colour images; empty when it has no vendors. */
  of(category: HomeVendorCategory): readonly HomeVendorTile[] {
    const entry = this.deps.catalogue.sorting.find((item) => item.gameCategory === category);
    const cdn = this.imageCdn();
    return (entry?.vendorNames ?? []).map((vendor) => ({
      vendorCode: vendor.vassalage,
      displayName: vendor.displayName,
      imageUrl: vendorTileImageUrl(cdn, vendor.vassalage, 'COLOR'),
    }));
  }

  private imageCdn(): string {
    const settings = this.deps.system.settings;
    if (this.cdnPick?.settings !== settings) this.cdnPick = { settings, cdn: this.deps.system.pickImageCdn('home vendors') };
    return this.cdnPick.cdn;
  }
}
