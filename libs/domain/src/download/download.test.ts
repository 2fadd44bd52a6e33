import { describe, expect, it } from 'vitest';
import { isDownloadBarVisible, isHeaderDownloadButtonVisible, shouldStoreDownloadBarHidden, type DownloadBarFacts } from './download-bar';
import { appLinkFor, channelLinks, devicePlatformOf, downloadHrefOf, downloadLinkTarget, hasAllowedDownloadLink, isChannelType, iosProfileLink, type DownloadLink } from './download-links';
import { homeScreenInstallOf, offersHomeScreenSheet, popupAppLinks, type HomeScreenSheetFacts } from './download-popup';
import { canInstallWebApp, iosVersionOf, needsLegacyHomeScreenTip } from './ios-version';

const links: DownloadLink[] = [
  { resourceType: 'Android', url: 'https://cdn.example/app.apk' },
  { resourceType: 'IOS', url: 'https://apps.example/aurora' },
  { resourceType: 'MOBILECONFIG', url: 'https://cdn.example/aurora.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/aurora' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.example/aurora' },
  { resourceType: 'TIKTOK', url: '' },
];

describe('download links', () => {
  it('opens app packages in the same tab and anything else in a new one', () => {
    expect(downloadLinkTarget('https://cdn.example/app.apk')).toBe('_self');
    expect(downloadLinkTarget('https://cdn.example/App.IPA?v=2')).toBe('_self');
    expect(downloadLinkTarget('https://apps.example/aurora')).toBe('_blank');
  });

  it('lists channel links in the spec order, skipping empty ones', () => {
    expect(channelLinks(links).map((l) => l.resourceType)).toEqual(['FACEBOOK', 'TELEGRAM']);
  });

  it('tells the channel kinds from the other link kinds', () => {
    expect(['FACEBOOK', 'FACEBOOK1', 'TIKTOK', 'TELEGRAM'].every(isChannelType)).toBe(true);
    expect(isChannelType('IOS')).toBe(false);
    expect(isChannelType('facebook')).toBe(false);
  });

  it('finds the link for each platform and the iOS profile', () => {
    expect(appLinkFor('android', links)?.url).toMatch(/apk$/);
    expect(appLinkFor('ios', links)?.url).toBe('https://apps.example/aurora');
    expect(appLinkFor('other', links)).toBeNull();
    expect(iosProfileLink(links)?.url).toMatch(/mobileconfig$/);
    expect(iosProfileLink([])).toBeNull();
  });

  it('lets through http(s) addresses and root paths on the platform host, as they are', () => {
    expect(downloadHrefOf('https://cdn.example/app.apk')).toBe('https://cdn.example/app.apk');
    expect(downloadHrefOf('/cdn/download/aurora/aurora.ipa ')).toBe('/cdn/download/aurora/aurora.ipa');
    expect(downloadHrefOf('/m/app')).toBe('/m/app');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example/app.apk', ' https://x.example', 'app.apk', '/cdn/../x.apk', '', 'https://'])(
    'refuses %j',
    (url) => {
      expect(downloadHrefOf(url)).toBeNull();
    },
  );

  it('skips links whose address the allow-list refuses and uses the next one of the type', () => {
    const risky: DownloadLink[] = [
      { resourceType: 'Android', url: 'javascript:alert(1)' },
      { resourceType: 'Android', url: 'https://cdn.example/b.apk ' },
      { resourceType: 'MOBILECONFIG', url: '//evil.example/p.mobileconfig' },
      { resourceType: 'TELEGRAM', url: 'data:text/html,hi' },
      { resourceType: 'TIKTOK', url: 'https://tiktok.example/a' },
    ];
    expect(appLinkFor('android', risky)?.url).toBe('https://cdn.example/b.apk');
    expect(appLinkFor('ios', risky)).toBeNull();
    expect(iosProfileLink(risky)).toBeNull();
    expect(channelLinks(risky)).toEqual([{ resourceType: 'TIKTOK', url: 'https://tiktok.example/a' }]);
    expect(hasAllowedDownloadLink(risky)).toBe(true);
    expect(hasAllowedDownloadLink([{ resourceType: 'IOS', url: 'javascript:x' }])).toBe(false);
  });
});

describe('download popup', () => {
  it('lists the app link of this device, or both off iOS and Android', () => {
    expect(popupAppLinks('android', links).map((l) => l.resourceType)).toEqual(['Android']);
    expect(popupAppLinks('ios', links).map((l) => l.resourceType)).toEqual(['IOS']);
    expect(popupAppLinks('other', links).map((l) => l.resourceType)).toEqual(['Android', 'IOS']);
    expect(popupAppLinks('ios', [])).toEqual([]);
  });

  const ios: HomeScreenSheetFacts = { platform: 'ios', iosVersion: { major: 16, minor: 0 }, inInstalledWebApp: false, hasProfileLink: false };

  it('offers the home-screen sheet on iOS that can install the web app', () => {
    expect(offersHomeScreenSheet(ios)).toBe(true);
    expect(offersHomeScreenSheet({ ...ios, iosVersion: null })).toBe(true);
  });

  it('offers it on older iOS only with a profile link', () => {
    expect(offersHomeScreenSheet({ ...ios, iosVersion: { major: 12, minor: 1 } })).toBe(false);
    expect(offersHomeScreenSheet({ ...ios, iosVersion: { major: 12, minor: 1 }, hasProfileLink: true })).toBe(true);
  });

  it('never offers it off iOS or inside the installed web app', () => {
    expect(offersHomeScreenSheet({ ...ios, platform: 'android', iosVersion: null, hasProfileLink: true })).toBe(false);
    expect(offersHomeScreenSheet({ ...ios, inInstalledWebApp: true })).toBe(false);
  });

  it("installs with the browser's own prompt where it offers one, else with iOS's sheet, never once installed", () => {
    const android = { ...ios, platform: 'android' as const, iosVersion: null };
    expect(homeScreenInstallOf({ ...android, browserOffersInstall: true })).toBe('browserPrompt');
    expect(homeScreenInstallOf({ ...android, browserOffersInstall: false })).toBeNull();
    expect(homeScreenInstallOf({ ...ios, browserOffersInstall: false })).toBe('sheet');
    expect(homeScreenInstallOf({ ...ios, iosVersion: { major: 12, minor: 1 }, browserOffersInstall: false })).toBeNull();
    expect(homeScreenInstallOf({ ...android, inInstalledWebApp: true, browserOffersInstall: true })).toBeNull();
    expect(homeScreenInstallOf({ ...ios, inInstalledWebApp: true, browserOffersInstall: false })).toBeNull();
  });
});

describe('download bar', () => {
  const facts: DownloadBarFacts = {
    links,
    platform: 'android',
    inNativeApp: false,
    inInstalledWebApp: false,
    hiddenByPlayer: false,
    loginRequired: false,
    loggedIn: false,
    webClip: false,
  };

  it('shows with a link for the platform', () => {
    expect(isDownloadBarVisible(facts)).toBe(true);
  });

  it.each([
    ['closed by the player', { hiddenByPlayer: true }],
    ['in the native app', { inNativeApp: true }],
    ['in the installed web app', { inInstalledWebApp: true }],
    ['without a link for the platform', { platform: 'other' as const }],
    ['without a session when login is required', { loginRequired: true }],
    ['with WEBCLIP and no iOS link', { webClip: true, links: links.filter((l) => l.resourceType !== 'IOS') }],
  ])('hides %s', (_name, over) => {
    expect(isDownloadBarVisible({ ...facts, ...over })).toBe(false);
  });

  it('shows to a logged-in player when login is required', () => {
    expect(isDownloadBarVisible({ ...facts, loginRequired: true, loggedIn: true })).toBe(true);
  });

  it('stores itself hidden in the installed web app', () => {
    expect(shouldStoreDownloadBarHidden({ inInstalledWebApp: true })).toBe(true);
    expect(shouldStoreDownloadBarHidden({ inInstalledWebApp: false })).toBe(false);
  });
});

describe('home header download button', () => {
  const facts = { onHomeRoute: true, inNativeApp: false, inInstalledWebApp: false, appWindowEnabled: true, links };
  it('shows on home with app window display and a link', () => {
    expect(isHeaderDownloadButtonVisible(facts)).toBe(true);
    expect(isHeaderDownloadButtonVisible({ ...facts, onHomeRoute: false })).toBe(false);
    expect(isHeaderDownloadButtonVisible({ ...facts, inNativeApp: true })).toBe(false);
    expect(isHeaderDownloadButtonVisible({ ...facts, appWindowEnabled: false })).toBe(false);
    expect(isHeaderDownloadButtonVisible({ ...facts, links: [] })).toBe(false);
    expect(isHeaderDownloadButtonVisible({ ...facts, links: [{ resourceType: 'IOS', url: 'javascript:alert(1)' }] })).toBe(false);
  });
});

describe('iOS checks', () => {
  const ua = (version: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15`;

  it('reads the iOS version, or nothing off iOS', () => {
    expect(iosVersionOf(ua('12_1'))).toEqual({ major: 12, minor: 1 });
    expect(iosVersionOf('Mozilla/5.0 (Linux; Android 13; Pixel 7)')).toBeNull();
    expect(iosVersionOf('Mozilla/5.0 (iPhone; garbled)')).toBeNull();
  });

  it('shows the legacy tip on iOS 12 before minor 2 and on 11 and below', () => {
    expect(needsLegacyHomeScreenTip({ major: 12, minor: 1 })).toBe(true);
    expect(needsLegacyHomeScreenTip({ major: 11, minor: 4 })).toBe(true);
    expect(needsLegacyHomeScreenTip({ major: 12, minor: 2 })).toBe(false);
    expect(needsLegacyHomeScreenTip({ major: 17, minor: 0 })).toBe(false);
  });

  it('installs web apps from iOS 12.4', () => {
    expect(canInstallWebApp({ major: 12, minor: 3 })).toBe(false);
    expect(canInstallWebApp({ major: 12, minor: 4 })).toBe(true);
    expect(canInstallWebApp({ major: 13, minor: 0 })).toBe(true);
    expect(canInstallWebApp({ major: 11, minor: 9 })).toBe(false);
  });
});

describe('device platform', () => {
  it('reads iOS, Android or other from the user agent', () => {
    expect(devicePlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(devicePlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(devicePlatformOf('Mozilla/5.0 (Windows NT 10.0)')).toBe('other');
  });
});
