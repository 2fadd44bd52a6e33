import { expect, test, type Page } from '@playwright/test';
import { BOOT_DATA_ELEMENT_ID } from '@gp/domain';
import { brandUrl } from './support/brand-url';

/** Makes index.html look as a static host would serve it: without the platform's boot data. */
async function withoutBootData(page: Page): Promise<void> {
  await page.addInitScript((id) => {
    new MutationObserver((_records, observer) => {
      const boot = document.getElementById(id);
      if (!boot) return;
      boot.remove();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, BOOT_DATA_ELEMENT_ID);
}

test('a deep link to a screen loads straight from the server', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/aboutus'));
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page).toHaveTitle('About us · Aurora Play');
  await expect(page.getByRole('main')).toBeVisible();
});

test('every home path opens home, and unknown paths fall back to it', async ({ page }) => {
  // Five whole page loads in one test: the budget of three.
  test.slow();
  for (const path of ['/', '/m', '/m/index.html', '/m/home', '/m/no-such-screen']) {
    await page.goto(brandUrl('ember', path));
    await expect(page.getByRole('heading', { level: 1, name: 'Ember Casino' })).toBeAttached();
    await expect(page).toHaveURL(/\/m\/?(?:index\.html|home)?$/);
  }
});

test('the old register path opens registration', async ({ page }) => {
  await page.goto(brandUrl('ember', '/m/register.html'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
});

test('a returning player sees the cached brand even when the platform is down', async ({ page, context }) => {
  await page.goto(brandUrl('jade'));
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeAttached();
  await context.route('**/wps/**', (route) => route.abort('internetdisconnected'));
  await withoutBootData(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Lotto' })).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a first visit with no platform offers to try again', async ({ page, context }) => {
  await context.route('**/wps/**', (route) => route.abort('internetdisconnected'));
  await withoutBootData(page);
  await page.goto(brandUrl('aurora'));
  await expect(page.getByRole('heading', { name: 'We cannot reach the platform' })).toBeVisible();
  await context.unroute('**/wps/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Play' })).toBeAttached();
});

test('a first visit needs no platform call to show the brand: index.html carries it', async ({ page, context }) => {
  // The visitor's own status (a refused region) is asked once the app runs; failing, it leaves the merchant's.
  const systemCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/wps\/system\/(?:whitelabel|setting)/.test(request.url())) systemCalls.push(request.url());
  });
  await context.route('**/wps/**', (route) => route.abort('internetdisconnected'));
  await page.goto(brandUrl('ember'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ember Casino' })).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(systemCalls).toEqual([]);
});
