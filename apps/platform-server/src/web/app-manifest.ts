import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Merchant, MerchantRepository } from '../merchants/merchant-repository';
import { resolveMerchant } from '../merchants/resolve-merchant';

/** The folder of the brand packs (`themes/<pack>/brand.json`). */
export const THEMES_DIR = resolve(import.meta.dirname, '../../../../themes');

/** The manifest fields of a brand pack (`manifest` in brand.json). */
export interface BrandManifestFields {
  readonly name: string;
  readonly shortName: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
}

/** The look of a merchant without a readable pack: the app's neutral colours. */
const NEUTRAL: Omit<BrandManifestFields, 'name' | 'shortName'> = { themeColor: '#14141f', backgroundColor: '#0b0b12' };

function isManifestFields(value: unknown): value is BrandManifestFields {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['name', 'shortName', 'themeColor', 'backgroundColor'].every((key) => typeof fields[key] === 'string');
}

/** Reads the manifest fields of every brand pack, by pack id; a pack that cannot be read is left out. */
export function readBrandManifests(themesDir: string = THEMES_DIR): Map<string, BrandManifestFields> {
  const manifests = new Map<string, BrandManifestFields>();
  if (!existsSync(themesDir)) return manifests;
  for (const pack of readdirSync(themesDir)) {
    try {
      const brand = JSON.parse(readFileSync(join(themesDir, pack, 'brand.json'), 'utf8')) as { manifest?: unknown };
      if (isManifestFields(brand.manifest)) manifests.set(pack, brand.manifest);
    } catch {
      /* not a brand pack */
    }
  }
  return manifests;
}

/**
 * The installed-web-app manifest of a merchant: its own name (the brand pack's short name when the
 * pack is the merchant's own), the pack's colours, the app under /m/, and the merchant's app icon.
 */
export function webAppManifestOf(merchant: Merchant, brand: BrandManifestFields | undefined): Record<string, unknown> {
  const ownPack = brand !== undefined && brand.name === merchant.siteName;
  return {
    name: merchant.siteName,
    short_name: ownPack ? brand.shortName : merchant.siteName,
    id: '/m/',
    start_url: '/m/',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brand?.themeColor ?? NEUTRAL.themeColor,
    background_color: brand?.backgroundColor ?? NEUTRAL.backgroundColor,
    icons: [
      { src: `/cdn/TCG_PROD_IMAGES/B2C/download/${merchant.code}/appIcon.png`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** GET /m/manifest.webmanifest: the manifest of the merchant that owns the request's host. */
export function registerManifestRoute(
  app: FastifyInstance,
  merchants: MerchantRepository,
  options: { defaultMerchant: string; development: boolean; themesDir?: string },
): void {
  const brands = readBrandManifests(options.themesDir);
  app.get('/m/manifest.webmanifest', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const merchant = resolveMerchant(
      { header: undefined, query: typeof query['merchant'] === 'string' ? query['merchant'] : undefined, hostname: request.hostname },
      merchants,
      options.defaultMerchant,
      options.development,
    );
    if (!merchant) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(webAppManifestOf(merchant, brands.get(merchant.themePack))));
  });
}
