import type { ContentBanner, ContentNotice } from '@gp/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import { requireSession } from '../sessions/session-hook';
import type { AnnouncementQuery, AnnouncementRepository, AnnouncementRow } from './announcement-repository';
import { contentLanguageOf } from './content-language';
import type { PromotionJoinTermsRepository } from './promotion-join-terms';
import { markPublicRead } from '../http/public-reads';

/** The kinds getAnnouncements can be asked for, by their `types` code. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'Promotion'] as const;

/** Reads the `types` query (comma list) into the set of asked kinds; absent or blank asks for all. */
export function askedTypes(types: string | undefined): ReadonlySet<string> {
  const asked = (types ?? '').split(',').map((type) => type.trim()).filter((type) => type !== '');
  return new Set(asked.length ? asked : ANNOUNCEMENT_TYPES);
}

/** A notice as the contract shows it, with the member's read flag. */
export function noticeOf(row: AnnouncementRow): ContentNotice {
  return { id: row.id, title: row.title, content: row.content, startDate: row.start_date, read: row.read === 1 };
}

/** A banner as the contract shows it. */
export function bannerOf(row: AnnouncementRow): ContentBanner {
  return {
    id: row.id,
    url: row.image_url ?? '',
    title: row.title,
    // Every banner row has a group, one of the contract's (the seed writes only those).
    groupName: row.group_name as ContentBanner['groupName'],
    linkage: row.linkage,
    linkUrl: row.link_url,
    sequence: row.sequence,
  };
}

function popupOf(row: AnnouncementRow) {
  return { id: row.id, title: row.title, content: row.content, startDate: row.start_date, execution: row.execution, promotionType: row.promotion_type };
}

function promotionsOf(repository: AnnouncementRepository, joinTerms: PromotionJoinTermsRepository, rows: readonly AnnouncementRow[]) {
  const ids = rows.map((row) => row.id);
  const images = repository.imagesOf(ids);
  const terms = joinTerms.termsOf(ids);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    promoAnnouncementCategoryIds: JSON.parse(row.category_ids) as number[],
    announcementImages: images.get(row.id) ?? [],
    startDate: row.start_date,
    endDate: row.end_date,
    joinTerms: terms.get(row.id) ?? null,
  }));
}

interface AnnouncementsQuery {
  types?: string;
  groupName?: string;
  linkageType?: string;
}

/**
 * GET /wps/announcements (each promotion with its join terms, null for one without), POST
 * /wps/announcements/read, GET /wps/announcements/notices and /unread.
 */
export function registerAnnouncementRoutes(
  app: FastifyInstance,
  repositories: { announcements: AnnouncementRepository; joinTerms: PromotionJoinTermsRepository },
  now: () => number,
): void {
  const { announcements: repository, joinTerms } = repositories;
  const baseQuery = (request: FastifyRequest): Omit<AnnouncementQuery, 'kind'> => ({
    merchant: requireMerchant(request).code,
    language: contentLanguageOf(request),
    now: now(),
    memberId: request.session?.memberId ?? null,
  });

  app.get('/wps/announcements', async (request, reply) => {
    const query = request.query as AnnouncementsQuery;
    // A member's list carries their read marks; a guest's is everyone's.
    if (!request.session) markPublicRead(request, reply);
    const asked = askedTypes(query.types);
    const base = baseQuery(request);
    const list = (kind: AnnouncementQuery['kind'], type: string, extra: Partial<AnnouncementQuery> = {}) =>
      asked.has(type) ? repository.list({ ...base, kind, ...extra }) : [];
    return ok({
      banners: list('banner', 'B', { groupName: query.groupName ?? null, linkageType: query.linkageType ?? null }).map(bannerOf),
      notices: list('notice', 'PL').map(noticeOf),
      popups: list('popup', 'PU').map(popupOf),
      promotions: promotionsOf(repository, joinTerms, list('promotion', 'Promotion')),
    });
  });

  app.post('/wps/announcements/read', async (request) => {
    const account = requireSession(request);
    const { announcementId } = request.body as { announcementId: number; read: true };
    if (!repository.belongsTo(announcementId, account.merchantCode)) {
      throw new ApiError(404, 'NOT_FOUND', 'No such announcement');
    }
    repository.markRead(account.memberId, announcementId, now());
    return ok(true as const);
  });

  app.get('/wps/announcements/notices', async (request) => {
    const notices = repository.list({ ...baseQuery(request), kind: 'notice' }).map(noticeOf);
    return ok({ notices, unreadCount: notices.filter((notice) => !notice.read).length });
  });

  app.get('/wps/announcements/unread', async (request) => {
    const account = requireSession(request);
    return ok({ totalUnreadCount: repository.unreadNoticeCount(account.merchantCode, account.memberId, now()) });
  });
}
