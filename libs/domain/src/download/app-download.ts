import { appLinkFor, iosProfileLink, type DevicePlatform, type DownloadLink } from './download-links';

/** One platform's part of the app-download screen: its app link and, for iOS, the profile link. */
export interface AppDownloadSection {
  readonly platform: 'android' | 'ios';
  /** The app package or store page (allowed addresses only), or null when the merchant has none. */
  readonly app: DownloadLink | null;
  /** iOS only: the web-clip profile that installs the site on the home screen, or null. */
  readonly profile: DownloadLink | null;
}

/**
 * The sections of `/m/app` (SPEC §2 'app download with Android and iOS guides'): Android's and
 * iOS's, the visitor's own platform first (Android first elsewhere), with the merchant's links
 * through the download allow-list.
 */
export function appDownloadSections(platform: DevicePlatform, links: readonly DownloadLink[]): readonly AppDownloadSection[] {
  const android: AppDownloadSection = { platform: 'android', app: appLinkFor('android', links), profile: null };
  const ios: AppDownloadSection = { platform: 'ios', app: appLinkFor('ios', links), profile: iosProfileLink(links) };
  return platform === 'ios' ? [ios, android] : [android, ios];
}
