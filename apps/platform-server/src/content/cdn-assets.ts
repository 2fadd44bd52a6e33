import { appPackagePlaceholder, socialPlaceholderPage, webClipProfile, type CdnAsset } from './cdn-files';
import { SVG_CONTENT_SECURITY_POLICY } from '../http/send-svg';
import { appIconSvg, paymentLogoSvg, pictureSvg, vendorLogoSvg, vipBadgeSvg } from './content-images';
import { SEED_EVENTS } from './seed/event-seed-data';

/** The relative base of the platform's own image CDN (the value of imageCDNs). */
export const CDN_BASE = '/cdn';

/** What an announcement's picture shows. */
export interface AnnouncementPicture {
  readonly kind: 'banner' | 'notice' | 'popup' | 'promotion' | 'news';
  readonly title: string;
  readonly siteName: string;
}

/** The facts the CDN reads from the database. */
export interface CdnLookups {
  vendorName(vendorCode: string): string | null;
  siteName(merchant: string): string | null;
  announcementPicture(merchant: string, id: number): AnnouncementPicture | null;
}

/** Payment methods with a logo, by the slug of their address. */
export const PAYMENT_METHODS: Readonly<Record<string, string>> = {
  gcash: 'GCash',
  maya: 'Maya',
  grabpay: 'GrabPay',
  bpi: 'BPI',
  unionbank: 'UnionBank',
  bdo: 'BDO',
  '7eleven': '7-Eleven',
  usdt: 'USDT',
};

/** The address of the picture of event `index` (1 to 3) of a merchant. */
export function eventPictureUrl(merchant: string, index: number): string {
  return `${CDN_BASE}/events/${merchant}/event-${index}.png`;
}

/** The captions of the About Us photos 1 to 6 (photo 1 is the featured one). */
export const ABOUT_PHOTO_TITLES: readonly string[] = [
  'Play with confidence',
  'Live studios',
  'Secure payments',
  'Customer care 24/7',
  'Community events',
  'Built for mobile',
];

/** Sizes the app shows pictures at, by announcement kind (banners 750×300). */
const PICTURE_SIZE: Readonly<Record<string, readonly [number, number]>> = {
  banner: [750, 300],
  popup: [600, 300],
  promotion: [690, 300],
};

const svg = (body: string): CdnAsset => ({ contentType: 'image/svg+xml', body, csp: SVG_CONTENT_SECURITY_POLICY });

/** The address of an announcement's picture (`sequence` for the pictures of a promotion). */
export function announcementPictureUrl(merchant: string, id: number, sequence?: number): string {
  return `${CDN_BASE}/content/${merchant}/announcement-${id}${sequence === undefined ? '' : `-${sequence}`}.png`;
}

function announcementAsset(lookups: CdnLookups, merchant: string, id: number, sequence: number | null): CdnAsset | null {
  const picture = lookups.announcementPicture(merchant, id);
  if (!picture) return null;
  const size = PICTURE_SIZE[picture.kind];
  if (!size || (picture.kind === 'promotion') !== (sequence !== null)) return null;
  const subtitle = sequence !== null && sequence > 1 ? `${picture.siteName} · ${sequence}` : picture.siteName;
  return svg(pictureSvg({ width: size[0], height: size[1], title: picture.title, subtitle, colourKey: `${merchant}:${id}` }));
}

/** Matches a CDN path (after `/cdn/`) and builds its file, or null for a 404. */
type Route = (match: RegExpExecArray, lookups: CdnLookups, origin: string) => CdnAsset | null;

const ROUTES: readonly (readonly [RegExp, Route])[] = [
  [
    /^TCG_PROD_IMAGES\/B2C\/vendor\/([A-Z0-9_]{2,32})_(COLOR|WHITE)\.png$/,
    (m, lookups) => {
      const name = lookups.vendorName(m[1] ?? '');
      return name === null ? null : svg(vendorLogoSvg(name, m[2] === 'WHITE' ? 'WHITE' : 'COLOR'));
    },
  ],
  [
    /^TCG_PROD_IMAGES\/B2C\/download\/([a-z0-9-]{1,32})\/appIcon\.png$/,
    (m, lookups) => {
      const siteName = lookups.siteName(m[1] ?? '');
      return siteName === null ? null : svg(appIconSvg(siteName));
    },
  ],
  [
    /^content\/([a-z0-9-]{1,32})\/announcement-([1-9][0-9]{0,9})(?:-([1-9]))?\.png$/,
    (m, lookups) => announcementAsset(lookups, m[1] ?? '', Number(m[2]), m[3] === undefined ? null : Number(m[3])),
  ],
  [
    /^payment\/([a-z0-9]{1,20})\.png$/,
    (m) => {
      const name = PAYMENT_METHODS[m[1] ?? ''];
      return name === undefined ? null : svg(paymentLogoSvg(name));
    },
  ],
  [/^vip\/vip-([1-9][0-9]?)\.png$/, (m) => svg(vipBadgeSvg(Number(m[1])))],
  [
    /^events\/([a-z0-9-]{1,32})\/event-([1-3])\.png$/,
    (m, lookups) => {
      const siteName = lookups.siteName(m[1] ?? '');
      const event = SEED_EVENTS[Number(m[2]) - 1];
      return siteName === null || !event ? null : svg(pictureSvg({ width: 690, height: 300, title: event.texts.EN[0], subtitle: siteName, colourKey: `${m[1]}:event:${m[2]}` }));
    },
  ],
  [
    /^about\/([a-z0-9-]{1,32})\/photo-([1-6])\.png$/,
    (m, lookups) => {
      const siteName = lookups.siteName(m[1] ?? '');
      const index = Number(m[2]);
      const title = ABOUT_PHOTO_TITLES[index - 1] ?? '';
      const [width, height] = index === 1 ? [690, 400] : [330, 220];
      return siteName === null ? null : svg(pictureSvg({ width, height, title, subtitle: siteName, colourKey: `${m[1]}:about:${index}` }));
    },
  ],
  [/^social\/([a-z0-9]{1,20})\.html$/, (m) => socialPlaceholderPage(m[1] ?? '')],
  [
    /^download\/([a-z0-9-]{1,32})\/([a-z0-9-]{1,32})\.(apk|ipa|mobileconfig)$/,
    (m, lookups, origin) => {
      const merchant = m[1] ?? '';
      const siteName = lookups.siteName(merchant);
      if (siteName === null || m[2] !== merchant) return null;
      if (m[3] === 'mobileconfig') return webClipProfile(merchant, siteName, `${origin}/m/`);
      return appPackagePlaceholder(merchant, siteName, m[3] === 'apk' ? 'apk' : 'ipa');
    },
  ],
];

/**
 * The file behind a CDN path (the part after `/cdn/`, without query), or null when there is none:
 * images are SVG whatever their extension says; pages and downloads have their own types.
 * `origin` is the platform's own origin, used by the iOS profile's Web Clip.
 */
export function resolveCdnAsset(path: string, lookups: CdnLookups, origin: string): CdnAsset | null {
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return route(match, lookups, origin);
  }
  return null;
}
