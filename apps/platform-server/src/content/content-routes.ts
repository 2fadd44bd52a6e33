import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { AnnouncementRepository } from './announcement-repository';
import { registerAnnouncementRoutes } from './announcement-routes';
import { CdnRepository } from './cdn-repository';
import { registerCdnRoutes } from './cdn-routes';
import { PageRepository } from './page-repository';
import { PromotionJoinTermsRepository } from './promotion-join-terms';
import { registerPageRoutes } from './page-routes';
import { SettingsRepository } from './settings-repository';
import { registerSettingsRoutes } from './settings-routes';

/** Registers the calls of the content area: settings, service links, help centre, announcements, notices, populars, winners, VIP levels and images. */
export function registerContentRoutes(app: FastifyInstance, context: PlatformContext): void {
  const settings = new SettingsRepository(context.db);
  const announcements = new AnnouncementRepository(context.db);
  const pages = new PageRepository(context.db);
  registerSettingsRoutes(app, settings, context.now);
  registerAnnouncementRoutes(app, { announcements, joinTerms: new PromotionJoinTermsRepository(context.db) }, context.now);
  registerPageRoutes(app, { pages, announcements, settings }, context.now);
  registerCdnRoutes(app, new CdnRepository(context.db, settings));
}
