import { expect, test, type Page } from '@playwright/test';
import { brandColors, cssRgb } from './support/brand-colors';
import { E2E_PORT, brandUrl } from './support/brand-url';
import { WCAG_AA_TAGS, seriousAxeFindings } from './support/axe';

/** The seeded merchant whose blocked address prefixes cover this machine (127., ::1, ::ffff:127.). */
const RESTRICTED = { code: 'onyx', name: 'Onyx Play', pack: 'jade', mode: 'light' } as const;
const RESTRICTED_TITLE = 'IP or location restricted access';

/** Expects the access-restricted page alone: its heading and text, and none of the page frame. */
async function expectRestrictedPageAlone(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED_TITLE })).toBeVisible();
  await expect(page.getByText('Sorry, this platform is not available where you are connecting from.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  // No header, footer menu, side menu or overlay: nothing leads into the app.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
}

test('a merchant under maintenance shows the maintenance page on every route', async ({ page }, testInfo) => {
  for (const path of ['/m/', '/m/gameCenter', '/m/login']) {
    await page.goto(brandUrl('lumen', path));
    await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
    await expect(page.getByText('We are upgrading our bingo halls. Back soon!')).toBeVisible();
  }
  await expect(page.getByText('Lumen Bingo', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lumen-maintenance.png'), fullPage: true, scale: 'css' });
});

test('a merchant refusing the visitor’s region shows the access-restricted page on every route', async ({ page }) => {
  for (const path of ['/m/', '/m/gameCenter', '/m/login', '/m/no/such/page']) {
    await page.goto(brandUrl(RESTRICTED.code, path));
    await expectRestrictedPageAlone(page);
  }
});

test('the access-restricted page carries the brand: name, logo and colours', async ({ page }, testInfo) => {
  await page.goto(brandUrl(RESTRICTED.code, '/m/gameCenter'));
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED_TITLE })).toBeVisible();
  await expect(page.getByRole('main').getByText(RESTRICTED.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('main').locator('img')).not.toHaveJSProperty('naturalWidth', 0);
  const colors = brandColors(RESTRICTED.pack, RESTRICTED.mode);
  await expect(page.getByRole('main')).toHaveCSS('background-color', cssRgb(colors.background));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', cssRgb(colors.text));
  await page.screenshot({ path: testInfo.outputPath('onyx-restricted.png'), fullPage: true, scale: 'css' });
});

test('the access-restricted page names itself and the brand in the document title', async ({ page }) => {
  await page.goto(brandUrl(RESTRICTED.code, '/m/login'));
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED_TITLE })).toBeVisible();
  await expect(page).toHaveTitle(`${RESTRICTED_TITLE} · ${RESTRICTED.name}`);
});

test('axe finds no serious or critical violation on the access-restricted page', async ({ page }) => {
  await page.goto(brandUrl(RESTRICTED.code));
  await expect(page.getByRole('heading', { level: 1, name: RESTRICTED_TITLE })).toBeVisible();
  expect(await seriousAxeFindings(page, { tags: WCAG_AA_TAGS })).toEqual([]);
});

test('the platform tells the app of the restriction and still gives it the brand', async ({ request }) => {
  const headers = { Merchant: RESTRICTED.code };
  const status = await request.get(`http://localhost:${E2E_PORT}/wps/system/status`, { headers });
  expect(await status.json()).toMatchObject({
    success: true,
    value: { merchantCode: RESTRICTED.code, maintenance: false, regionRestriction: true },
  });
  const whitelabel = await request.get(`http://localhost:${E2E_PORT}/wps/system/whitelabel`, { headers });
  expect(await whitelabel.json()).toMatchObject({ success: true, value: { siteName: RESTRICTED.name, theme: { pack: RESTRICTED.pack } } });
});

test('the platform refuses every other call of a restricted visitor with a REGION_RESTRICTED envelope', async ({ request }) => {
  const games = await request.get(`http://localhost:${E2E_PORT}/wps/game/vassgameType`, { headers: { Merchant: RESTRICTED.code } });
  expect(games.status()).toBe(403);
  expect(await games.json()).toMatchObject({ success: false, value: null, errorCode: 'REGION_RESTRICTED' });
});

test('the platform answers in the envelope', async ({ request }) => {
  const response = await request.get(`http://localhost:${E2E_PORT}/wps/system/status`, { headers: { Merchant: 'jade' } });
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({
    success: true,
    errorCode: null,
    value: { merchantCode: 'jade', maintenance: false, regionRestriction: false },
  });
});
