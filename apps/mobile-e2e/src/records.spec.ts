import { expect, test } from '@playwright/test';
import { formatMoney } from '@gp/domain';
import { E2E_PORT, brandUrl } from './support/brand-url';
import { signIn, type StoredSession } from './support/session';

/** The server's address for calls from Node. */
const API = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The records are played and read as ember's agent01: no other spec reads its balance (ember has
 * no agent policy, so agent01 is a plain member there), and it has a seeded cash history.
 */
const BRAND = 'ember';
const ACCOUNT = { username: 'agent01', password: 'Agent1234' } as const;

async function api<T>(path: string, session: StoredSession | null, init: RequestInit = {}): Promise<T> {
  const headers = { Merchant: BRAND, ...(session ? { Authorization: session.token } : {}), ...init.headers };
  const response = await fetch(`${API}${path}`, { ...init, headers });
  const body = (await response.json()) as { success: boolean; value: T; errorCode: string | null };
  if (!body.success) throw new Error(`${path} failed: ${body.errorCode}`);
  return body.value;
}

interface Spin {
  readonly orderId: number;
  readonly stakeMinor: number;
  readonly winMinor: number;
}

/** Plays one round of the demo slot the way its page does: a launch for a ticket, then a spin at the smallest stake the game takes. */
async function playDemoSlot(session: StoredSession): Promise<Spin & { readonly gameName: string }> {
  const { games } = await api<{ games: { nodeId: number; gameName: string }[] }>('/wps/game/list?gameType=RNG&pageNo=1&pageSize=1&platform=html5&clientType=2', session);
  const game = games[0];
  if (!game) throw new Error('no slot game on ember');
  const launch = await api<{ url: string }>(`/wps/game/launch?nodeId=${game.nodeId}`, session);
  const ticket = launch.url.split('/').pop() ?? '';
  for (const stakeMinor of [100, 200, 500, 1000, 2000]) {
    const response = await fetch(`${API}/wps/demo/slot/spin`, {
      method: 'POST',
      headers: { Merchant: BRAND, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ ticket, stakeMinor }),
    });
    const body = (await response.json()) as { success: boolean; value: Spin; errorCode: string | null };
    if (body.success) return { ...body.value, gameName: game.gameName };
    if (body.errorCode !== 'AMOUNT_OUT_OF_RANGE') throw new Error(`spin failed: ${body.errorCode}`);
  }
  throw new Error('the slot took none of the stakes');
}

const peso = (minor: number) => formatMoney(minor, '₱');

test('a member finds the demo-slot round just played in the game record, with its bet and win, and opens it', async ({ page }) => {
  const session = await signIn(page, BRAND, ACCOUNT);
  const spin = await playDemoSlot(session);
  await page.goto(brandUrl(BRAND, '/m/gameRecord'));
  const line = page.getByRole('button', { name: `Order ${spin.orderId}, ${spin.gameName}` });
  await expect(line).toContainText(`Bet ${peso(spin.stakeMinor)}`);
  await expect(line).toContainText(`Win ${peso(spin.winMinor)}`);
  await expect(page.getByRole('region', { name: /Totals of the period/ })).toContainText('Profit and loss');

  await line.click();
  const detail = page.getByRole('region', { name: spin.gameName });
  await expect(detail.getByRole('heading', { name: spin.gameName })).toBeFocused();
  await expect(detail).toContainText(String(spin.orderId));
  await expect(detail).toContainText('Reels');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(line).toBeFocused();
});

test('the game record narrows to a category: agent01 has played no live casino', async ({ page }) => {
  await signIn(page, BRAND, ACCOUNT);
  await page.goto(brandUrl(BRAND, '/m/gameRecord'));
  const orders = page.waitForResponse((response) => response.url().includes('/lgw/orders?') && response.url().includes('gameCategory=LIVE'));
  await page.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'Live casino' });
  await orders;
  await expect(page.getByText('No records in this period')).toBeVisible();
});

test('a guest opening the game record is sent to login', async ({ page }) => {
  await page.goto(brandUrl(BRAND, '/m/gameRecord'));
  await expect(page).toHaveURL(brandUrl(BRAND, '/m/login'));
});

test('a member filters the transactions by type: bets only, each with its signed amount and the balance after it', async ({ page }) => {
  const session = await signIn(page, BRAND, ACCOUNT);
  const spin = await playDemoSlot(session);
  await page.goto(brandUrl(BRAND, '/m/member/transactions'));
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  const bets = page.waitForResponse((response) => response.url().includes('/wps/transaction/records?') && response.url().includes('type=bet'));
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bets' });
  const answer = (await (await bets).json()) as { value: { items: { id: string; kind: string; amountMinor: number; balanceAfterMinor: number; reference: string }[] } };
  expect(answer.value.items.every((item) => item.kind === 'bet' || item.kind === 'bet_refund')).toBe(true);
  // The round just played is among them: its stake left the balance.
  const played = answer.value.items.find((item) => item.reference === `order:${spin.orderId}`);
  if (!played) throw new Error('the round just played is not among the bets');
  const line = list.locator(`[data-transaction-id="${played.id}"]`);
  await expect(line).toContainText(`Bet-${peso(spin.stakeMinor)}`);
  await expect(line).toContainText(`Balance ${peso(played.balanceAfterMinor)}`);
  await expect(list.getByRole('listitem').filter({ hasText: /^Win/ })).toHaveCount(0);
});

test('a trial account sees its game record but is refused the transactions with the spec’s message', async ({ page }) => {
  // Aurora offers the free trial; a trial account is new each time, so nothing else reads it.
  await page.goto(brandUrl('aurora', '/m/trail'));
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await page.goto(brandUrl('aurora', '/m/gameRecord'));
  await expect(page.getByRole('group', { name: 'Filter the records' })).toBeVisible();
  // The refusal shows for the spec's 2 s: watch for it from before the page opens.
  const refused = page.getByText('Please login an actual account to use this function').waitFor({ state: 'visible' });
  await page.goto(brandUrl('aurora', '/m/member/transactions'));
  await refused;
  await expect(page).toHaveURL(/\/m\/?$/);
});

test('a member claims a seeded rebate once and reads the report of the last 30 days with its daily chart', async ({ page }) => {
  await signIn(page, BRAND, ACCOUNT);
  await page.goto(brandUrl(BRAND, '/m/member/rebates'));
  const list = page.getByRole('list', { name: 'Daily rebates' });
  const claim = list.getByRole('button', { name: /^Claim / }).first();
  const rebateId = await claim.locator('xpath=ancestor::*[@data-rebate-id][1]').getAttribute('data-rebate-id');
  const claimed = page.waitForResponse((response) => /\/wps\/rebates\/\d+\/claim$/.test(response.url()) && response.ok());
  await claim.click();
  await claimed;
  await expect(page.getByText('Rebate claimed, it is in your balance')).toBeVisible();
  await expect(page.locator(`[data-rebate-id="${rebateId}"]`)).toContainText('Claimed');
  await page.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(brandUrl(BRAND, '/m/member/reports'));
  const summary = page.waitForResponse((response) => response.url().includes('/wps/reports/summary?period=last30days'));
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 30 days' });
  await summary;
  const report = page.getByRole('region', { name: 'Profit and loss' });
  await expect(report.getByRole('figure', { name: 'Daily net result' })).toBeVisible();
  await expect(report.getByRole('table', { name: 'Daily net result' }).getByRole('row')).toHaveCount(31);
});
