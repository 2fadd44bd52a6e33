import type { Db } from '../db/open-database';

/** A help topic or sub-topic with its texts in the asked language (English where missing). */
export interface HelpTopicRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly tag: string | null;
  readonly title: string;
  readonly content: string;
}

/** A VIP level with its benefits (JSON array) in the asked language or English. */
export interface VipLevelRow {
  readonly level: number;
  readonly deposit_requirement_minor: number;
  readonly turnover_requirement_minor: number;
  readonly benefits: string;
}

/** The About Us page in one language. */
export interface AboutPageRow {
  readonly title: string;
  readonly paragraphs: string;
  readonly caption: string;
}

/** Named parameters of the per-language reads. */
interface Languaged {
  merchant: string;
  language: string;
}

/** Reads the help centre, VIP levels, About Us, popular searches and the member facts VIP progress needs. */
export class PageRepository {
  private readonly topics;
  private readonly levels;
  private readonly about;
  private readonly terms;
  private readonly member;
  private readonly deposits;

  constructor(db: Db) {
    this.topics = db.prepare<Languaged, HelpTopicRow>(
      `SELECT h.id, h.parent_id, h.tag, COALESCE(t.title, en.title) AS title, COALESCE(t.content, en.content) AS content
       FROM help_topic h
       JOIN help_topic_text en ON en.topic_id = h.id AND en.language = 'EN'
       LEFT JOIN help_topic_text t ON t.topic_id = h.id AND t.language = @language
       WHERE h.merchant_code = @merchant ORDER BY h.sort_order, h.id`,
    );
    this.levels = db.prepare<Languaged, VipLevelRow>(
      `SELECT v.level, v.deposit_requirement_minor, v.turnover_requirement_minor, COALESCE(t.benefits, en.benefits, '[]') AS benefits
       FROM vip_level v
       LEFT JOIN vip_level_text en ON en.merchant_code = v.merchant_code AND en.level = v.level AND en.language = 'EN'
       LEFT JOIN vip_level_text t ON t.merchant_code = v.merchant_code AND t.level = v.level AND t.language = @language
       WHERE v.merchant_code = @merchant ORDER BY v.level`,
    );
    this.about = db.prepare<Languaged, AboutPageRow>(
      `SELECT title, paragraphs, caption FROM about_page WHERE merchant_code = @merchant AND language IN (@language, 'EN')
       ORDER BY language = @language DESC LIMIT 1`,
    );
    this.terms = db.prepare<[string], { term: string; gameCategory: string }>(
      'SELECT term, game_category AS gameCategory FROM popular_search_term WHERE merchant_code = ? ORDER BY sort_order, term',
    );
    this.member = db.prepare<[number, string], { vip_level: number; currency: string }>(
      'SELECT vip_level, currency FROM member WHERE id = ? AND merchant_code = ?',
    );
    this.deposits = db.prepare<[number], { total: number | null }>(
      "SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND kind = 'deposit'",
    );
  }

  /** The merchant's help topics and sub-topics, each level in order. */
  helpTopics(merchant: string, language: string): HelpTopicRow[] {
    return this.topics.all({ merchant, language });
  }

  /** The merchant's VIP levels, lowest first. */
  vipLevels(merchant: string, language: string): VipLevelRow[] {
    return this.levels.all({ merchant, language });
  }

  /** The About Us page in the language, else English, else null. */
  aboutPage(merchant: string, language: string): AboutPageRow | null {
    return this.about.get({ merchant, language }) ?? null;
  }

  /** Popular game searches in order. */
  popularTerms(merchant: string): { term: string; gameCategory: string }[] {
    return this.terms.all(merchant);
  }

  /** A member's VIP level and currency (of this merchant only), or null. */
  memberVip(memberId: number, merchant: string): { vipLevel: number; currency: string } | null {
    const row = this.member.get(memberId, merchant);
    return row ? { vipLevel: row.vip_level, currency: row.currency } : null;
  }

  /** The sum of a member's deposits in minor units (0 without any). */
  depositTotal(memberId: number): number {
    return this.deposits.get(memberId)?.total ?? 0;
  }
}
