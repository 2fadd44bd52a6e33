import { expect, type Page } from '@playwright/test';

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

/** Closes the announcement popup home shows a player, if any (it opens 500 ms after home). */
export async function closeAnnouncements(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup.waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
  await expect(async () => {
    if ((await popup.count()) > 0) await popup.getByRole('button', { name: 'Close announcements' }).click({ timeout: 1000 });
    await expect(popup).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
