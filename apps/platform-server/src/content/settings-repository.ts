import type { Schema } from '../contract/schema-types';
import type { Db } from '../db/open-database';

/** A merchant's content_setting row. */
export interface SettingRow {
  readonly main_domain: string;
  readonly template_mem_cen: '0' | '1';
  readonly template_dep_func: '0' | '1';
  readonly mission_promo_enabled: number;
  readonly login_promo_enabled: number;
  readonly referral_promo_enabled: number;
  readonly app_window_enabled: number;
  readonly vip_enabled: number;
  readonly copyright_year: number;
}

/** A download or channel link, as the contract shows it (the seed writes only the contract's resource types). */
export type DownloadLinkRow = Schema<'ContentDownloadLink'>;

/** A customer-service entry, as the contract shows it. */
export type ServiceEntryRow = Schema<'ContentServiceEntry'>;

/** Reads the consolidated settings of a merchant and the facts the CDN needs. */
export class SettingsRepository {
  private readonly setting;
  private readonly downloads;
  private readonly service;
  private readonly social;
  private readonly payments;
  private readonly vendors;
  private readonly domains;
  private readonly vendorName;
  private readonly siteName;

  constructor(db: Db) {
    this.setting = db.prepare<[string], SettingRow>('SELECT * FROM content_setting WHERE merchant_code = ?');
    this.downloads = db.prepare<[string], DownloadLinkRow>(
      `SELECT resource_type AS resourceType, url, label_name_en AS labelNameEn
       FROM content_download_link WHERE merchant_code = ? ORDER BY sort_order`,
    );
    this.service = db.prepare<[string], ServiceEntryRow>(
      'SELECT cs_type AS csType, path FROM content_service_entry WHERE merchant_code = ? ORDER BY sort_order, id',
    );
    this.social = db.prepare<[string], { network: string; url: string }>(
      'SELECT network, url FROM content_social_link WHERE merchant_code = ? ORDER BY network',
    );
    this.payments = db.prepare<[string], { name: string; imageUrl: string }>(
      'SELECT name, image_url AS imageUrl FROM content_payment_logo WHERE merchant_code = ? ORDER BY sort_order',
    );
    this.vendors = db.prepare<[string], { code: string }>(
      `SELECT v.code FROM game_vendor v JOIN merchant_offered_vendor m ON m.vendor_code = v.code
       WHERE m.merchant_code = ? GROUP BY v.code ORDER BY min(m.category_order), min(m.sort_order), v.code`,
    );
    this.domains = db.prepare<[string], { hostname: string }>('SELECT hostname FROM merchant_domain WHERE merchant_code = ? ORDER BY hostname');
    this.vendorName = db.prepare<[string], { display_name: string }>('SELECT display_name FROM game_vendor WHERE code = ?');
    this.siteName = db.prepare<[string], { site_name: string }>('SELECT site_name FROM merchant WHERE code = ?');
  }

  /** The merchant's settings row, or null when it has none (defaults apply). */
  settingOf(merchant: string): SettingRow | null {
    return this.setting.get(merchant) ?? null;
  }

  /** Download and channel links in display order. */
  downloadLinks(merchant: string): DownloadLinkRow[] {
    return this.downloads.all(merchant);
  }

  /** Customer-service entries in display order. */
  serviceEntries(merchant: string): ServiceEntryRow[] {
    return this.service.all(merchant);
  }

  /** Social follow links by network. */
  socialLinks(merchant: string): Schema<'ContentSocialLinks'> {
    return Object.fromEntries(this.social.all(merchant).map((row) => [row.network, { url: row.url }])) as Schema<'ContentSocialLinks'>;
  }

  /** Payment logos in display order. */
  paymentLogos(merchant: string): { name: string; imageUrl: string }[] {
    return this.payments.all(merchant);
  }

  /** Codes of the vendors the merchant offers, in its category and vendor order. */
  vendorCodes(merchant: string): string[] {
    return this.vendors.all(merchant).map((row) => row.code);
  }

  /** The host names that reach the merchant. */
  hostnames(merchant: string): string[] {
    return this.domains.all(merchant).map((row) => row.hostname);
  }

  /** A vendor's display name, or null for an unknown vendor code. */
  vendorDisplayName(code: string): string | null {
    return this.vendorName.get(code)?.display_name ?? null;
  }

  /** A merchant's site name, or null for an unknown merchant. */
  merchantSiteName(code: string): string | null {
    return this.siteName.get(code)?.site_name ?? null;
  }
}
