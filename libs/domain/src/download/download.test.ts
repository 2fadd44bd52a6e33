import { describe, expect, it } from 'vitest';
import { isDownloadBarVisible, isHeaderDownloadButtonVisible, shouldStoreDownloadBarHidden, type DownloadBarFacts } from './download-bar';
import { appLinkFor, channelLinks, devicePlatformOf, downloadLinkTarget, iosProfileLink, type DownloadLink } from './download-links';
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

  it('finds the link for each platform and the iOS profile', () => {
    expect(appLinkFor('android', links)?.url).toMatch(/apk$/);
    expect(appLinkFor('ios', links)?.url).toBe('https://apps.example/aurora');
    expect(appLinkFor('other', links)).toBeNull();
    expect(iosProfileLink(links)?.url).toMatch(/mobileconfig$/);
    expect(iosProfileLink([])).toBeNull();
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
