import { expect, test } from '@playwright/test';
import { APP_STORAGE_KEYS, languageTagOf } from '@gp/domain';
import { brandUrl } from './support/brand-url';
import { signIn } from './support/session';

/**
 * A member's home header at the narrowest phone width, in every language of every open brand. The
 * viewport is set here, so the layout does not depend on the device profile: the file runs on the
 * Pixel only (see playwright.config.ts).
 */

/** The open demo brands and the languages each offers (the seed's whitelabels). */
const BRANDS = [
  { code: 'aurora', languages: ['EN', 'TY', 'CN'] },
  { code: 'jade', languages: ['EN', 'TY', 'VI', 'TH'] },
  { code: 'ember', languages: ['EN', 'TY'] },
] as const;

/** Each language is a reload of home: the test's budget grows with the brand's languages. */
const BUDGET_PER_LANGUAGE_MS = 10_000;

for (const brand of BRANDS) {
  test(`${brand.code}: a member’s home header keeps the name, Deposit and logout on one line at 360 px in every language`, async ({ page }, testInfo) => {
    test.setTimeout(15_000 + BUDGET_PER_LANGUAGE_MS * brand.languages.length);
    await page.setViewportSize({ width: 360, height: 740 });
    // The members' announcement popup comes back in each language (its texts differ) and would
    // cover the header: this test is about the header alone, so the popup list is answered empty.
    await page.route(
      (url) => url.pathname === '/wps/announcements' && url.searchParams.get('types') === 'PU',
      (route) => route.fulfill({ json: { success: true, value: { banners: [], notices: [], popups: [], promotions: [] }, errorCode: null, message: null } }),
    );
    await signIn(page, brand.code);
    await page.goto(brandUrl(brand.code));
    const banner = page.getByRole('banner');
    for (const language of brand.languages) {
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [APP_STORAGE_KEYS.language, language] as const);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', languageTagOf(language));
      const name = banner.getByRole('link', { name: /Lucky Juan/ });
      const deposit = banner.getByRole('link').filter({ hasNot: page.locator('img') }).last();
      const logout = banner.getByRole('button').last();
      await expect(name).toHaveText('Lucky Juan');
      const header = await banner.boundingBox();
      const boxes = await Promise.all([name, deposit, logout].map((control) => control.boundingBox()));
      expect(header?.height, `${language}: the header stays one line`).toBeLessThanOrEqual(49);
      for (const box of boxes) {
        expect(box, language).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${language}: inside 360 px`).toBeLessThanOrEqual(360);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      }
      // The whole name shows: not cut by an ellipsis.
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await banner.screenshot({ path: testInfo.outputPath(`${brand.code}-${language}-header-360.png`), scale: 'css' });
    }
  });
}
