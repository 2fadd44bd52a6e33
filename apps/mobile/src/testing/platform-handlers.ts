import { http, HttpResponse, type HttpHandler } from 'msw';

/** A successful platform envelope. */
export const envelope = (value: unknown) => HttpResponse.json({ success: true, value, errorCode: null, message: null });

/** What the mock platform says about the merchant. */
export interface PlatformOptions {
  readonly pack?: string;
  readonly siteName?: string;
  readonly maintenance?: boolean;
  readonly regionRestriction?: boolean;
  readonly languages?: readonly string[];
  readonly features?: readonly { modId: string; enabled: boolean }[];
}

/**
 * The answers every screen's start-up asks for, at `base`: one merchant's status and whitelabel,
 * empty settings, no banners or notices, an empty catalogue. The app tests' `mockPlatform` and the
 * page stories' `storyBootHandlers` both start from these.
 */
export function bootHandlers(base: string, options: PlatformOptions = {}): HttpHandler[] {
  const { pack = 'jade', siteName = 'Jade Lotto', maintenance = false, regionRestriction = false, languages = ['EN'], features = [] } = options;
  return [
    http.get(`${base}/wps/system/status`, () => envelope({ merchantCode: pack, maintenance, regionRestriction, maintenanceMessage: null, location: { ip: '1.1.1.1' } })),
    http.get(`${base}/wps/system/whitelabel`, () => envelope({ merchantCode: pack, siteName, theme: { pack, defaultMode: 'dark' }, defaultLanguage: 'EN', languages, features })),
    http.get(`${base}/wps/announcements`, () => envelope({ banners: [], notices: [], popups: [], promotions: [] })),
    http.get(`${base}/wps/announcements/notices`, () => envelope({ notices: [], unreadCount: 0 })),
    http.get(`${base}/wps/system/setting`, () => envelope({ imageCDNs: [], resources: [], customerService: [], links: {}, paymentLogos: [], providerLogos: [] })),
    http.get(`${base}/wps/game/vassgameType`, () => envelope({ vendors: {}, sorting: [] })),
  ];
}
