import { expect, type Page, type Response } from '@playwright/test';

/** The popup list the announcement store asks for 500 ms after the app starts (GET /wps/announcements?types=PU). */
const isPopupList = (response: Response) => /\/wps\/announcements\?types=PU(&|$)/.test(response.url());

/**
 * Opens an address and waits for the popup list to arrive: the call the announcement popup waits
 * on, so that what a test expects of the popup is left only the drawing of it.
 */
export async function gotoWithPopupList(page: Page, url: string): Promise<void> {
  const popupList = page.waitForResponse(isPopupList);
  await page.goto(url);
  await popupList;
}

/**
 * Closes what home shows a guest first: the announcements (type B), then the before-login promo
 * that follows them, so that the page below can be used.
 */
export async function dismissGuestOverlays(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup.getByRole('button', { name: 'Close announcements' }).click();
  await expect(popup).toHaveCount(0);
  const promo = page.getByRole('dialog', { name: 'Welcome offer' });
  await promo.getByRole('button', { name: 'Close' }).click();
  await expect(promo).toHaveCount(0);
}

/**
 * Closes the announcement popup home shows a player (every seeded merchant has a members' item,
 * type A). A list loaded again after a login shows the same set, which stays closed; should the
 * popup open once more, it is closed again.
 */
export async function closeAnnouncements(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  const close = popup.getByRole('button', { name: 'Close announcements' });
  await close.click();
  await expect(async () => {
    if ((await popup.count()) > 0) await close.click({ timeout: 1000 });
    await expect(popup).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}
