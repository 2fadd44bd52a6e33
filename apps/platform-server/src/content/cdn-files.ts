import { createHash } from 'node:crypto';
import { escapeMarkup } from '../http/escape-markup';

/** A file the platform's CDN answers with. */
export interface CdnAsset {
  readonly contentType: string;
  readonly body: string;
  /** Content-Disposition, for downloads. */
  readonly disposition?: string;
  /** Content-Security-Policy, for HTML pages. */
  readonly csp?: string;
}

/** The CSP of the placeholder pages: nothing loads, no script runs, only inline styles. */
export const PLACEHOLDER_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The channels with a same-origin placeholder page under /cdn/social/, by file name. */
export const SOCIAL_CHANNELS: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  facebook1: 'Facebook community',
  instagram: 'Instagram',
  youtube: 'YouTube',
  telegram: 'Telegram',
  discord: 'Discord',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp support',
  livechat: 'Live chat support',
};

/**
 * The placeholder page of an external channel: the reference platform links nowhere outside the
 * machine, so a channel link opens this self-contained page instead.
 */
export function socialPlaceholderPage(channel: string): CdnAsset | null {
  const name = SOCIAL_CHANNELS[channel];
  if (name === undefined) return null;
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeMarkup(name)}</title><style>body{margin:0;min-height:100vh;display:flex;align-items:center;` +
    'justify-content:center;font-family:Helvetica,Arial,sans-serif;background:#14161c;color:#f1f1f1;text-align:center}' +
    'main{padding:24px;max-width:420px}h1{font-size:22px}p{color:#b8bcc6;line-height:1.5}</style></head>' +
    `<body><main><h1>${escapeMarkup(name)}</h1><p>This demo platform does not send you to outside sites. ` +
    'In a live deployment this link opens the channel of the brand.</p></main></body></html>';
  return { contentType: 'text/html; charset=utf-8', body, csp: PLACEHOLDER_PAGE_CSP };
}

/** A stable UUID (version-4 shape) derived from a text, for profile payload ids. */
export function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/** An iOS configuration profile with one Web Clip that adds the merchant's app to the home screen. */
export function webClipProfile(merchant: string, siteName: string, appUrl: string): CdnAsset {
  const entry = (key: string, value: string) => `<key>${key}</key><string>${escapeMarkup(value)}</string>`;
  const clip =
    '<dict>' +
    entry('PayloadType', 'com.apple.webClip.managed') +
    entry('PayloadIdentifier', `local.platform.${merchant}.webclip`) +
    entry('PayloadUUID', stableUuid(`${merchant}:webclip`)) +
    '<key>PayloadVersion</key><integer>1</integer>' +
    entry('Label', siteName) +
    entry('URL', appUrl) +
    '<key>FullScreen</key><true/><key>IsRemovable</key><true/>' +
    '</dict>';
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
    '<plist version="1.0"><dict>' +
    `<key>PayloadContent</key><array>${clip}</array>` +
    entry('PayloadDisplayName', siteName) +
    entry('PayloadIdentifier', `local.platform.${merchant}`) +
    entry('PayloadType', 'Configuration') +
    entry('PayloadUUID', stableUuid(`${merchant}:profile`)) +
    '<key>PayloadVersion</key><integer>1</integer>' +
    '</dict></plist>\n';
  return {
    contentType: 'application/x-apple-aspen-config',
    body,
    disposition: `attachment; filename="${merchant}.mobileconfig"`,
  };
}

/** A small placeholder for a native app package: the reference platform ships no native builds. */
export function appPackagePlaceholder(merchant: string, siteName: string, kind: 'apk' | 'ipa'): CdnAsset {
  const platform = kind === 'apk' ? 'Android' : 'iOS';
  return {
    contentType: 'application/octet-stream',
    body: `${siteName} ${platform} app placeholder.\nThe reference platform ships no native build; install the web app from the browser instead.\n`,
    disposition: `attachment; filename="${merchant}.${kind}"`,
  };
}
