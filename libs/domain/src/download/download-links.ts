/** Kinds of download link the platform configures (SPEC §3 'Download link'). */
export type DownloadResourceType =
  | 'IOS'
  | 'Android'
  | 'MOBILECONFIG'
  | 'AppDownloadIcon'
  | 'FACEBOOK'
  | 'FACEBOOK1'
  | 'TIKTOK'
  | 'TELEGRAM';

/** One configured download link. */
export interface DownloadLink {
  readonly resourceType: DownloadResourceType | string;
  readonly url: string;
  readonly labelNameEn?: string | null;
}

/** The platform the visitor's device runs, as far as downloads care. */
export type DevicePlatform = 'ios' | 'android' | 'other';

/** The device platform from a user agent: iOS (iPhone, iPad, iPod), Android, or other. */
export function devicePlatformOf(userAgent: string): DevicePlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Channel links listed by the channel popup, in order (SPEC §2 'Download bar, popup'). */
export const CHANNEL_TYPES = ['FACEBOOK', 'FACEBOOK1', 'TIKTOK', 'TELEGRAM'] as const;

/** How a download link opens: the same tab for an app package (.ipa, .apk), else a new tab. */
export function downloadLinkTarget(url: string): '_self' | '_blank' {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return path.endsWith('.ipa') || path.endsWith('.apk') ? '_self' : '_blank';
}

/** The channel popup's links: FACEBOOK, FACEBOOK1, TIKTOK, TELEGRAM, each that has a URL. */
export function channelLinks(links: readonly DownloadLink[]): DownloadLink[] {
  return CHANNEL_TYPES.flatMap((type) => links.filter((link) => link.resourceType === type && link.url.trim() !== ''));
}

/** The app link for a platform: IOS for iOS, Android for Android, none otherwise. */
export function appLinkFor(platform: DevicePlatform, links: readonly DownloadLink[]): DownloadLink | null {
  const type = platform === 'ios' ? 'IOS' : platform === 'android' ? 'Android' : null;
  return links.find((link) => link.resourceType === type && link.url.trim() !== '') ?? null;
}

/** The iOS profile (MOBILECONFIG) link, if configured. */
export function iosProfileLink(links: readonly DownloadLink[]): DownloadLink | null {
  return links.find((link) => link.resourceType === 'MOBILECONFIG' && link.url.trim() !== '') ?? null;
}
