import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { brandUrl, E2E_PLATFORM_PORT, E2E_PORT } from './support/brand-url';
import { loginForm } from './support/login-ui';

const ROOT = resolve(import.meta.dirname, '../../..');
/** A second web tier, started by this file as an operator would: the built app and the platform's address, nothing else. */
const OPERATOR_PORT = E2E_PORT + 200;
let operatorTier: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  operatorTier = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'apps/web-server/src/main.ts')], {
    env: {
      PATH: process.env['PATH'],
      PLATFORM_URL: `http://127.0.0.1:${E2E_PLATFORM_PORT}`,
      PORT: String(OPERATOR_PORT),
      HOST: '127.0.0.1',
      APP_DIST: process.env['E2E_APP_DIST'] ?? join(ROOT, 'apps/mobile/dist'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    operatorTier.stdout?.on('data', (chunk: Buffer) => (chunk.toString().includes('ready on port') ? ready() : undefined));
    operatorTier.on('exit', (code) => failed(new Error(`the web tier stopped (exit ${code})`)));
  });
});
test.afterAll(() => {
  operatorTier.kill('SIGTERM');
});

/**
 * index.html as this machine gets it from a web tier at 127.0.0.1 (the default merchant's host),
 * with styled-components' rules in a fixed order and without their group numbers: each process
 * numbers and orders the groups as it first meets the components, which says nothing about the
 * page (the browser takes the rules by component id, and a component's rules by its own classes).
 */
async function pageOf(port: number, path: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  expect(response.status).toBe(200);
  const sortedRules = (css: string) => css.replace(/data-styled\.g\d+\[/g, 'data-styled.g[').split('/*!sc*/').sort().join('/*!sc*/');
  return (await response.text()).replace(/(<style data-styled="true"[^>]*>)([^<]*)(<\/style>)/g, (_all, open: string, css: string, close: string) => open + sortedRules(css) + close);
}

test('a web tier started with only the platform’s address serves a brand, and a player logs in and sees the balance through it', async ({ page }) => {
  await page.goto(brandUrl('jade', '/m/login', OPERATOR_PORT));
  await expect(page).toHaveTitle(/Jade Lotto/);
  const boot = JSON.parse((await page.locator('#platform-boot').textContent()) ?? '{}');
  expect(boot.whitelabel.merchantCode).toBe('jade');
  expect(boot.merchantStatus).toEqual({ maintenance: false, maintenanceMessage: null });

  const login = loginForm(page);
  await login.username.fill('demo');
  await login.password.fill('Demo1234');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await page.goto(brandUrl('jade', '/m/member/home', OPERATOR_PORT));
  await expect(page.getByTestId('balance')).toHaveText(/₱\s?[\d,]+\.\d{2}/);
});

test('the platform behind it still judges each visitor by their own address and host', async ({ page }) => {
  await page.goto(brandUrl('onyx', '/m/', OPERATOR_PORT));
  await expect(page.getByRole('heading', { name: 'IP or location restricted access' })).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/wps/system/status')).json());
  expect(status.value).toMatchObject({ merchantCode: 'onyx', regionRestriction: true });
});

test('two web tiers give the same page for a brand and screen: they keep no state of their own', async () => {
  for (const path of ['/m/', '/m/gameCenter', '/m/login']) {
    const page = await pageOf(OPERATOR_PORT, path);
    expect(page, path).toContain('"merchantCode":"aurora"');
    expect(page, path).toBe(await pageOf(E2E_PORT, path));
  }
});
