import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, type NewAccount } from './support/accounts-api';
import { seriousAxeFindings } from './support/axe';
import { brandUrl, E2E_PORT } from './support/brand-url';
import { closeAnnouncements } from './support/home-overlays';
import { loginForm } from './support/login-ui';
import { signIn } from './support/session';

// Responsible gaming (issue 20) on the real server, each test with a new aurora account.

/** The limits screen's form and the break form. */
function limitsScreen(page: Page) {
  const limit = page.getByRole('form', { name: 'Set a limit' });
  const takeBreak = page.getByRole('form', { name: 'Take a break' });
  return { limit, takeBreak, deposit: page.getByRole('region', { name: 'Deposit limit' }) };
}

async function setDailyDepositLimit(page: Page, amount: string): Promise<void> {
  const { limit } = limitsScreen(page);
  await limit.getByLabel('Limit').selectOption('deposit');
  await limit.getByLabel('Period').selectOption('day');
  await limit.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await limit.getByRole('button', { name: 'Save limit' }).click();
}

/**
 * A new aurora player who chose a reality check every 15 minutes, on a page whose clock is
 * Playwright's (installed first): fifteen minutes of play then pass in an instant.
 */
async function newPlayerWithQuarterHourCheck(page: Page): Promise<void> {
  await page.clock.install();
  const account = await registerThroughApi('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/member/responsibleGaming'));
  await page.getByLabel('Reality check every').selectOption('15');
  await page.getByRole('button', { name: 'Save reality check' }).click();
  await expect(page.getByText('Reality check interval saved')).toBeVisible();
}

test('a daily deposit limit refuses a deposit above it with the reason, and a raise waits for the cooling period', async ({ page }) => {
  const account = await registerThroughApi('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/member/responsibleGaming'));
  await setDailyDepositLimit(page, '500');
  await expect(page.getByText('Saved. It applies now.')).toBeVisible();
  const { deposit } = limitsScreen(page);
  await expect(deposit).toContainText('₱0.00 of ₱500.00 used');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(brandUrl('aurora', '/m/voucherCenter'));
  await page.getByRole('radio', { name: /^GCash/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('600');
  // The deposit itself (POST): the screen's deposit record is read from the same path (GET).
  const refused = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/wps/deposit');
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  expect((await refused).status()).toBe(403);
  await expect(page.getByRole('alert').filter({ hasText: 'This would pass your daily deposit limit of ₱500.00 (₱0.00 used). It resets on' })).toBeVisible();

  await page.goto(brandUrl('aurora', '/m/member/responsibleGaming'));
  await setDailyDepositLimit(page, '5000');
  await expect(page.getByText('Saved. A higher limit or a removal applies after the cooling period.')).toBeVisible();
  await expect(deposit).toContainText('₱0.00 of ₱500.00 used');
  await expect(deposit).toContainText(/Changes to ₱5,000\.00 on/);
});

test('a reality check comes over a cash game after the chosen interval of play', async ({ page }) => {
  await newPlayerWithQuarterHourCheck(page);

  await page.goto(brandUrl('aurora'));
  await closeAnnouncements(page);
  const slots = page.getByRole('region', { name: 'Slots', exact: true });
  const tile = slots.getByRole('button').first();
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/rg/play-session' && response.ok());
  await tile.click();
  const view = page.getByRole('dialog').filter({ has: page.locator('iframe') });
  await expect(view).toBeVisible();
  await opened;
  await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toHaveCount(0);

  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have played for 15 minutes\. In this session you staked ₱0\.00; your result is/);
  await check.getByRole('button', { name: 'Keep playing' }).click();
  await expect(check).toHaveCount(0);
  await expect(view).toBeVisible();
});

test('a 24-hour cool-off logs the player out and login is refused with the end date', async ({ page }) => {
  const account: NewAccount = await registerThroughApi('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/member/responsibleGaming'));
  const { takeBreak } = limitsScreen(page);
  await takeBreak.getByLabel('Length').selectOption('1d');
  await takeBreak.getByLabel('Login password', { exact: true }).fill(account.password);
  await takeBreak.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Take a cool-off?' });
  await confirm.getByRole('button', { name: 'Yes, log me out' }).click();
  const started = page.getByRole('alertdialog', { name: 'Your break has started' });
  await expect(started).toContainText(/You are now logged out\. You can log in again from .+2\d{3}/);
  await started.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/login/);

  await page.goto(brandUrl('aurora', '/m/login'));
  await expect(page.getByRole('alert').filter({ hasText: 'cool-off' })).toHaveCount(0);
  const login = loginForm(page);
  await login.username.fill(account.username);
  await login.password.fill(account.password);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
  await login.submit.click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  const { value } = (await answer.json()) as { value: { endsAt: number } };
  const endDate = new Date(value.endsAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Manila' });
  await expect(page.getByRole('alert').filter({ hasText: `You are on a cool-off until ${endDate}` })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the reality check comes over a cash lottery too, and Stop playing leaves it', async ({ page }) => {
  await newPlayerWithQuarterHourCheck(page);

  const lotteries = await fetch(`http://127.0.0.1:${E2E_PORT}/wps/game/list?gameType=LOTT&pageNo=1&pageSize=30&platform=html5&clientType=2`, { headers: { Merchant: 'aurora' } });
  const { value } = (await lotteries.json()) as { value: { games: { gameId: string; vassalage: string }[] } };
  const lottery = value.games.find((game) => game.vassalage === 'LOTT');
  if (!lottery) throw new Error('no LOTT lottery on aurora');
  const watched = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/rg/play-session' && response.ok());
  await page.goto(brandUrl('aurora', `/m/launchGame?playType=trad&gameId=${lottery.gameId}&prize_mode=lott`));
  await expect(page.getByTitle('Lottery', { exact: true })).toBeVisible();
  await watched;
  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toContainText('You have played for 15 minutes.');
  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});
