import { routeContentLink } from '../content/link-routing';

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

/** One of the channel popup's link kinds. */
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Whether a link's resourceType is one of the channel popup's kinds. */
export function isChannelType(resourceType: string): resourceType is ChannelType {
  return (CHANNEL_TYPES as readonly string[]).includes(resourceType);
}

/** How a download link opens: the same tab for an app package (.ipa, .apk), else a new tab. */
export function downloadLinkTarget(url: string): '_self' | '_blank' {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return path.endsWith('.ipa') || path.endsWith('.apk') ? '_self' : '_blank';
}

/**
 * The address a configured download or channel link may be opened at, or null when the domain's
 * link allow-list (`routeContentLink`) refuses it. Absolute http(s) addresses pass as they are;
 * root paths ('/cdn/download/app.apk') pass as they are too, because they are files on the
 * platform's own host, not screens under /m; other schemes, `//host`, relative paths, dot segments
 * and obfuscated values are refused.
 */
export function downloadHrefOf(url: string): string | null {
  const route = routeContentLink(url);
  if (route.kind === 'external') return route.url;
  if (route.kind === 'internal' && url.startsWith('/')) return url.trimEnd();
  return null;
}

/** The link with its allowed address, or null when its address is refused. */
function allowed(link: DownloadLink): DownloadLink | null {
  const url = downloadHrefOf(link.url);
  return url === null ? null : { ...link, url };
}

/** The first allowed link of a type, its address cleaned by the allow-list. */
function firstOfType(links: readonly DownloadLink[], type: string | null): DownloadLink | null {
  for (const link of links) {
    const usable = link.resourceType === type ? allowed(link) : null;
    if (usable) return usable;
  }
  return null;
}

/** The channel popup's links: FACEBOOK, FACEBOOK1, TIKTOK, TELEGRAM, each whose address is allowed. */
export function channelLinks(links: readonly DownloadLink[]): DownloadLink[] {
  return CHANNEL_TYPES.flatMap((type) => links.filter((link) => link.resourceType === type).flatMap((link) => allowed(link) ?? []));
}

/** The app link for a platform: IOS for iOS, Android for Android, none otherwise (allowed addresses only). */
export function appLinkFor(platform: DevicePlatform, links: readonly DownloadLink[]): DownloadLink | null {
  const type = platform === 'ios' ? 'IOS' : platform === 'android' ? 'Android' : null;
  return firstOfType(links, type);
}

/** The iOS profile (MOBILECONFIG) link, if configured with an allowed address. */
export function iosProfileLink(links: readonly DownloadLink[]): DownloadLink | null {
  return firstOfType(links, 'MOBILECONFIG');
}

/** Whether any configured link has an address the allow-list lets through. */
export function hasAllowedDownloadLink(links: readonly DownloadLink[]): boolean {
  return links.some((link) => allowed(link) !== null);
}
