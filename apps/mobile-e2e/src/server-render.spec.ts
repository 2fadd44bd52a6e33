import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { brandColors } from './support/brand-colors';
import { brandUrl, E2E_PLATFORM_PORT } from './support/brand-url';
import { loginForm } from './support/login-ui';
import { gzippedPage, textOfFirstBytes } from './support/server-html';
import { DEMO_MEMBER } from './support/session';

const BRANDS = ['aurora', 'jade', 'ember'];
/**
 * The screens a visit opens on from outside (domain SERVER_RENDERED_ROUTES): whether the frame shows
 * its header there (login, registration and promotions have their own back bar instead, SPEC §2)
 * and whether the first screen shows home's banners.
 */
const SCREENS = [
  { path: '/m/', header: true, banner: true },
  { path: '/m/gameCenter', header: true, banner: true },
  { path: '/m/login', header: false, banner: false },
  { path: '/m/register', header: false, banner: false },
  { path: '/m/activity', header: false, banner: false },
];
/** What the first round trips of a slow connection bring: 14 KB (TCP's initial window of ten segments). */
const FIRST_ROUND_TRIPS = 14 * 1024;

for (const brand of BRANDS) {
  test(`${brand}: each first screen comes rendered, its header, banner and brand styles within the first 14 KB`, async () => {
    for (const screen of SCREENS) {
      const gzipped = await gzippedPage(brand, screen.path);
      const early = textOfFirstBytes(gzipped, FIRST_ROUND_TRIPS);
      const boot = JSON.parse(/<script id="platform-boot" type="application\/json">(.*?)<\/script>/s.exec(gunzipSync(gzipped).toString())?.[1] ?? '{}');
      const colors = brandColors(brand, boot.whitelabel.theme.defaultMode);
      expect(early, screen.path).toMatch(/<style data-styled="true"[^>]*>[^<]*/);
      const styles = [...early.matchAll(/<style data-styled="true"[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
      expect(styles.toLowerCase(), `${screen.path}: the brand's background`).toContain(colors.background.toLowerCase());
      expect(early, screen.path).toMatch(/<div id="root">.*<main id="main"/s);
      expect(early, `${screen.path}: the screen's heading`).toMatch(/<h1[^>]*>(?:<[^>]+>)*[^<\s][^<]*</);
      if (screen.header) expect(early, screen.path).toMatch(/<div id="root">.*<header/s);
      if (screen.banner) expect(early, screen.path).toMatch(/<img src="\/cdn\/content\/[^"]+" alt="[^"]*" width="\d+" height="\d+" loading="eager" fetchPriority="high"/);
    }
  });
}

for (const screen of SCREENS) {
  test(`${screen.path} hydrates on every brand without an error or a replaced node`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => (message.type() === 'error' ? problems.push(message.text()) : undefined));
    page.on('pageerror', (error) => problems.push(error.message));
    // Keeps the server's main element before any script runs: hydration must adopt it, not replace it.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { serverMain: document.querySelector('#root main') });
      });
    });
    for (const brand of BRANDS) {
      await page.goto(brandUrl(brand, screen.path));
      await expect(page.locator('#server-render')).toBeAttached();
      const adopted = () => page.evaluate(() => {
        const main = (window as unknown as { serverMain: Element | null }).serverMain;
        return main !== null && main.isConnected && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
      });
      await expect.poll(adopted, { message: `${brand}: the server's main element, hydrated` }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems, brand).toEqual([]);
    }
  });
}

test('on a slow phone (6x CPU) home hydrates before any store asks the platform, without an error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? problems.push(message.text()) : undefined));
  page.on('pageerror', (error) => problems.push(error.message));
  // Notes when React adopts the server's main element: the stores' calls (the announcements the
  // popup shows half a second after they start, fresh lists) must wait until hydration is done, or
  // an answer that lands first changes what a part not yet hydrated renders.
  await page.addInitScript(() => {
    const watch = setInterval(() => {
      const main = document.querySelector('#root main');
      if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))) {
        Object.assign(window, { adoptedAt: performance.now() });
        clearInterval(watch);
      }
    }, 10);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(brandUrl('aurora', '/m/'));
  await expect.poll(() => page.evaluate(() => 'adoptedAt' in window), { timeout: 20_000 }).toBe(true);
  // The announcements call comes once the stores have started.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/wps/'))), { timeout: 20_000 }).toBe(true);
  const early = await page.evaluate(() => {
    const adoptedAt = (window as unknown as { adoptedAt: number }).adoptedAt;
    return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/wps/') && entry.startTime < adoptedAt).map((entry) => entry.name);
  });
  expect(early, 'platform calls started before hydration adopted the page').toEqual([]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a login form used before the app has taken it over sends nothing, keeps what was typed, and logs in once ready', async ({ page }) => {
  // The app's code is held back until the test lets it through, as a slow network would: the
  // server's form is on screen and used before any script runs.
  let letScriptsThrough: () => void = () => undefined;
  const scriptsLetThrough = new Promise<void>((resolve) => (letScriptsThrough = resolve));
  await page.route(/\/m\/assets\/.*\.js$/, async (route) => {
    await scriptsLetThrough;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto(brandUrl('aurora', '/m/login'), { waitUntil: 'commit' });
  const login = loginForm(page);
  await login.username.fill(DEMO_MEMBER.username);
  await login.password.fill(DEMO_MEMBER.password);
  // Neither the button nor Enter lets the browser send the form itself (the policy's form-action
  // 'none' refuses any other way: serve-app.test.ts).
  await expect(login.submit).toBeDisabled();
  await login.password.press('Enter');
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), 'the app took over before the early submits').toBe(false);
  letScriptsThrough();
  await expect(login.submit).toBeEnabled({ timeout: 20_000 });
  expect(page.url()).toBe(brandUrl('aurora', '/m/login'));
  expect(addresses.filter((address) => address.includes('password=')), 'a password in an address').toEqual([]);
  await expect(login.username).toHaveValue(DEMO_MEMBER.username);
  await Promise.all([page.waitForResponse((response) => response.url().endsWith('/wps/session/login') && response.ok()), login.submit.click()]);
  await expect(page).toHaveURL(/\/m\/?$/);
});

test('the same request rendered in two time zones with the same seed gives the same HTML', async () => {
  const headers = { 'x-forwarded-host': 'jade.localhost', 'x-forwarded-for': '10.0.0.1' };
  const answer = async (path: string) => (await (await fetch(`http://127.0.0.1:${E2E_PLATFORM_PORT}${path}`, { headers })).json()).value;
  const input = { url: '/m/', userAgent: 'Mozilla/5.0 (Linux; Android 14)', boot: await answer('/wps/system/boot'), seed: 1234, now: Date.now() };
  const entry = resolve(import.meta.dirname, '../../mobile/dist-ssr/entry-server.js');
  const script = `const { renderPage } = await import(${JSON.stringify(join('file://', entry))}); const out = await renderPage(JSON.parse(process.env.INPUT)); process.stdout.write(out.head + out.html);`;
  const renderIn = async (timeZone: string) =>
    (await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, TZ: timeZone, NODE_ENV: 'production', INPUT: JSON.stringify(input) }, maxBuffer: 8 * 1024 * 1024 })).stdout;
  const [manila, newYork] = await Promise.all([renderIn('Asia/Manila'), renderIn('America/New_York')]);
  expect(manila.length).toBeGreaterThan(10_000);
  expect(manila).toContain('<header');
  expect(newYork).toBe(manila);
});
