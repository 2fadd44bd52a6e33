import { chromium, devices, expect, test, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, fullChromiumPath } from '@gp/tools/testing/chromium.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandUrl } from './support/brand-url';

/** Every seeded brand (lumen is under maintenance and onyx refuses this machine, but both can be installed). */
const BRANDS = ['aurora', 'jade', 'ember', 'lumen', 'onyx'];

/** What Chromium says stands between a page and its installation, by error id. */
async function installabilityErrors(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(url);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
  await page.close();
  return errors.map((error) => error.errorId);
}

/**
 * Runs `use` in the whole browser (the headless shell the other tests drive finds every page
 * installable and makes no install offer) as a Pixel 7, in a profile of its own (an incognito one
 * is never installable), thrown away afterwards.
 */
async function inWholeBrowser(use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'whole-browser-'));
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(profile, { executablePath: fullChromiumPath(), args: [...CHROMIUM_ARGS], viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  try {
    await use(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// Only the whole browser judges installability.
test("every brand's manifest passes Chromium's installability check (icons, name, start URL, scope, display)", async () => {
  test.setTimeout(60_000);
  await inWholeBrowser(async (context) => {
    // The check itself works here: a manifest without icons and shown in a browser tab fails it.
    const bare = await context.newPage();
    await context.route('**/m/manifest.webmanifest', (route) => route.fulfill({ contentType: 'application/manifest+json', body: JSON.stringify({ name: 'Bare', start_url: '/m/', display: 'browser' }) }));
    expect(await installabilityErrors(context, brandUrl('aurora', '/m/'))).toEqual(expect.arrayContaining(['manifest-display-not-supported', 'manifest-missing-suitable-icon']));
    await context.unrouteAll();
    await bare.close();
    for (const brand of BRANDS) expect(await installabilityErrors(context, brandUrl(brand, '/m/')), brand).toEqual([]);
  });
});

// The popup's use of the offer, and what an install does, are in download.spec.ts (the headless shell makes no offer).
test("the whole browser's own install offer reaches the app: the app screen offers Install", async () => {
  test.setTimeout(60_000);
  await inWholeBrowser(async (context) => {
    const page = await context.newPage();
    await page.goto(brandUrl('aurora', '/m/app'));
    // Chromium makes its offer (beforeinstallprompt) once it finds the site installable; the app holds it.
    await expect(page.getByRole('region', { name: 'Install on this phone' }).getByRole('button', { name: 'Install' })).toBeVisible({ timeout: 20_000 });
  });
});

for (const brand of BRANDS) {
  test(`${brand}: the manifest is the brand's own, with plain and maskable icons at 192 and 512 pixels and a screenshot`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/m/'));
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(brandUrl(brand, '/m/manifest.webmanifest'));
    expect(errors, 'manifest parse errors').toEqual([]);
    const manifest = JSON.parse(data ?? '{}');
    const boot = JSON.parse((await page.locator('#platform-boot').textContent()) ?? '{}');
    expect(manifest).toMatchObject({ name: boot.whitelabel.siteName, start_url: '/m/', scope: '/m/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const picture of [...manifest.icons, ...manifest.screenshots]) {
      // A PNG's width and height are the two numbers after its signature and header length.
      const found = await page.evaluate(async (src) => {
        const response = await fetch(src);
        const bytes = new DataView(await response.arrayBuffer());
        return `${response.headers.get('content-type')} ${bytes.getUint32(16)}x${bytes.getUint32(20)}`;
      }, picture.src);
      expect(found, picture.src).toBe(`image/png ${picture.sizes}`);
    }
  });
}
