import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@gp/domain';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandUrl, E2E_PORT } from './support/brand-url';
import { chunkPatternOf } from './support/built-chunks';
import { logInThroughForm, loginForm } from './support/login-ui';
import { DEMO_MEMBER } from './support/session';
import { BUILT_APP, startWebTier } from './support/web-tier-process';
import { storedValue } from './support/stored-value';

// These tests are about the service worker: unlike the rest of the suite, they let it run.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and has kept the given pages for a visit without a signal. */
async function waitForOfflineReady(page: Page, paths: readonly string[]): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000, message: 'the service worker controls the page' }).toBe(true);
  // The pages cache is named by the build (pages-<build>).
  const kept = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((cache) => cache.startsWith('pages-'));
      return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
    });
  await expect.poll(kept, { timeout: 20_000, message: 'pages kept for offline' }).toEqual(expect.arrayContaining([...paths]));
  // The app's code is in before the signal goes: the precache is complete once the worker is active.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
}

/** The installed app's offline line (a section that could not load says 'You are offline' too). */
const offlineLine = (page: Page) => page.getByRole('status').filter({ hasText: 'You see what was saved on this phone' });

test('after a first visit the app opens without a signal: the game centre and home reload from the phone, with the offline line', async ({ page, context }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  await waitForOfflineReady(page, ['/m/', '/m/gameCenter']);

  await context.setOffline(true);
  await page.reload();
  // The offline line proves the app's code ran from the phone, not only the kept markup.
  await expect(offlineLine(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();

  // A screen never opened before comes up in the kept page (its data waits for the signal).
  await page.goto(brandUrl('aurora', '/m/vip'));
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  await expect(offlineLine(page)).toBeVisible();

  await page.goto(brandUrl('aurora', '/m/'));
  await expect(offlineLine(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Play' })).toBeAttached();
  // A game row that could not load says it will load by itself.
  const hotGames = page.getByRole('region', { name: 'Hot games' });
  await expect(hotGames.getByRole('status')).toContainText('This loads by itself when the signal returns.');

  // The signal returns: the line goes, and the row loads without a tap.
  await context.setOffline(false);
  await expect(offlineLine(page)).toHaveCount(0);
  await expect(hotGames.getByRole('status')).toHaveCount(0);
  await expect(hotGames.getByRole('link').first()).toBeVisible();
});

/** Under this many bytes over the network, a repeat visit of home (issue 22). */
const REPEAT_VISIT_BUDGET_BYTES = 10 * 1024;

test('a repeat visit of home costs under 10 KB over the network: code from the phone, the page revalidated (304)', async ({ page, context }, testInfo) => {
  await page.goto(brandUrl('aurora', '/m/'));
  await waitForOfflineReady(page, ['/m/']);

  const transfers: { url: string; status: number; bytes: number }[] = [];
  const finished: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const response = await request.response();
        // Answered by the worker from the phone: nothing crossed the network.
        if (response === null || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        transfers.push({ url: request.url(), status: response.status(), bytes: sizes.responseHeadersSize + sizes.responseBodySize });
      })(),
    );
  });
  await page.goto(brandUrl('aurora', '/m/'));
  await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(finished);

  const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  const breakdown = transfers.map((transfer) => `${transfer.status} ${transfer.bytes} B ${new URL(transfer.url).pathname}`).join('\n');
  await testInfo.attach('repeat-visit-transfers', { body: `${total} B in all\n${breakdown}`, contentType: 'text/plain' });
  // The browser reports a revalidated answer (304 on the wire) as the 200 it kept: only headers crossed.
  const pageTransfer = transfers.find((transfer) => new URL(transfer.url).pathname === '/m/');
  expect(pageTransfer?.bytes, 'the page is revalidated, not sent again').toBeLessThan(1500);
  expect(total, breakdown).toBeLessThan(REPEAT_VISIT_BUDGET_BYTES);
});

