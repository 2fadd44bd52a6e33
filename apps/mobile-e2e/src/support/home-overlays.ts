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
