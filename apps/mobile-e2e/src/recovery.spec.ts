import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brand-url';
import { chunkPatternOf } from './support/built-chunks';
import { dismissGuestOverlays } from './support/home-overlays';
import { WCAG_AA_TAGS, allAxeFindings } from './support/axe';
import { loginForm } from './support/login-ui';
import { DEMO_MEMBER } from './support/session';

/** The game centre's own chunk (the screen both tests open). */
const PAGE_CHUNK = chunkPatternOf('src/pages/games/game-centre-page.tsx');

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

test('a first visit whose language file fails to download says so, and Try again starts the app', async ({ page }) => {
  // The English catalogue is its own chunk (en-<hash>.js), loaded before the first screen paints.
  const catalogue = '**/m/assets/en-*.js';
  await page.route(catalogue, (route) => route.abort('internetdisconnected'));
  await page.goto(brandUrl('ember', '/m/gameCenter'));
  await expect(page.getByRole('alert')).toContainText('Could not load. Check your connection.');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.unroute(catalogue);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
});

/** What the platform answers when it fails on a call (HTTP 500 with its envelope), injected in place of the real answer. */
const PLATFORM_FAILURE = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'Something went wrong on our side' }),
};

/** The registration rules call (whatever its query). */
const registerSettingsCall = (url: URL) => url.pathname === '/wps/system/setting/register';

test('registration rules answered 500 say what failed, and Try again brings the form', async ({ page }) => {
  await page.route(registerSettingsCall, (route) => route.fulfill(PLATFORM_FAILURE));
  await page.goto(brandUrl('jade', '/m/register'));
  const failure = page.getByRole('alert').filter({ hasText: 'The registration form could not be loaded.' });
  await expect(failure).toContainText('Something went wrong on our side. Please try again');
  await expect(page.getByText('Unknown error')).toHaveCount(0);
  await page.unroute(registerSettingsCall);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('form', { name: 'Create your account' }).getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
});

test('a login answered 500 says so, keeps the form filled, and Try again logs in', async ({ page }) => {
  await page.route((url) => url.pathname === '/wps/session/login', (route) => route.fulfill(PLATFORM_FAILURE), { times: 1 });
  await page.goto(brandUrl('jade', '/m/login'));
  const login = loginForm(page);
  await login.username.fill(DEMO_MEMBER.username);
  await login.password.fill(DEMO_MEMBER.password);
  await login.submit.click();
  await expect(login.form.getByRole('alert')).toContainText('Something went wrong on our side. Please try again');
  await expect(login.username).toHaveValue(DEMO_MEMBER.username);
  await expect(login.password).toHaveValue(DEMO_MEMBER.password);
  await login.form.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
});

// Home's scans (with its announcement popup, and of the page itself) are in home.spec.ts.
for (const brand of ['aurora', 'jade', 'ember']) {
  for (const path of ['/m/gameCenter', '/m/login']) {
    test(`no accessibility violations (axe, WCAG A/AA) on ${path} in ${brand}`, async ({ page }) => {
      await page.goto(brandUrl(brand, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
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
