import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@gp/domain';
import { brandUrl } from './support/brand-url';
import { dismissGuestOverlays } from './support/home-overlays';
import { seriousAxeFindings } from './support/axe';
import { storedValue } from './support/stored-value';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** Aurora's seeded download links (settings seed): the apps, the iOS profile and four channels. */
const AURORA = {
  apk: '/cdn/download/aurora/aurora.apk',
  ipa: '/cdn/download/aurora/aurora.ipa',
  channels: [
    ['Facebook', '/cdn/social/facebook.html'],
    ['Facebook community', '/cdn/social/facebook1.html'],
    ['TikTok', '/cdn/social/tiktok.html'],
    ['Telegram', '/cdn/social/telegram.html'],
  ],
} as const;

/** Home of aurora as a guest, with the announcements and the promo out of the way. */
async function auroraHome(page: Page) {
  await page.goto(brandUrl('aurora'));
  await dismissGuestOverlays(page);
}

/** What the test's stand-in for Chrome's install offer records. */
interface InstallOfferWindow {
  installPrompts?: number;
}

/**
 * Makes Chrome's install offer (`beforeinstallprompt`), as Chrome on Android does once the site is
 * installable (the headless shell never does), with the player's answer; resolves whether the app
 * held the browser's own banner back (preventDefault).
 */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((answer) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const record = window as unknown as InstallOfferWindow;
    Object.assign(offer, {
      prompt: async () => {
        record.installPrompts = (record.installPrompts ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  }, outcome);
}

const installPrompts = (page: Page) => page.evaluate(() => (window as unknown as InstallOfferWindow).installPrompts ?? 0);

const downloadBarButton = (page: Page) => page.getByRole('complementary', { name: 'Get the app' }).getByRole('button', { name: 'Download', exact: true });

test.describe('on Android', () => {
  test.use({ userAgent: ANDROID_UA });

  test('the bar opens the popup: the APK in the same tab, the channels in new tabs, Escape closes back to the opener', async ({ page }) => {
    await auroraHome(page);
    await downloadBarButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Aurora Play')).toBeVisible();
    const apk = popup.getByRole('link', { name: 'Download for Android' });
    await expect(apk).toHaveAttribute('href', AURORA.apk);
    await expect(apk).toHaveAttribute('target', '_self');
    await expect(popup.getByRole('link', { name: /iOS/ })).toHaveCount(0);
    await expect(popup.getByRole('button', { name: 'Add to Home Screen' })).toHaveCount(0);
    expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);

    const follow = popup.getByRole('button', { name: 'Follow our channels' });
    await follow.click();
    const channels = page.getByRole('dialog', { name: 'Follow our channels' });
    await expect(channels.getByRole('link')).toHaveCount(AURORA.channels.length);
    for (const [name, href] of AURORA.channels) {
      const link = channels.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(channels).toHaveCount(0);
    await expect(popup).toBeVisible();
    await expect(follow).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(downloadBarButton(page)).toBeFocused();
  });

  test('the home header download button opens the same popup, and the mask closes it', async ({ page }) => {
    await auroraHome(page);
    const headerButton = page.getByRole('banner').getByRole('button', { name: 'Download app' });
    await headerButton.click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup.getByRole('link', { name: 'Download for Android' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/?$/);
  });
});

test.describe('on Android, where the browser offers to install the site', () => {
  test.use({ userAgent: ANDROID_UA });

  test("the popup's Add to Home Screen shows the browser's install prompt, and installing hides the bar for good", async ({ page }) => {
    await auroraHome(page);
    expect(await offerInstall(page, 'accepted'), "the browser's own banner is held back").toBe(true);
    await downloadBarButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await popup.getByRole('button', { name: 'Add to Home Screen' }).click();
    await expect(popup).toHaveCount(0);
    await expect.poll(() => installPrompts(page)).toBe(1);
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    expect(await storedValue(page, STORAGE_KEYS.hideDownloadBar)).toBe('1');
  });

  test('the app screen offers Install first; a player who says no keeps the bar, and the used offer goes', async ({ page }) => {
    await page.goto(brandUrl('aurora', '/m/app'));
    const install = page.getByRole('region', { name: 'Install on this phone' });
    await expect(page.getByRole('heading', { name: 'Android' })).toBeVisible();
    await expect(install).toHaveCount(0);
    await offerInstall(page, 'dismissed');
    await install.getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => installPrompts(page)).toBe(1);
    // The browser's offer is used once: the section goes until the browser makes another.
    await expect(install).toHaveCount(0);
    expect(await storedValue(page, STORAGE_KEYS.hideDownloadBar)).toBeNull();
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test('the popup offers the iOS app and the home-screen sheet; dismissing the sheet hides the bar for good', async ({ page }) => {
    await auroraHome(page);
    await downloadBarButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    const ipa = popup.getByRole('link', { name: 'Download for iOS' });
    await expect(ipa).toHaveAttribute('href', AURORA.ipa);
    await expect(ipa).toHaveAttribute('target', '_self');
    await expect(popup.getByRole('link', { name: /Android/ })).toHaveCount(0);

    await popup.getByRole('button', { name: 'Add to Home Screen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(sheet.getByRole('listitem')).toHaveText(['Tap in the Safari toolbar.', 'Then choose “Add to Home Screen”.']);
    await expect(sheet.getByRole('img', { name: 'Share' })).toBeVisible();
    await expect(sheet.getByText(/older/)).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: 'Download the iOS profile' })).toBeVisible();
    await expect(popup).toHaveCount(0);
    expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);

    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    expect(await storedValue(page, STORAGE_KEYS.hideDownloadBar)).toBe('1');
  });

  test('on older iOS the sheet shows the legacy tip first', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA.replace('17_2', '12_1'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await auroraHome(page);
    await downloadBarButton(page).click();
    await page.getByRole('dialog', { name: 'Get the app' }).getByRole('button', { name: 'Add to Home Screen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(sheet.getByText(/Your iOS version is older/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await context.close();
  });
});
