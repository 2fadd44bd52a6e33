import type { PlatformContext } from '../platform-context';
import { AnnouncementRepository } from './announcement-repository';
import { SettingsRepository } from './settings-repository';
import { merchantSettingsOf } from './settings-routes';

/** What index.html carries of a merchant's content, so the first screen paints without waiting for calls. */
export interface BootContent {
  /** The picture of the first current home banner (m_home, lowest sequence), home's largest paint; null without one. */
  homeBanner(merchantCode: string): string | null;
  /** The consolidated settings, as GET /wps/system/setting answers them. */
  settings(merchantCode: string): unknown;
}

/** Reads the boot content from the content tables. */
export function bootContentSource(context: Pick<PlatformContext, 'db' | 'now'>): BootContent {
  const announcements = new AnnouncementRepository(context.db);
  const settings = new SettingsRepository(context.db);
  return {
    homeBanner(merchantCode) {
      const [first] = announcements.list({ merchant: merchantCode, kind: 'banner', language: 'EN', now: context.now(), memberId: null, groupName: 'm_home' });
      return first?.image_url ?? null;
    },
    settings: (merchantCode) => merchantSettingsOf(settings, merchantCode, context.now()),
  };
}
