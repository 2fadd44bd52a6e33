import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@gp/domain';
import { brandUrl } from './support/brand-url';
import { dismissGuestOverlays, gotoWithPopupList } from './support/home-overlays';
import { signIn } from './support/session';
import { storedValue } from './support/stored-value';

const sideMenu = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('navigation', { name: 'Side menu' });
};

const storedSession = (page: Page) => storedValue(page, STORAGE_KEYS.session);

test('the side menu of a guest: no member items, help by tag, the app item', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  const menu = await sideMenu(page);
  await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  await expect(menu.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/m/help?tag=terms');
  await expect(menu.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/m/help?tag=privacy');
  await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/m/help?tag=faq');
  await expect(menu.getByRole('link', { name: 'Download app' })).toBeVisible();
  for (const memberOnly of ['Leaderboard', 'Daily sign-in']) await expect(menu.getByRole('link', { name: memberOnly })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveCount(0);
});

test('the side menu of a member: leaderboard and daily sign-in (MISSION, LOGIN on) and logout', async ({ page }) => {
  await signIn(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  const menu = await sideMenu(page);
  await expect(menu.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/m/leaderBoard');
  await expect(menu.getByRole('link', { name: 'Daily sign-in' })).toHaveAttribute('href', '/m/activity/signIn');
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/m\/help\?tag=faq$/);
});

test('logout asks first: cancel keeps the session, confirm ends it and lands home as a guest', async ({ page }) => {
  await signIn(page, 'jade');
  await page.goto(brandUrl('jade', '/m/gameCenter'));
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log out' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to logout?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  expect(await storedSession(page)).not.toBeNull();

  await banner.getByRole('button', { name: 'Log out' }).click();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

test('the announcement popup: type B for a guest, closed stays closed after a reload', async ({ page }) => {
  await gotoWithPopupList(page, brandUrl('aurora'));
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup.getByRole('heading', { name: 'Join Aurora Play today' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Weekend reload bonus' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close announcements' }).click();
  await expect(popup).toHaveCount(0);

  const reloaded = page.waitForResponse((response) => response.url().includes('/wps/announcements?') && response.url().includes('PU'));
  await page.reload();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Play' })).toBeVisible();
  // The before-login promo (never closed here) shows only once the list has loaded without the popup showing.
  await expect(page.getByRole('dialog', { name: 'Welcome offer' })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a closed popup shows again once its set changes (here: the same notices in another language)', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await dismissGuestOverlays(page);
  await sideMenu(page);
  await page.getByRole('radio', { name: /Tagalog|Filipino/ }).check();
  await gotoWithPopupList(page, brandUrl('aurora'));
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sumali sa Aurora Play ngayon' })).toBeVisible();
});

test('the announcement popup: type A for a member', async ({ page }) => {
  await signIn(page, 'aurora');
  await gotoWithPopupList(page, brandUrl('aurora'));
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup.getByRole('heading', { name: 'Weekend reload bonus' })).toBeAttached();
  await expect(popup.getByRole('heading', { name: 'Join Aurora Play today' })).toHaveCount(0);
});

test('a link in the popup routes inside the app', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
});

test('choosing a language sets the document language and the texts', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await sideMenu(page);
  const languages = page.getByRole('group', { name: 'Language' }).getByRole('radio');
  await expect(languages).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.getByRole('radio', { name: '中文' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation').getByRole('link', { name: '首页' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});
