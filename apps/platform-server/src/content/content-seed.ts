import type { Db } from '../db/open-database';
import { CDN_BASE, PAYMENT_METHODS } from './cdn-assets';
import { AnnouncementSeeder, type SeedMerchantFacts } from './seed/announcement-seeder';
import { SEED_ABOUT, SEED_POPULAR_TERMS, SEED_VIP_LEVELS } from './seed/page-seed-data';
import { seedLanguagesFor } from './seed/seed-texts';
import { DOWNLOAD_LABELS, downloadUrl, SEED_CONTENT_SETTINGS, SEED_COPYRIGHT_YEAR, type SeedContentSettings } from './seed/settings-seed-data';

function seedSettings(db: Db, settings: SeedContentSettings, mainDomain: string): void {
  db.prepare(
    `INSERT INTO content_setting (merchant_code, main_domain, template_mem_cen, template_dep_func, mission_promo_enabled,
       login_promo_enabled, referral_promo_enabled, app_window_enabled, vip_enabled, copyright_year)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    settings.merchant, mainDomain, settings.templates.memCen, settings.templates.depFunc, Number(settings.missionPromo),
    Number(settings.loginPromo), Number(settings.referralPromo), Number(settings.appWindow), Number(settings.vip), SEED_COPYRIGHT_YEAR,
  );
  const link = db.prepare('INSERT INTO content_download_link (merchant_code, resource_type, url, label_name_en, sort_order) VALUES (?, ?, ?, ?, ?)');
  settings.downloads.forEach((type, index) => link.run(settings.merchant, type, downloadUrl(settings.merchant, type), DOWNLOAD_LABELS[type], index));
  const service = db.prepare('INSERT INTO content_service_entry (merchant_code, cs_type, path, sort_order) VALUES (?, ?, ?, ?)');
  settings.service.forEach((type, index) => service.run(settings.merchant, type, `${CDN_BASE}/social/${type.toLowerCase()}.html`, index));
  const social = db.prepare('INSERT INTO content_social_link (merchant_code, network, url) VALUES (?, ?, ?)');
  for (const network of settings.social) social.run(settings.merchant, network, `${CDN_BASE}/social/${network.toLowerCase()}.html`);
  const payment = db.prepare('INSERT INTO content_payment_logo (merchant_code, name, image_url, sort_order) VALUES (?, ?, ?, ?)');
  settings.payments.forEach((slug, index) => payment.run(settings.merchant, PAYMENT_METHODS[slug] ?? slug, `${CDN_BASE}/payment/${slug}.png`, index));
}

function seedPages(db: Db, merchant: SeedMerchantFacts): void {
  const fill = (text: string) => text.replaceAll('{site}', merchant.siteName);
  const about = db.prepare('INSERT INTO about_page (merchant_code, language, title, paragraphs, caption) VALUES (?, ?, ?, ?, ?)');
  for (const language of seedLanguagesFor(merchant)) {
    const page = SEED_ABOUT[language];
    about.run(merchant.code, language, fill(page.title), JSON.stringify(page.paragraphs.map(fill)), fill(page.caption));
  }
  const term = db.prepare('INSERT INTO popular_search_term (merchant_code, term, game_category, sort_order) VALUES (?, ?, ?, ?)');
  SEED_POPULAR_TERMS.forEach(([text, category], index) => term.run(merchant.code, text, category, index));
  if (merchant.minimal) return;
  const level = db.prepare('INSERT INTO vip_level (merchant_code, level, deposit_requirement_minor, turnover_requirement_minor) VALUES (?, ?, ?, ?)');
  const text = db.prepare('INSERT INTO vip_level_text (merchant_code, level, language, benefits) VALUES (?, ?, ?, ?)');
  for (const vip of SEED_VIP_LEVELS) {
    level.run(merchant.code, vip.level, vip.depositMinor, vip.turnoverMinor);
    for (const language of seedLanguagesFor(merchant)) text.run(merchant.code, vip.level, language, JSON.stringify(vip.benefits[language]));
  }
}

/** Seeds the demo data of the content area (deterministic; runs once, after the merchants and demo accounts). */
export function seedContent(db: Db, now: number): void | Promise<void> {
  const merchants = db
    .prepare<[], { code: string; site_name: string; maintenance: number }>('SELECT code, site_name, maintenance FROM merchant ORDER BY rowid')
    .all();
  const seeder = new AnnouncementSeeder(db);
  const rewardCentre = db.prepare<[string], { enabled: number }>("SELECT enabled FROM merchant_feature WHERE merchant_code = ? AND mod_id = 'REWCEN3'");
  db.transaction(() => {
    for (const row of merchants) {
      const merchant: SeedMerchantFacts = { code: row.code, siteName: row.site_name, minimal: row.maintenance === 1, rewardCentre: rewardCentre.get(row.code)?.enabled === 1 };
      const settings = SEED_CONTENT_SETTINGS.find((s) => s.merchant === row.code);
      if (settings) seedSettings(db, settings, `${row.code}.localhost`);
      seeder.seedAnnouncements(merchant, now);
      seeder.seedHelpTopics(merchant);
      seedPages(db, merchant);
    }
  })();
}
