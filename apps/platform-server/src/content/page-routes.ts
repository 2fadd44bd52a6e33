import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { AnnouncementRepository } from './announcement-repository';
import { CDN_BASE, eventPictureUrl } from './cdn-assets';
import { SEED_EVENTS } from './seed/event-seed-data';
import { seedTextIn } from './seed/seed-texts';
import { contentLanguageOf } from './content-language';
import type { HelpTopicRow, PageRepository } from './page-repository';
import type { SettingsRepository } from './settings-repository';
import { vipLabelOf, vipProgressOf } from './vip-progress';
import type { Schema } from '../contract/schema-types';

/** A help topic as the contract shows it. */
export type HelpTopic = Schema<'HelpTopic'>;

/** Nests sub-topics under their topics (both already in order) and keeps those of `tag` when given (letter case ignored). */
export function helpTopicTree(rows: readonly HelpTopicRow[], tag?: string): HelpTopic[] {
  const topics = new Map<number, HelpTopic>();
  for (const row of rows) {
    if (row.parent_id === null) topics.set(row.id, { title: row.title, content: row.content, tag: row.tag, children: [] });
  }
  for (const row of rows) {
    if (row.parent_id !== null) topics.get(row.parent_id)?.children.push({ title: row.title, content: row.content });
  }
  const wanted = tag?.trim().toLowerCase() ?? '';
  return [...topics.values()].filter((topic) => wanted === '' || topic.tag === wanted);
}

/** The address of a VIP level's badge. */
export function vipIconUrl(level: number): string {
  return `${CDN_BASE}/vip/vip-${level}.png`;
}

/** The repositories the page calls read. */
export interface PageSources {
  readonly pages: PageRepository;
  readonly announcements: AnnouncementRepository;
  readonly settings: SettingsRepository;
}

/** GET /wps/system/helpCenter, /wps/content/populars, /lobbyNews, /vip and /aboutUs. */
export function registerPageRoutes(app: FastifyInstance, sources: PageSources, now: () => number): void {
  const { pages, announcements, settings } = sources;

  app.get('/wps/system/helpCenter', async (request) => {
    const merchant = requireMerchant(request);
    const query = request.query as { lang?: string; tag?: string };
    return ok(helpTopicTree(pages.helpTopics(merchant.code, contentLanguageOf(request, query.lang)), query.tag));
  });

  app.get('/wps/content/populars', async (request) => {
    const merchant = requireMerchant(request);
    const rows = announcements.list({ merchant: merchant.code, kind: 'promotion', language: contentLanguageOf(request), now: now(), memberId: null, popularOnly: true });
    const images = announcements.imagesOf(rows.map((row) => row.id));
    return ok({
      promotions: rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category ?? 'other',
        imageUrl: images.get(row.id)?.[0]?.url ?? null,
      })),
      searchTerms: pages.popularTerms(merchant.code),
    });
  });

  app.get('/wps/content/lobbyNews', async (request) => {
    const merchant = requireMerchant(request);
    const rows = announcements.list({ merchant: merchant.code, kind: 'news', language: contentLanguageOf(request), now: now(), memberId: null });
    return ok({ news: rows.map((row) => ({ id: row.id, text: row.title, startDate: row.start_date })) });
  });

  app.get('/wps/content/vip', async (request) => {
    const merchant = requireMerchant(request);
    if (settings.settingOf(merchant.code)?.vip_enabled !== 1) return ok({ levels: [], currency: 'PHP', member: null });
    const rows = pages.vipLevels(merchant.code, contentLanguageOf(request));
    const levels = rows.map((row) => ({
      level: row.level,
      labelName: vipLabelOf(row.level),
      depositRequirementMinor: row.deposit_requirement_minor,
      turnoverRequirementMinor: row.turnover_requirement_minor,
      benefits: JSON.parse(row.benefits) as string[],
      iconUrl: vipIconUrl(row.level),
    }));
    const session = request.session;
    const vip = session ? pages.memberVip(session.memberId, merchant.code) : null;
    const member =
      session && vip
        ? vipProgressOf(levels.map((l) => ({ level: l.level, depositMinor: l.depositRequirementMinor })), vip.vipLevel, pages.depositTotal(session.memberId))
        : null;
    return ok({ levels, currency: vip?.currency ?? 'PHP', member });
  });

  app.get('/wps/content/events', async (request) => {
    const merchant = requireMerchant(request);
    const language = contentLanguageOf(request);
    const items = SEED_EVENTS.map((event, index) => {
      const [title, description] = seedTextIn(event.texts, language);
      return { title, description, imageUrl: eventPictureUrl(merchant.code, index + 1), link: event.link };
    });
    return ok({ items });
  });

  app.get('/wps/content/aboutUs', async (request) => {
    const merchant = requireMerchant(request);
    const page = pages.aboutPage(merchant.code, contentLanguageOf(request));
    const photos = [1, 2, 3, 4, 5, 6].map((index) => ({
      url: `${CDN_BASE}/about/${merchant.code}/photo-${index}.png`,
      caption: index === 1 ? (page?.caption ?? merchant.siteName) : null,
    }));
    return ok({ title: page?.title ?? merchant.siteName, paragraphs: page ? (JSON.parse(page.paragraphs) as string[]) : [], photos });
  });
}
