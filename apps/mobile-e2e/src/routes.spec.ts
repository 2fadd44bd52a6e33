import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brand-url';

test('a deep link to a screen loads straight from the server', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/voucherCenter'));
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page).toHaveTitle('Deposit · Aurora Play');
  await expect(page.getByRole('main')).toBeVisible();
});

test('every home path opens home, and unknown paths fall back to it', async ({ page }) => {
  for (const path of ['/', '/m', '/m/index.html', '/m/home', '/m/no-such-screen']) {
    await page.goto(brandUrl('ember', path));
    await expect(page.getByRole('heading', { level: 1, name: 'Ember Casino' })).toBeVisible();
  }
});

test('the old register path opens registration', async ({ page }) => {
  await page.goto(brandUrl('ember', '/m/register.html'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
});

test('a returning player sees the cached brand even when the platform is down', async ({ page, context }) => {
  await page.goto(brandUrl('jade'));
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeVisible();
  await context.route('**/wps/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeVisible();
});

test('a first visit with no platform offers to try again', async ({ page, context }) => {
  await context.route('**/wps/**', (route) => route.abort('internetdisconnected'));
  await page.goto(brandUrl('aurora'));
  await expect(page.getByRole('heading', { name: 'We cannot reach the platform' })).toBeVisible();
  await context.unroute('**/wps/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Play' })).toBeVisible();
});
