import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brand-url';
import { dismissGuestOverlays, gotoWithPopupList } from './support/home-overlays';
import { WCAG_AA_TAGS, allAxeFindings } from './support/axe';

/** The game centre's own chunk (the screen both tests open). */
const PAGE_CHUNK = '**/m/assets/game-centre-page-*.js';

test('a page whose code fails to download offers Try again, which recovers', async ({ page }) => {
  await page.goto(brandUrl('ember'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ember Casino' })).toBeAttached();
  await dismissGuestOverlays(page);
  await page.route(PAGE_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();

  await page.unroute(PAGE_CHUNK);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
});

test('a deep link whose page code fails shows the retry page, not a blank screen', async ({ page }) => {
  await page.route(PAGE_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto(brandUrl('ember', '/m/gameCenter'));
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(PAGE_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
});

for (const brand of ['aurora', 'jade', 'ember']) {
  for (const path of ['/m/', '/m/gameCenter', '/m/login']) {
    test(`no accessibility violations (axe, WCAG A/AA) on ${path} in ${brand}`, async ({ page }) => {
      // Home's announcement popup is part of what is checked: its list is waited for, then the popup.
      await (path === '/m/' ? gotoWithPopupList(page, brandUrl(brand, path)) : page.goto(brandUrl(brand, path)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (path === '/m/') await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
      expect(await allAxeFindings(page, { tags: WCAG_AA_TAGS })).toEqual([]);
    });
  }
}

test('no accessibility violations with the side menu open', async ({ page }) => {
  await page.goto(brandUrl('jade', '/m/gameCenter'));
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  expect(await allAxeFindings(page, { tags: WCAG_AA_TAGS })).toEqual([]);
});
