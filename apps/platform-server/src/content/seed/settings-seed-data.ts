/** The consolidated settings of one seeded merchant (see content_setting and its link tables). */
export interface SeedContentSettings {
  readonly merchant: string;
  readonly templates: { readonly memCen: '0' | '1'; readonly depFunc: '0' | '1' };
  readonly missionPromo: boolean;
  readonly loginPromo: boolean;
  readonly referralPromo: boolean;
  readonly appWindow: boolean;
  readonly vip: boolean;
  readonly downloads: readonly ('IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon' | 'FACEBOOK' | 'FACEBOOK1' | 'TIKTOK' | 'TELEGRAM')[];
  readonly service: readonly ('WHATSAPP' | 'LIVECHAT')[];
  readonly social: readonly ('FACEBOOK' | 'INSTAGRAM' | 'YOUTUBE' | 'TELEGRAM' | 'DISCORD' | 'LINKEDIN')[];
  /** Slugs of PAYMENT_METHODS. */
  readonly payments: readonly string[];
}

/** The copyright year of every seeded merchant (SPEC §2 'Login screen'). */
export const SEED_COPYRIGHT_YEAR = 2024;

/** Settings per merchant: each differs (templates, promos, links) so the app's switches are exercised. */
export const SEED_CONTENT_SETTINGS: readonly SeedContentSettings[] = [
  {
    merchant: 'aurora',
    templates: { memCen: '1', depFunc: '0' },
    missionPromo: true,
    loginPromo: true,
    referralPromo: true,
    appWindow: true,
    vip: true,
    downloads: ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'FACEBOOK', 'FACEBOOK1', 'TIKTOK', 'TELEGRAM'],
    service: ['LIVECHAT', 'WHATSAPP'],
    social: ['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TELEGRAM', 'DISCORD', 'LINKEDIN'],
    payments: ['gcash', 'maya', 'grabpay', 'bpi', 'usdt'],
  },
  {
    merchant: 'jade',
    templates: { memCen: '0', depFunc: '1' },
    missionPromo: false,
    loginPromo: true,
    referralPromo: true,
    appWindow: true,
    vip: true,
    downloads: ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon', 'FACEBOOK', 'TELEGRAM'],
    service: ['LIVECHAT'],
    social: ['FACEBOOK', 'YOUTUBE', 'TELEGRAM'],
    payments: ['gcash', 'maya', 'unionbank', 'bdo', '7eleven'],
  },
  {
    merchant: 'ember',
    templates: { memCen: '1', depFunc: '1' },
    missionPromo: true,
    loginPromo: false,
    referralPromo: false,
    appWindow: false,
    vip: true,
    downloads: ['MOBILECONFIG', 'AppDownloadIcon', 'FACEBOOK1', 'TIKTOK'],
    service: ['WHATSAPP'],
    social: ['FACEBOOK', 'INSTAGRAM', 'DISCORD'],
    payments: ['gcash', 'grabpay', 'usdt'],
  },
  {
    merchant: 'lumen',
    templates: { memCen: '0', depFunc: '0' },
    missionPromo: false,
    loginPromo: false,
    referralPromo: false,
    appWindow: false,
    vip: false,
    downloads: ['AppDownloadIcon'],
    service: ['LIVECHAT'],
    social: [],
    payments: ['gcash'],
  },
  {
    // Region restricted for this machine's addresses: only visitors from elsewhere see these.
    merchant: 'onyx',
    templates: { memCen: '1', depFunc: '1' },
    missionPromo: false,
    loginPromo: true,
    referralPromo: false,
    appWindow: false,
    vip: true,
    downloads: ['Android', 'AppDownloadIcon'],
    service: ['LIVECHAT'],
    social: ['FACEBOOK'],
    payments: ['gcash', 'maya'],
  },
];

/** The address of a download link of a merchant, always on the platform's own host. */
export function downloadUrl(merchant: string, type: SeedContentSettings['downloads'][number]): string {
  switch (type) {
    case 'IOS':
      return `/cdn/download/${merchant}/${merchant}.ipa`;
    case 'Android':
      return `/cdn/download/${merchant}/${merchant}.apk`;
    case 'MOBILECONFIG':
      return `/cdn/download/${merchant}/${merchant}.mobileconfig`;
    case 'AppDownloadIcon':
      return `/cdn/TCG_PROD_IMAGES/B2C/download/${merchant}/appIcon.png`;
    default:
      return `/cdn/social/${type.toLowerCase()}.html`;
  }
}

/** The English label of each download link. */
export const DOWNLOAD_LABELS: Readonly<Record<SeedContentSettings['downloads'][number], string>> = {
  IOS: 'Download for iOS',
  Android: 'Download for Android',
  MOBILECONFIG: 'Add to Home Screen (iOS)',
  AppDownloadIcon: 'App icon',
  FACEBOOK: 'Facebook',
  FACEBOOK1: 'Facebook community',
  TIKTOK: 'TikTok',
  TELEGRAM: 'Telegram',
};
