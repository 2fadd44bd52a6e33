import { expect, test } from '@playwright/test';
import { brandColors, cssRgb } from './support/brand-colors';
import { brandUrl } from './support/brand-url';
import { dismissGuestOverlays } from './support/home-overlays';

// The brands a visitor on this machine can open. Lumen (maintenance) and Onyx (region restricted,
// shown in its brand colours) only ever show a status page: status.spec.ts covers them.
const BRANDS = [
  { code: 'aurora', name: 'Aurora Play' },
  { code: 'jade', name: 'Jade Lotto' },
  { code: 'ember', name: 'Ember Casino' },
];

for (const brand of BRANDS) {
  test(`${brand.name} renders its own theme on its own host`, async ({ page }, testInfo) => {
    await page.goto(brandUrl(brand.code));
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeAttached();
    // The brand's own logo in the header, loaded (home's h1 is the brand name, read by screen readers).
    const logo = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${brand.name}`) }).locator('img');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle(brand.name);

    const colors = brandColors(brand.code);
    await expect(page.locator('body')).toHaveCSS('background-color', cssRgb(colors.background));
    await expect(page.getByRole('banner')).toHaveCSS('background-color', cssRgb(colors.headerBackground));
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCSS('background-color', cssRgb(colors.primary));

    // The first screen for a designer's look, in CSS pixels: a full-page capture of home at the phone's
    // pixel ratio took 24 s on a loaded two-core machine and proved nothing the assertions above do not.
    await page.screenshot({ path: testInfo.outputPath(`${brand.code}-home.png`), scale: 'css' });
  });
}

test('the brands look clearly different from each other', () => {
  const backgrounds = new Set(BRANDS.map((b) => brandColors(b.code).background));
  const primaries = new Set(BRANDS.map((b) => brandColors(b.code).primary));
  expect(backgrounds.size).toBe(BRANDS.length);
  expect(primaries.size).toBe(BRANDS.length);
});

test('the home screen links to login and registration', async ({ page }) => {
  await page.goto(brandUrl('ember'));
  await dismissGuestOverlays(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(brandUrl('ember', '/m/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeAttached();
  await page.goBack();
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(brandUrl('ember', '/m/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeAttached();
});

test('the guest controls of the home header stay tappable beside the download button', async ({ page }) => {
  await page.goto(brandUrl('jade'));
  await dismissGuestOverlays(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(brandUrl('jade', '/m/login'));
});
