import { expect, test, type Page } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandUrl, E2E_PORT } from './support/brand-url';
import { logInThroughForm } from './support/login-ui';
import { DEMO_MEMBER } from './support/session';
import { BUILT_APP, startWebTier } from './support/web-tier-process';

// These tests are about the service worker: unlike the rest of the suite, they let it run.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and has kept the given pages for a visit without a signal. */
async function waitForOfflineReady(page: Page, paths: readonly string[]): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000, message: 'the service worker controls the page' }).toBe(true);
  const kept = () => page.evaluate(async () => (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname));
  await expect.poll(kept, { timeout: 20_000, message: 'pages kept for offline' }).toEqual(expect.arrayContaining([...paths]));
  // The app's code is in before the signal goes: the precache is complete once the worker is active.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
}

test('after a first visit the app opens without a signal: the game centre and home reload from the phone, with the offline line', async ({ page, context }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  await waitForOfflineReady(page, ['/m/', '/m/gameCenter']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#main')).toBeVisible();

  await page.goto(brandUrl('aurora', '/m/'));
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Play' })).toBeAttached();

  // A screen never opened before comes up in the kept page (its data waits for the signal).
  await page.goto(brandUrl('aurora', '/m/vip'));
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // The signal returns: the line goes.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
});

test("no answer of a member's private call is kept in any cache after their session", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(brandUrl('aurora', '/m/'));
  await waitForOfflineReady(page, ['/m/']);
  await logInThroughForm(page, 'aurora', DEMO_MEMBER);
  // A member's session: home with the balance, the member centre, the wallet's records.
  await page.goto(brandUrl('aurora', '/m/member/home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Member center' })).toBeVisible();
  // The ledger's answer is a member's private call too.
  const ledger = page.waitForResponse((response) => response.url().includes('/wps/') && response.request().headers()['authorization'] !== undefined && response.ok());
  await page.goto(brandUrl('aurora', '/m/member/transactions'));
  await ledger;

  const kept = await page.evaluate(async () => {
    const entries: { cache: string; url: string; cacheControl: string | null }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, cacheControl: response?.headers.get('cache-control') ?? null });
      }
    }
    return entries;
  });
  const apiAnswers = kept.filter((entry) => new URL(entry.url).pathname.startsWith('/wps/'));
  // Only answers the platform marked public are kept (the boot data), never the member's.
  for (const entry of apiAnswers) expect(entry.cacheControl, entry.url).toMatch(/\bpublic\b/);
  expect(apiAnswers.map((entry) => new URL(entry.url).pathname)).not.toEqual(expect.arrayContaining([expect.stringMatching(/\/wps\/(member|session|wallet|transaction|balance)/)]));
  // The session itself was asked for and answered: the test saw a member's calls.
  expect(kept.length).toBeGreaterThan(0);
});

test('a new build brings the update prompt, and Update now reloads the page into it', async ({ page }) => {
  test.setTimeout(90_000);
  // A web tier of this test's own (its own origin, so its own worker), serving a copy of the build
  // that the test then deploys a new build over.
  const deployed = mkdtempSync(join(tmpdir(), 'deployed-app-'));
  cpSync(BUILT_APP, deployed, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const port = E2E_PORT + 300;
  let tier = await startWebTier(port, deployed);
  try {
    // Promotions: no overlay of home's (announcements, the welcome offer) covers the prompt.
    await page.goto(brandUrl('aurora', '/m/activity', port));
    await waitForOfflineReady(page, ['/m/activity']);
    const prompt = page.getByRole('region', { name: 'A new version is ready' });
    await expect(prompt).toHaveCount(0);

    // The deploy: a new build's worker (its precache list changes with every build) replaces the old.
    await tier.stop();
    appendFileSync(join(deployed, 'service-worker.js'), `\n// build ${Date.now()}\n`);
    tier = await startWebTier(port, deployed);
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // The new worker waits: the open page keeps running on the code it started with.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
    await expect.poll(() => page.evaluate(() => 'beforeUpdate' in window), { message: 'the page reloaded' }).toBe(false);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null), { message: 'the new worker took over' }).toBeNull();
    await expect(prompt).toHaveCount(0);
  } finally {
    await tier.stop();
    rmSync(deployed, { recursive: true, force: true });
  }
});
