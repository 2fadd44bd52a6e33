import { describe, expect, it } from 'vitest';
import type { DownloadLink } from '@gp/domain';
import { DownloadStore, devicePlatformOf } from './download.store';
import { createMemoryStorage, type KeyValueStorage } from './ports';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36';
const IOS = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15`;
const links: DownloadLink[] = [
  { resourceType: 'Android', url: '/cdn/app.apk' },
  { resourceType: 'IOS', url: '/cdn/app.ipa' },
  { resourceType: 'MOBILECONFIG', url: '/cdn/p.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
];

function setup(options: { ua?: string; standalone?: boolean; storage?: KeyValueStorage; flags?: Record<string, boolean>; links?: DownloadLink[]; loginRequired?: boolean } = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const store = new DownloadStore({
    storage,
    environment: { userAgent: options.ua ?? ANDROID, isStandalone: () => options.standalone ?? false },
    system: { flags: options.flags ?? {}, downloadLinks: options.links ?? links, settings: { appWindowEnabled: true } },
    session: { isLoggedIn: false },
    loginRequired: options.loginRequired,
  });
  return { storage, store };
}

describe('DownloadStore', () => {
  it('reads the device platform from the user agent', () => {
    expect(devicePlatformOf(ANDROID)).toBe('android');
    expect(devicePlatformOf(IOS('17_0'))).toBe('ios');
    expect(devicePlatformOf('Mozilla/5.0 (Windows NT 10.0)')).toBe('other');
  });

  it('shows the bar with a link for the device, and closing stores hideDownloadBar=1', () => {
    const { storage, store } = setup();
    expect(store.barVisible).toBe(true);
    expect(store.appLink?.url).toBe('/cdn/app.apk');
    store.closeBar();
    expect(store.barVisible).toBe(false);
    expect(storage.getItem('hideDownloadBar')).toBe('1');
    expect(setup({ storage }).store.barVisible).toBe(false);
  });

  it('stores the bar hidden in the installed web app and hides the app prompts there', () => {
    const { storage, store } = setup({ standalone: true });
    expect(storage.getItem('hideDownloadBar')).toBe('1');
    expect(store.barVisible).toBe(false);
    expect(store.headerButtonVisible(true)).toBe(false);
    expect(store.registerMethod).toBe('PWA');
  });

  it('detects the native app by its user-agent marker', () => {
    const { store } = setup({ ua: `${ANDROID} GPNativeApp/1.0` });
    expect(store.inNativeApp).toBe(true);
    expect(store.barVisible).toBe(false);
    expect(store.registerMethod).toBe('APP');
  });

  it('hides the bar with the WEBCLIP flag and no iOS link, and without a session when login is required', () => {
    const noIos = links.filter((l) => l.resourceType !== 'IOS');
    expect(setup({ flags: { WEBCLIP: true }, links: noIos }).store.barVisible).toBe(false);
    expect(setup({ flags: { WEBCLIP: true } }).store.barVisible).toBe(true);
    expect(setup({ loginRequired: true }).store.barVisible).toBe(false);
  });

  it('knows the iOS sheets: legacy tip, web-app install from 12.4, profile link', () => {
    expect(setup({ ua: IOS('12_1') }).store.needsLegacyTip).toBe(true);
    expect(setup({ ua: IOS('12_3') }).store.canInstallWebApp).toBe(false);
    expect(setup({ ua: IOS('16_2') }).store.canInstallWebApp).toBe(true);
    expect(setup().store.iosProfileLink?.url).toBe('/cdn/p.mobileconfig');
    expect(setup().store.channelLinks.map((l) => l.resourceType)).toEqual(['TELEGRAM']);
    expect(setup().store.channels.map((c) => c.channel)).toEqual(['TELEGRAM']);
  });

  it('remembers a web-clip launch for the registration method', () => {
    const { storage, store } = setup();
    expect(store.registerMethod).toBe('H5');
    store.markWebClipLaunch();
    expect(storage.getItem('WEBCLIP')).toBe('1');
    expect(setup({ storage }).store.registerMethod).toBe('WEBCLIP');
  });

  it('shows the header button on home routes only', () => {
    const { store } = setup();
    expect(store.headerButtonVisible(true)).toBe(true);
    expect(store.headerButtonVisible(false)).toBe(false);
  });

  it('opens the download popup, the channel popup over it, and closes back down', () => {
    const { store } = setup();
    expect(store.sheet).toBeNull();
    store.openPopup();
    expect(store.sheet).toBe('download');
    expect(store.popupOpen).toBe(true);
    store.openChannels();
    expect(store.sheet).toBe('channels');
    expect(store.popupOpen).toBe(true);
    store.closeChannels();
    expect(store.sheet).toBe('download');
    store.closeChannels();
    expect(store.sheet).toBe('download');
    store.closeSheets();
    expect(store.sheet).toBeNull();
    expect(store.popupOpen).toBe(false);
  });

  it('does not open the channel popup without channel links', () => {
    const { store } = setup({ links: links.filter((l) => l.resourceType !== 'TELEGRAM') });
    store.openPopup();
    store.openChannels();
    expect(store.sheet).toBe('download');
  });

  it('dismissing the home-screen sheet closes it and hides the bar for good (the hide callback)', () => {
    const { storage, store } = setup({ ua: IOS('16_2') });
    store.openPopup();
    store.openHomeScreenSheet();
    expect(store.sheet).toBe('homeScreen');
    expect(store.popupOpen).toBe(false);
    expect(store.barVisible).toBe(true);
    store.dismissHomeScreenSheet();
    expect(store.sheet).toBeNull();
    expect(store.barVisible).toBe(false);
    expect(storage.getItem('hideDownloadBar')).toBe('1');
  });

  it('lists the popup app links for the device and offers the home-screen sheet on iOS only', () => {
    expect(setup().store.popupAppLinks.map((l) => l.url)).toEqual(['/cdn/app.apk']);
    expect(setup({ ua: IOS('16_2') }).store.popupAppLinks.map((l) => l.url)).toEqual(['/cdn/app.ipa']);
    expect(setup({ ua: 'Mozilla/5.0 (Windows NT 10.0)' }).store.popupAppLinks).toHaveLength(2);
    expect(setup().store.homeScreenSheetOffered).toBe(false);
    expect(setup({ ua: IOS('16_2') }).store.homeScreenSheetOffered).toBe(true);
    expect(setup({ ua: IOS('16_2'), standalone: true }).store.homeScreenSheetOffered).toBe(false);
  });
});
