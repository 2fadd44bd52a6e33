import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@gp/domain';
import { brandUrl } from './support/brand-url';
import { dismissGuestOverlays, gotoWithPopupList } from './support/home-overlays';
import { WCAG_AA_TAGS, allAxeFindings, seriousAxeFindings } from './support/axe';

/** The home sections of a merchant that offers every category (jade), in home order. */
const JADE_SECTIONS = ['Hot games', 'Slots', 'Live casino', 'Fishing', 'Card games', 'Local games', 'Sports', 'Lottery', 'E-lottery'];

/** Opens a brand's home as a guest with the announcement popup and the promo closed. */
async function guestHome(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand));
  await dismissGuestOverlays(page);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('home shows the banners (the first picture eager, high priority), the marquee and the biggest-wins board', async ({ page }) => {
  await guestHome(page, 'aurora');
  const banners = section(page, 'Promotions');
  await expect(banners.getByRole('group')).toHaveCount(3);
  const first = banners.getByRole('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(banners.getByRole('img').nth(1)).toHaveAttribute('loading', 'lazy');
  // The later slides' pictures are asked for once the carousel has started, after the page's load.
  await expect(banners.getByRole('img').nth(1)).toHaveAttribute('src', /\/cdn\/content\//);
  await expect(page.getByRole('marquee', { name: 'Announcements' })).toContainText('Scheduled maintenance');
  const board = section(page, 'Biggest wins');
  await expect(board.getByRole('listitem')).toHaveCount(20);
  await expect(board.getByRole('listitem').first()).toContainText(/won ₱[\d,]+\.\d\d/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test("a guest's home (and its before-login promo) paints banners, notices and sections from the page itself, and asks for them after a language change", async ({ page }) => {
  const contentCalls: string[] = [];
  const catalogueCalls: string[] = [];
  // Any banner call: home's own (banners and notices), or one for the before-login promo (it reads home's banners instead).
  page.on('request', (request) => void (/\/wps\/announcements\?types=B(&|%2C|,)/.test(request.url()) && contentCalls.push(request.url())));
  page.on('request', (request) => void (request.url().includes('/wps/game/vassgameType') && catalogueCalls.push(request.url())));
  await guestHome(page, 'aurora');
  await expect(section(page, 'Promotions').getByRole('group')).toHaveCount(3);
  await expect(page.getByRole('marquee', { name: 'Announcements' })).toContainText('Scheduled maintenance');
  // The sections the merchant offers come from the catalogue outline, which came with the page too.
  await expect(section(page, 'Slots')).toBeVisible();
  expect(contentCalls).toEqual([]);
  expect(catalogueCalls).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('radio', { name: /Tagalog|Filipino/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('marquee')).toContainText('Nakatakdang maintenance');
  expect(contentCalls).toHaveLength(1);
  await expect.poll(() => catalogueCalls.length).toBe(1);
});

test('home shows every section the merchant offers, with tiles or vendor tiles', async ({ page }) => {
  await guestHome(page, 'jade');
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles.filter({ hasText: 'E-lottery' })).toBeVisible();
  // textContent, not innerText: sections far below the screen are not drawn yet (content-visibility), but they are there.
  const names = (await titles.allTextContents()).map((name) => name.trim());
  expect(names.filter((name) => JADE_SECTIONS.includes(name))).toEqual(JADE_SECTIONS);
  // A row far below the screen keeps its skeleton (no tiles, no pictures) until the player scrolls towards it.
  await expect(section(page, 'Lottery')).toHaveAttribute('aria-busy', 'true');
  await expect(section(page, 'Lottery').getByRole('listitem')).toHaveCount(0);
  for (const name of ['Hot games', 'Slots', 'Live casino', 'Lottery']) {
    await section(page, name).scrollIntoViewIfNeeded();
    await expect(section(page, name).getByRole('listitem')).not.toHaveCount(0);
    await expect(section(page, name).getByRole('listitem').first().getByRole('button')).toBeVisible();
  }
  await expect(section(page, 'Sports').getByRole('link', { name: 'SBOBET' })).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=SBO');
  await expect(section(page, 'Game providers').getByRole('listitem')).not.toHaveCount(0);
  await expect(section(page, 'Payment methods').getByRole('img', { name: 'GCash' })).toBeAttached();
  await expect(section(page, 'Videos').getByRole('button', { name: /^Play video: / }).first()).toBeAttached();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test("'view all' opens the game centre on the section's category", async ({ page }) => {
  await guestHome(page, 'aurora');
  await section(page, 'Live casino').getByRole('link', { name: 'View all Live casino' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter\?type=LIVE$/);
});

test('a guest tapping a game tile lands on login', async ({ page }) => {
  await guestHome(page, 'aurora');
  await section(page, 'Slots').getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a language change reloads the section titles and the lists', async ({ page }) => {
  await guestHome(page, 'aurora');
  await expect(page.getByRole('marquee')).toContainText('Scheduled maintenance');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('radio', { name: /Tagalog|Filipino/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('marquee')).toContainText('Nakatakdang maintenance');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Mga Slot' })).toBeVisible();
});

test('home does not shift while it loads (CLS under 0.05)', async ({ page }) => {
  // The frame's download bar is measured elsewhere; this measures home's own sections.
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), STORAGE_KEYS.hideDownloadBar);
  await page.addInitScript(() => {
    const scope = window as Window & { __cls?: number };
    scope.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.__cls = (scope.__cls ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(brandUrl('aurora'));
  await expect(section(page, 'Slots').getByRole('listitem').first()).toBeAttached();
  await expect(section(page, 'Biggest wins').getByRole('listitem').first()).toBeAttached();
  // What could still move home once its lists are there: the pictures on screen and the fonts.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const onScreen = (img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
        };
        return [...document.images].filter(onScreen).every((img) => img.complete);
      }),
    )
    .toBe(true);
  // Layout shifts are reported after the frame that painted them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  const cls = await page.evaluate(() => (window as Window & { __cls?: number }).__cls ?? 0);
  expect(cls).toBeLessThan(0.05);
});

for (const brand of ['aurora', 'jade', 'ember']) {
  test(`home passes axe (${brand}): no WCAG A/AA violation under the announcement popup, no serious finding on the page itself`, async ({ page }) => {
    // The popup is part of what is checked: its list is waited for, then the popup.
    await gotoWithPopupList(page, brandUrl(brand));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
    expect(await allAxeFindings(page, { tags: WCAG_AA_TAGS }), 'with the popup').toEqual([]);
    await dismissGuestOverlays(page);
    await expect(section(page, 'Biggest wins').getByRole('listitem').first()).toBeVisible();
    await expect(section(page, 'Slots').getByRole('listitem').first()).toBeVisible();
    expect(await seriousAxeFindings(page), 'the page').toEqual([]);
  });
}
