import { BRAND_APPS_FILE, type BrandApp } from '@gp/theming';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BootSource } from '../platform/boot-source';
import { sharedBootOf } from '../testing/fake-platform';
import { readBrandApps, registerManifestRoute, webAppManifestOf, type BrandApps } from './app-manifest';

const icon = (pack: string, size: number, purpose: 'any' | 'maskable') => ({ src: `/m/assets/${pack}-${purpose}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' as const, purpose });
const appOf = (pack: string, name: string, shortName: string, themeColor: string): BrandApp => ({
  name,
  shortName,
  themeColor,
  backgroundColor: '#000000',
  icons: [icon(pack, 192, 'any'), icon(pack, 512, 'maskable')],
  screenshots: [{ src: `/m/assets/${pack}-screenshot.png`, sizes: '540x1170', type: 'image/png', form_factor: 'narrow' }],
});
const APPS: BrandApps = { jade: appOf('jade', 'Jade Lotto', 'Jade', '#0b6e4f'), neutral: appOf('neutral', '', '', '#14141f') };
const whitelabel = (siteName: string, pack: string) => ({ siteName, theme: { pack, defaultMode: 'dark' as const }, defaultLanguage: 'TY' as const });

describe('webAppManifestOf', () => {
  it("makes the brand's installed app: its names, colours, icons and screenshot, opening and staying in /m/", () => {
    expect(webAppManifestOf(whitelabel('Jade Lotto', 'jade'), APPS)).toEqual({
      id: '/m/',
      name: 'Jade Lotto',
      short_name: 'Jade',
      lang: 'tl',
      start_url: '/m/',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0b6e4f',
      background_color: '#000000',
      icons: APPS['jade']?.icons,
      screenshots: APPS['jade']?.screenshots,
    });
  });

  it("names a merchant that shares another's pack by its own site name, cut to a launcher's label", () => {
    const manifest = webAppManifestOf(whitelabel('Lucky Jade Philippines', 'jade'), APPS);
    expect(manifest).toMatchObject({ name: 'Lucky Jade Philippines', short_name: 'Lucky Jade P', theme_color: '#0b6e4f' });
  });

  it('dresses a whitelabel naming no known pack in the neutral look, and a build without icons in none', () => {
    expect(webAppManifestOf(whitelabel('Nova', 'nova'), APPS)).toMatchObject({ name: 'Nova', short_name: 'Nova', theme_color: '#14141f', icons: APPS['neutral']?.icons });
    expect(webAppManifestOf(whitelabel('Nova', 'nova'), {})).toMatchObject({ theme_color: '#14141f', icons: [], screenshots: [] });
    // A pack id that names an object's own machinery is no pack either.
    expect(webAppManifestOf(whitelabel('Nova', 'constructor'), APPS)).toMatchObject({ theme_color: '#14141f', icons: APPS['neutral']?.icons });
  });
});

describe('readBrandApps', () => {
  it("reads what the build drew, and nothing from a build that drew none", () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-apps-'));
    try {
      expect(readBrandApps(dir)).toEqual({});
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, BRAND_APPS_FILE), JSON.stringify(APPS));
      expect(readBrandApps(dir)).toEqual(APPS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /m/manifest.webmanifest', () => {
  const serve = async (boot: BootSource) => {
    const app = Fastify();
    registerManifestRoute(app, boot, APPS);
    return app;
  };

  it("answers the host's manifest, cacheable for as long as the boot data is kept, per host", async () => {
    const asked: string[] = [];
    const app = await serve({
      shared: async (host) => {
        asked.push(host);
        return host === 'jade.localhost' ? sharedBootOf('jade', 'Jade Lotto') : null;
      },
    });
    const response = await app.inject({ method: 'GET', url: '/m/manifest.webmanifest', headers: { host: 'jade.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['vary']).toBe('host');
    expect(response.json()).toMatchObject({ name: 'Jade Lotto', short_name: 'Jade', icons: APPS['jade']?.icons });
    expect(asked).toEqual(['jade.localhost']);
    await app.close();
  });

  it('answers 404, uncached, for a host no merchant is served at', async () => {
    const app = await serve({ shared: async () => null, servesNoMerchant: (host) => host === 'nowhere.localhost' });
    const response = await app.inject({ method: 'GET', url: '/m/manifest.webmanifest', headers: { host: 'nowhere.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    const silent = await app.inject({ method: 'GET', url: '/m/manifest.webmanifest', headers: { host: 'aurora.localhost' } });
    expect(silent.statusCode).toBe(503);
    await app.close();
  });

  it('says to try again, uncached, while the platform gives no boot data for the host', async () => {
    const app = await serve({ shared: async () => null });
    const response = await app.inject({ method: 'GET', url: '/m/manifest.webmanifest', headers: { host: 'nowhere.localhost' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
