import type { Db } from '../db/open-database';
import type { AnnouncementPicture, CdnLookups } from './cdn-assets';
import type { SettingsRepository } from './settings-repository';

/** The database facts behind the CDN's generated files. */
export class CdnRepository implements CdnLookups {
  private readonly picture;

  constructor(
    db: Db,
    private readonly settings: SettingsRepository,
  ) {
    this.picture = db.prepare<[number, string], AnnouncementPicture>(
      `SELECT a.kind, t.title, m.site_name AS siteName
       FROM announcement a
       JOIN announcement_text t ON t.announcement_id = a.id AND t.language = 'EN'
       JOIN merchant m ON m.code = a.merchant_code
       WHERE a.id = ? AND a.merchant_code = ?`,
    );
  }

  /** A vendor's display name, or null. */
  vendorName(vendorCode: string): string | null {
    return this.settings.vendorDisplayName(vendorCode);
  }

  /** A merchant's site name, or null. */
  siteName(merchant: string): string | null {
    return this.settings.merchantSiteName(merchant);
  }

  /** What an announcement's picture shows (its English title), or null when it is not the merchant's. */
  announcementPicture(merchant: string, id: number): AnnouncementPicture | null {
    return this.picture.get(id, merchant) ?? null;
  }
}
