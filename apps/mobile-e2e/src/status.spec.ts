import { expect, test } from '@playwright/test';
import { E2E_PORT, brandUrl } from './support/brand-url';

test('a merchant under maintenance shows the maintenance page on every route', async ({ page }, testInfo) => {
  for (const path of ['/m/', '/m/gameCenter', '/m/login']) {
    await page.goto(brandUrl('lumen', path));
    await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
    await expect(page.getByText('We are upgrading our bingo halls. Back soon!')).toBeVisible();
  }
  await expect(page.getByText('Lumen Bingo', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lumen-maintenance.png'), fullPage: true });
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
