import type { Db } from '../../db/open-database';
import { announcementPictureUrl } from '../cdn-assets';
import { PromotionJoinTermsRepository } from '../promotion-join-terms';
import { SEED_BANNERS, SEED_NEWS, SEED_NOTICES, SEED_POPUPS, SEED_PROMOTIONS } from './announcement-seed-data';
import { SEED_HELP_TOPICS } from './help-seed-data';
import { seedTextsToWrite, type SeedTexts } from './seed-texts';

const DAY_MS = 86_400_000;

/** What the seeders need to know about one merchant. */
export interface SeedMerchantFacts {
  readonly code: string;
  readonly siteName: string;
  /** Merchants under maintenance get a minimal set, in English only; the others get every seeded language. */
  readonly minimal: boolean;
  /** The merchant runs the reward centre (REWCEN3), where a joined promotion's bonus is claimed: only then are its deposit promotions joinable. */
  readonly rewardCentre?: boolean;
}

interface AnnouncementInsert {
  kind: 'banner' | 'notice' | 'popup' | 'promotion' | 'news';
  group_name?: string | null;
  image_url?: string | null;
  linkage?: string | null;
  link_url?: string | null;
  linkage_type?: string | null;
  execution?: string | null;
  promotion_type?: string | null;
  category?: string | null;
  category_ids?: string;
  popular?: number;
  sequence: number;
  start_date: number;
  end_date?: number | null;
}

/** Writes the demo announcements and help topics of merchants, with prepared statements made once. */
export class AnnouncementSeeder {
  private readonly insertAnnouncement;
  private readonly setImage;
  private readonly insertText;
  private readonly insertImage;
  private readonly insertTopic;
  private readonly insertTopicText;
  private readonly joinTerms;

  constructor(db: Db) {
    this.insertAnnouncement = db.prepare(
      `INSERT INTO announcement (merchant_code, kind, group_name, image_url, linkage, link_url, linkage_type, execution,
         promotion_type, category, category_ids, popular, sequence, start_date, end_date)
       VALUES (@merchant, @kind, @group_name, @image_url, @linkage, @link_url, @linkage_type, @execution,
         @promotion_type, @category, @category_ids, @popular, @sequence, @start_date, @end_date)`,
    );
    this.setImage = db.prepare('UPDATE announcement SET image_url = ? WHERE id = ?');
    this.insertText = db.prepare('INSERT INTO announcement_text (announcement_id, language, title, content) VALUES (?, ?, ?, ?)');
    this.insertImage = db.prepare('INSERT INTO announcement_image (announcement_id, sequence, url) VALUES (?, ?, ?)');
    this.insertTopic = db.prepare('INSERT INTO help_topic (merchant_code, parent_id, tag, sort_order) VALUES (?, ?, ?, ?)');
    this.insertTopicText = db.prepare('INSERT INTO help_topic_text (topic_id, language, title, content) VALUES (?, ?, ?, ?)');
    this.joinTerms = new PromotionJoinTermsRepository(db);
  }

  /** Seeds every kind of announcement of a merchant (promotions with their join terms), dated relative to `now`. */
  seedAnnouncements(merchant: SeedMerchantFacts, now: number): void {
    const banners = merchant.minimal ? SEED_BANNERS.slice(0, 1) : SEED_BANNERS;
    banners.forEach((banner, index) => {
      const id = this.add(merchant, { kind: 'banner', group_name: banner.group, image_url: 'pending', linkage: banner.linkage,
        link_url: banner.linkUrl, linkage_type: banner.linkageType, sequence: index, start_date: now - 30 * DAY_MS }, banner.texts);
      this.setImage.run(announcementPictureUrl(merchant.code, id), id);
    });
    const notices = merchant.minimal ? SEED_NOTICES.slice(0, 1) : SEED_NOTICES;
    notices.forEach((notice, index) => {
      const start = now - notice.days * DAY_MS;
      const end = notice.endDays === undefined ? null : now - notice.endDays * DAY_MS;
      this.add(merchant, { kind: 'notice', sequence: index, start_date: start, end_date: end }, notice.texts);
    });
    if (merchant.minimal) return;
    SEED_POPUPS.forEach((popup, index) => {
      this.add(merchant, { kind: 'popup', execution: popup.execution, promotion_type: popup.promotionType, sequence: index,
        start_date: now - 5 * DAY_MS }, popup.texts);
    });
    SEED_PROMOTIONS.forEach((promotion, index) => {
      const id = this.add(merchant, { kind: 'promotion', category: promotion.category, category_ids: JSON.stringify(promotion.categoryIds),
        popular: promotion.popular ? 1 : 0, sequence: index, start_date: now - 20 * DAY_MS, end_date: now + 3650 * DAY_MS }, promotion.texts);
      for (const sequence of [1, 2]) this.insertImage.run(id, sequence, announcementPictureUrl(merchant.code, id, sequence));
      if (promotion.joinTerms && merchant.rewardCentre) this.joinTerms.set(id, promotion.joinTerms);
    });
    SEED_NEWS.forEach((news, index) => {
      this.add(merchant, { kind: 'news', sequence: index, start_date: now - news.days * DAY_MS - index }, news.texts);
    });
  }

  /** Seeds the help-centre topics and sub-topics of a merchant. */
  seedHelpTopics(merchant: SeedMerchantFacts): void {
    SEED_HELP_TOPICS.forEach((topic, index) => {
      const id = Number(this.insertTopic.run(merchant.code, null, topic.tag, index).lastInsertRowid);
      this.addTopicTexts(merchant, id, topic.texts);
      topic.children.forEach((child, childIndex) => {
        const childId = Number(this.insertTopic.run(merchant.code, id, null, childIndex).lastInsertRowid);
        this.addTopicTexts(merchant, childId, child);
      });
    });
  }

  private add(merchant: SeedMerchantFacts, row: AnnouncementInsert, texts: SeedTexts): number {
    const id = Number(
      this.insertAnnouncement.run({
        merchant: merchant.code, group_name: null, image_url: null, linkage: null, link_url: null, linkage_type: null,
        execution: null, promotion_type: null, category: null, category_ids: '[]', popular: 0, end_date: null, ...row,
      }).lastInsertRowid,
    );
    const fill = (text: string) => text.replaceAll('{site}', merchant.siteName).replaceAll('{img}', announcementPictureUrl(merchant.code, id));
    for (const [language, [title, content]] of seedTextsToWrite(texts, merchant)) {
      this.insertText.run(id, language, fill(title), content === null ? null : fill(content));
    }
    return id;
  }

  private addTopicTexts(merchant: SeedMerchantFacts, id: number, texts: SeedTexts): void {
    const fill = (text: string) => text.replaceAll('{site}', merchant.siteName);
    for (const [language, [title, content]] of seedTextsToWrite(texts, merchant)) {
      this.insertTopicText.run(id, language, fill(title), content === null ? null : fill(content));
    }
  }
}
