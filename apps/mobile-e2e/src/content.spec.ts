import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';
import { registerThroughApi } from './support/accounts-api';
import { brandUrl } from './support/brand-url';
import { signIn } from './support/session';

test('a guest filters the promotions, opens one and comes back to the same filter', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/activity'));
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(page.getByRole('heading', { level: 3, name: '100% First Deposit Bonus' })).toBeVisible();
  const all = await cards.count();
  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?category=rng_promo$/);
  await expect(cards).toHaveCount(1);
  expect(all).toBeGreaterThan(1);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('link', { name: /Slots Daily Rebate 1%/ }).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
  const article = page.getByRole('article', { name: 'Slots Daily Rebate 1%' });
  await expect(article.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/m/gameCenter?type=RNG');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?category=rng_promo$/);
  await expect(cards).toHaveCount(1);
});

test('a shared link opens the promotion, a link in its text stays in the app, and back leads to the promotions', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/activity'));
  const href = await page.getByRole('link', { name: /100% First Deposit Bonus/ }).getAttribute('href');
  expect(href).toMatch(/^\/m\/activityDetail\?id=\d+$/);

  // A new visit straight to the link, as from a chat message.
  await page.goto(brandUrl('aurora', href ?? ''));
  const article = page.getByRole('article', { name: '100% First Deposit Bonus' });
  await expect(article.getByText('Double your first deposit up to ₱5,000.')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);

  await page.goto(brandUrl('aurora', href ?? ''));
  // The text's own link goes through the allow-list: an in-app path, opened in the app (a guest is sent to login).
  await article.getByRole('link', { name: 'Deposit now' }).first().click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await page.goto(brandUrl('aurora', '/m/activityDetail?id=999999'));
  await expect(page.getByText('This promotion has ended or does not exist.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the side menu’s FAQ opens help at ?tag=faq with the FAQ open; a search leads to an entry', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/m\/help\?tag=faq$/);
  await expect(page.getByRole('button', { name: 'Frequently Asked Questions' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Terms of Use' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'How do I deposit?' }).click();
  await expect(page.getByText(/pick a channel such as GCash or Maya/)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search help' }).fill('withdrawals');
  await page.getByRole('link', { name: 'How long do withdrawals take?' }).click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?p=2&c=2$/);
  await expect(page.getByRole('button', { name: 'How long do withdrawals take?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/paid within 15 minutes/)).toBeVisible();
});

test('a guest reads About Us and opens an event where it leads', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/aboutus'));
  const about = page.getByRole('article');
  await expect(about.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(about.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(5);
  await expect(about.locator('figcaption')).toBeVisible();
  await expect(page.getByText(/All rights reserved/)).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(brandUrl('aurora', '/m/events'));
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: /Tongits Grand Tournament/ }).click();
  await expect(page).toHaveURL(/\/m\/activity\?category=pvp_promo$/);
  await expect(page.getByRole('tab', { name: 'Card games' })).toHaveAttribute('aria-selected', 'true');
});

test('a member reads an announcement and the unread badge drops by one', async ({ page }) => {
  const account = await registerThroughApi('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/message'));
  const entry = page.getByRole('link', { name: /^Announcements/ });
  await expect(entry).toHaveAccessibleName(/Announcements \d+ unread/);
  // The badge's spoken text (its digits alone are hidden from screen readers).
  const unread = Number(/^(\d+) unread$/.exec((await entry.getByText(/^\d+ unread$/).textContent()) ?? '')?.[1]);
  expect(unread).toBeGreaterThan(0);
  await entry.click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expect(page.getByText(`${unread} unread`, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button').first().click();
  await expect(page.getByText(`${unread - 1} unread`, { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(entry).toHaveAccessibleName(unread - 1 === 0 ? 'Announcements' : `Announcements ${unread - 1} unread`);
});

test('a new member reads the welcome message in the inbox and deletes it after confirming', async ({ page }) => {
  const account = await registerThroughApi('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/webEmail'));
  await expect(page.getByText('1 unread message')).toBeVisible();
  await page.getByRole('link', { name: /Welcome to Aurora Play!/ }).click();
  await expect(page).toHaveURL(/\/m\/webEmail\?id=\d+$/);
  const message = page.getByRole('article', { name: 'Welcome to Aurora Play!' });
  await expect(message.getByText(/Your account is ready/)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await message.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByRole('link', { name: /Welcome to Aurora Play!/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No unread messages')).toBeVisible();
  await expect(page.getByRole('link', { name: /Welcome to Aurora Play!/ })).toHaveCount(0);
});

test('the VIP page: a guest sees every level and the call to register; a member sees their place', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/vip'));
  await expect(page.getByRole('region', { name: 'VIP news' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Benefits of every level' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/m/register');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await signIn(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/vip'));
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible();
  await expect(page.getByText(/^Deposit ₱[\d,.]+ more to reach VIP \d\.$|^Your deposits reach VIP \d|^You are at the highest level\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('the app download screen puts an Android phone’s download first, with its guide', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/app'));
  const sections = page.getByRole('region');
  await expect(sections.first().getByRole('heading', { name: 'Android' })).toBeVisible();
  await expect(sections.first().getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', /\.apk$/);
  await expect(sections.first().getByRole('list', { name: 'How to install' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'iPhone and iPad' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
