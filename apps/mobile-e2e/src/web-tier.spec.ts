import { expect, test } from '@playwright/test';
import { brandUrl, E2E_PORT } from './support/brand-url';
import { loginForm } from './support/login-ui';
import { startWebTier, type StartedWebTier } from './support/web-tier-process';

/** A second web tier, started by this file as an operator would: the built app and the platform's address, nothing else. */
const OPERATOR_PORT = E2E_PORT + 200;
let operatorTier: StartedWebTier;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  operatorTier = await startWebTier(OPERATOR_PORT);
});
test.afterAll(async () => {
  await operatorTier.stop();
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
