import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@gp/domain';
import { registerThroughApi } from './support/accounts-api';
import { brandUrl } from './support/brand-url';
import { phonePhoto, pngSize } from './support/photos';
import { signIn } from './support/session';
import { storedValue } from './support/stored-value';

/** Balance text: the currency symbol and two decimals. */
const MONEY = /^₱[\d,]+\.\d{2}$/;

async function balanceText(page: Page): Promise<string> {
  return (await page.getByTestId('balance').textContent())?.trim() ?? '';
}

test('a member’s centre shows the name, account, balance, VIP card and menu; the balance hides and comes back', async ({ page }) => {
  await signIn(page, 'jade');
  await page.goto(brandUrl('jade', '/m/member/home'));
  const head = page.getByRole('region', { name: 'Your account' });
  await expect(head.getByRole('heading', { name: 'Lucky Juan' })).toBeVisible();
  await expect(head.getByTestId('member-account')).toHaveText('demo');
  await expect(head.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
  await expect.poll(() => balanceText(page)).toMatch(MONEY);
  const shown = await balanceText(page);

  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('***');
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('***');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText(shown);

  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  await expect(actions.getByRole('link', { name: 'Withdraw', exact: true })).toHaveAttribute('href', '/m/withdraw');
  await expect(actions.getByRole('link', { name: 'Payout accounts' })).toHaveAttribute('href', '/m/member/payoutAccounts');
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible();
  // Jade Lotto runs the base member-centre template (mem_cen '0'): one list.
  const menu = page.getByRole('navigation', { name: 'My account' });
  await expect(menu).toHaveAttribute('data-layout', 'base');
  await menu.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.goBack();
  await menu.getByRole('link', { name: 'Game records' }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
});

test('the new template groups the menu, and the benefits page lists every level', async ({ page }) => {
  await signIn(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/member/home'));
  // Aurora Play runs the new template (mem_cen '1') and the LOGIN promo.
  const menu = page.getByRole('navigation', { name: 'My account' });
  await expect(menu).toHaveAttribute('data-layout', 'new');
  await expect(menu.getByRole('heading', { name: 'Account and security' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Daily sign-in' })).toBeVisible();

  await page.goto(brandUrl('aurora', '/m/member/benefits'));
  const table = page.getByRole('table', { name: 'Benefits of every level' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('Birthday bonus ₱100')).toBeVisible();
  await expect(page.getByText('Next level')).toBeVisible();
  await expect(page.getByText('Deposits left to reach it')).toBeVisible();
});

test('a trial account is offered registration for the member centre', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/aboutus'));
  await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await expect.poll(() => storedValue(page, STORAGE_KEYS.session)).not.toBeNull();
  await page.goto(brandUrl('aurora', '/m/member/home'));
  const offer = page.getByRole('alertdialog', { name: /for registered players/ });
  await offer.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a guest is sent to login from the member centre and the benefits', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/member/home'));
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto(brandUrl('aurora', '/m/member/benefits'));
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a picked photo becomes the head icon as the centred square it was previewed in, at most 512 pixels', async ({ page }) => {
  const account = await registerThroughApi('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/member/home'));
  const head = page.getByRole('region', { name: 'Your account' });
  await expect(head.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
  const photo = await phonePhoto(page, 1200, 800, 'image/png');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/wps/member/info/icon/upload'));
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Preview of the picture as it will be shown' })).toBeVisible();
  await page.getByRole('button', { name: 'Use this picture' }).click();
  const body = (await sent).postDataJSON() as { mimeType: string; imageBase64: string };
  expect(body.mimeType).toBe('image/png');
  expect(pngSize(Buffer.from(body.imageBase64, 'base64'))).toEqual({ width: 512, height: 512 });
  await expect(head.getByRole('button', { name: 'Change profile picture' }).locator('img')).toHaveAttribute('src', /^\/media\/avatars\/u\/[0-9a-f]{32}\.png$/);
});
