import type { BootCatalogue, BootHomeContent, ContentSettings, PlatformLanguageCode } from '@gp/api-client';
import { GameCatalogue } from '../db/game-catalogue';
import { toVendorTypes } from '../games/game-view';
import type { PlatformContext } from '../platform-context';
import { AnnouncementRepository } from './announcement-repository';
import { bannerOf, noticeOf } from './announcement-routes';
import { SettingsRepository } from './settings-repository';
import { merchantSettingsOf } from './settings-routes';

/** What index.html carries of a merchant's content, so the first screen paints without waiting for calls. */
export interface BootContent {
  /** Home's (and the game centre's) banners and notices for a guest in `language`. */
  homeContent(merchantCode: string, language: PlatformLanguageCode): BootHomeContent;
  /** The consolidated settings, as GET /wps/system/setting answers them. */
  settings(merchantCode: string): ContentSettings;
  /**
   * The catalogue outline (categories and their vendors in menu order), labelled with the
   * `language` it is for; this server's outline reads the same in every language.
   */
  catalogue(merchantCode: string, language: PlatformLanguageCode): BootCatalogue;
}

/** Reads the boot content from the content tables. */
export function bootContentSource(context: Pick<PlatformContext, 'db' | 'now'>): BootContent {
  const announcements = new AnnouncementRepository(context.db);
  const settings = new SettingsRepository(context.db);
  const games = new GameCatalogue(context.db);
  return {
    homeContent(merchantCode, language) {
      const query = { merchant: merchantCode, language, now: context.now(), memberId: null };
      return {
        language,
        banners: announcements.list({ ...query, kind: 'banner' }).map(bannerOf),
        notices: announcements.list({ ...query, kind: 'notice' }).map(noticeOf),
      };
    },
    settings: (merchantCode) => merchantSettingsOf(settings, merchantCode, context.now()),
    catalogue: (merchantCode, language) => ({ language, vendorTypes: toVendorTypes(games.vendorSorting(merchantCode)) }),
  };
}
