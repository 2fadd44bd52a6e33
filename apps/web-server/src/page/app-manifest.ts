import type { Whitelabel } from '@gp/api-client';
import { languageTagOf } from '@gp/domain';
import { BRAND_APPS_FILE, NEUTRAL_APP, NEUTRAL_BRAND_PACK, type AppPicture, type BrandApp } from '@gp/theming';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BootSource } from '../platform/boot-source';
import { forwardedHeadersOf, hostKeyOf } from '../platform/forwarded-headers';

/** Each brand pack's installed app as the build drew it, by pack id (`neutral` for none). */
export type BrandApps = Readonly<Record<string, BrandApp>>;

/** The installed app when the build wrote no icons (an old build): the neutral colours, no pictures. */
const BARE_APP: BrandApp = { ...NEUTRAL_BRAND_PACK.manifest, icons: [], screenshots: [] };

/** Reads the brands' installed apps the build wrote (`.vite/brand-apps.json`); none for a build without it. */
export function readBrandApps(distDir: string): BrandApps {
  const path = join(distDir, BRAND_APPS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BrandApps) : {};
}

/** A web-app manifest (the members browsers read to install the app). */
export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly orientation: 'portrait';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly AppPicture[];
  readonly screenshots: readonly AppPicture[];
}

/** Browsers cut a home-screen label near 12 characters. */
const SHORT_NAME_MAX = 12;

/**
 * The installed app of a merchant: its site name, its pack's short name when the pack is the
 * merchant's own (else the site name, cut to a launcher's label), the pack's colours and the icons
 * and screenshot the build drew from its logo, opening /m/ and staying within it.
 */
export function webAppManifestOf(whitelabel: Pick<Whitelabel, 'siteName' | 'theme' | 'defaultLanguage'>, apps: BrandApps): WebAppManifest {
  const appOf = (pack: string) => (Object.hasOwn(apps, pack) ? apps[pack] : undefined);
  const app = appOf(whitelabel.theme.pack) ?? appOf(NEUTRAL_APP) ?? BARE_APP;
  const ownPack = app.name === whitelabel.siteName;
  return {
    id: '/m/',
    name: whitelabel.siteName,
    short_name: ownPack ? app.shortName : whitelabel.siteName.slice(0, SHORT_NAME_MAX).trim(),
    lang: languageTagOf(whitelabel.defaultLanguage),
    start_url: '/m/',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: app.themeColor,
    background_color: app.backgroundColor,
    icons: app.icons,
    screenshots: app.screenshots,
  };
}

/** How long a browser or CDN may keep a host's manifest: as long as the web tier keeps its boot data. */
const MANIFEST_MAX_AGE_S = 300;

/**
 * GET /m/manifest.webmanifest: the installed-app manifest of the merchant that owns the request's
 * host, from its whitelabel (the platform's boot data) and the build's brand apps; 404 where the
 * platform serves no merchant, 503 while it gives no answer for the host; neither is cached.
 */
export function registerManifestRoute(app: FastifyInstance, boot: BootSource, apps: BrandApps): void {
  app.get('/m/manifest.webmanifest', async (request, reply) => {
    const host = hostKeyOf(request);
    const shared = await boot.shared(host, forwardedHeadersOf(request));
    if (!shared && boot.servesNoMerchant?.(host)) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No site is served at this address');
    if (!shared) return reply.code(503).header('cache-control', 'no-store').header('retry-after', '5').type('text/plain; charset=utf-8').send('The platform is not answering; try again shortly');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${MANIFEST_MAX_AGE_S}`)
      .header('vary', 'host')
      .send(JSON.stringify(webAppManifestOf(shared.whitelabel, apps)));
  });
}