test('a form typed without a signal keeps its text, says so, and is sent by itself when the signal returns', async ({ page, context }) => {
  await page.goto(brandUrl('aurora', '/m/login'));
  await waitForOfflineReady(page, ['/m/', '/m/login']);

  await context.setOffline(true);
  await page.reload();
  const login = loginForm(page);
  await login.username.fill(DEMO_MEMBER.username);
  await login.password.fill(DEMO_MEMBER.password);
  await login.submit.click();
  await expect(login.form.getByRole('alert')).toContainText('What you typed is kept and will be sent when the signal returns.');
  await expect(login.username).toHaveValue(DEMO_MEMBER.username);
  await expect(login.password).toHaveValue(DEMO_MEMBER.password);

  // No tap: the signal's return sends the form, and the member lands on home logged in.
  const sent = page.waitForRequest((request) => request.url().includes('/wps/session/login') && request.method() === 'POST');
  await context.setOffline(false);
  await sent;
  await expect(page).toHaveURL(/\/m\/?$/);
  await expect.poll(() => storedValue(page, STORAGE_KEYS.session)).not.toBeNull();
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

test.describe('without the service worker (a browser without one, or a chunk it did not keep)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a login typed after the signal went, on a first visit with no worker yet, is sealed and sent when it returns', async ({ page, context }) => {
    await page.goto(brandUrl('aurora', '/m/login'));
    const login = loginForm(page);
    await expect(login.submit).toBeEnabled();
    // The form fetched its sealing code when it opened; the signal goes before anything is sent.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await login.username.fill(DEMO_MEMBER.username);
    await login.password.fill(DEMO_MEMBER.password);
    await login.submit.click();
    await expect(login.form.getByRole('alert')).toContainText('What you typed is kept and will be sent when the signal returns.');
    const sent = page.waitForRequest((request) => request.url().includes('/wps/session/login') && request.method() === 'POST');
    await context.setOffline(false);
    await sent;
    await expect(page).toHaveURL(/\/m\/?$/);
  });

  test("the installed-app layer's code lost to the signal costs only the layer, never the page", async ({ page }) => {
    let refused = false;
    await page.route(chunkPatternOf('src/frame/installed-app-layer.tsx'), (route) => {
      refused = true;
      return route.abort('internetdisconnected');
    });
    await page.goto(brandUrl('aurora', '/m/activity'));
    await expect.poll(() => refused).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion' })).toBeAttached();
    // The screen still works: its category tabs answer.
    await page.getByRole('tab', { name: 'Deposit' }).click();
    await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  });

  test('a screen whose code a deploy removed reloads the page into the new build once, then leaves it to the error page', async ({ page }) => {
    test.setTimeout(60_000);
    const deployed = mkdtempSync(join(tmpdir(), 'deployed-app-'));
    cpSync(BUILT_APP, deployed, { recursive: true, filter: (source) => !source.endsWith('.map') });
    const manifest = JSON.parse(readFileSync(join(deployed, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunkOf = (source: string) => manifest[source]?.file ?? '';
    const port = E2E_PORT + 301;
    const tier = await startWebTier(port, deployed);
    try {
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      await page.goto(brandUrl('aurora', '/m/activity', port));
      // The guard comes with the installed-app layer, once the first screen is live: once its code
      // is in, the layer's offline line answering a lost signal shows that its effects (the guard's
      // among them) run.
      const layer = chunkOf('src/frame/installed-app-layer.tsx');
      await expect.poll(() => page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), layer)).toBe(true);
      await page.context().setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
      await page.context().setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);

      // The deploy removed the VIP screen's chunk of the build this page runs.
      for (const file of [chunkOf('src/pages/vip/vip-page.tsx'), `${chunkOf('src/pages/vip/vip-page.tsx')}.br`]) rmSync(join(deployed, file), { force: true });
      await page.evaluate(() => {
        history.pushState(null, '', '/m/vip');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      // One reload into what the server now serves; the chunk is missing there too (this test's
      // 'new build' is the old one less a file), so the frame's error page says so, with no loop.
      await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => loads.length).toBe(2);
      expect(loads[1]).toBe(brandUrl('aurora', '/m/vip', port));
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } finally {
      await tier.stop();
      rmSync(deployed, { recursive: true, force: true });
    }
  });
});
