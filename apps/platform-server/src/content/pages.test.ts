import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { PageRepository } from './page-repository';

const server = useTestServer();

async function value(url: string, headers: Record<string, string> = { merchant: 'aurora' }) {
  const response = await server.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

describe('GET /wps/system/setting', () => {
  it('gives the consolidated settings, differing per merchant, all on the platform’s own host', async () => {
    const aurora = await value('/wps/system/setting');
    const jade = await value('/wps/system/setting', { merchant: 'jade' });
    expect(aurora.imageCDNs).toEqual(['/cdn']);
    expect(aurora.templates).toEqual({ mem_cen: '1', dep_func: '0' });
    expect(jade.templates).toEqual({ mem_cen: '0', dep_func: '1' });
    expect(aurora.personalPromos).toEqual({ MISSION: { enabled: true }, LOGIN: { enabled: true } });
    expect(jade.personalPromos.MISSION.enabled).toBe(false);
    expect(aurora.resources.map((r: { resourceType: string }) => r.resourceType).sort()).toEqual(
      ['Android', 'AppDownloadIcon', 'FACEBOOK', 'FACEBOOK1', 'IOS', 'MOBILECONFIG', 'TELEGRAM', 'TIKTOK'],
    );
    expect(Object.keys(aurora.links).sort()).toEqual(['DISCORD', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'TELEGRAM', 'YOUTUBE']);
    expect(jade.links.INSTAGRAM).toBeUndefined();
    expect(aurora.mainDomain).toBe('aurora.localhost');
    expect(aurora.copyrightYear).toBe(2024);
    expect(aurora.customerService.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'WHATSAPP']);
    const urls = [
      ...aurora.resources.map((r: { url: string }) => r.url),
      ...aurora.customerService.map((c: { path: string }) => c.path),
      ...Object.values(aurora.links as Record<string, { url: string }>).map((l) => l.url),
      ...aurora.paymentLogos.map((p: { imageUrl: string }) => p.imageUrl),
      ...aurora.providerLogos.map((p: { imageUrl: string }) => p.imageUrl),
    ];
    expect(urls.every((url: string) => url.startsWith('/cdn/'))).toBe(true);
  });

  it('takes provider logos from the vendors of the game catalogue', async () => {
    const { providerLogos } = await value('/wps/system/setting');
    const vendors = new Set(server.db.prepare<[], { code: string }>('SELECT code FROM game_vendor').all().map((v) => v.code));
    expect(providerLogos.length).toBeGreaterThan(5);
    for (const logo of providerLogos) {
      expect(vendors.has(logo.vendorCode)).toBe(true);
      expect(logo.imageUrl).toBe(`/cdn/TCG_PROD_IMAGES/B2C/vendor/${logo.vendorCode}_COLOR.png`);
    }
  });

  it('answers during maintenance (a system call) with the minimal settings', async () => {
    const lumen = await value('/wps/system/setting', { merchant: 'lumen' });
    expect(lumen.vipEnabled).toBe(false);
    expect(lumen.links).toEqual({});
  });
});

describe('service links and domain routes', () => {
  it('lists the customer-service entries for gateway 3, and refuses a missing type', async () => {
    expect(await value('/wps/system/service?type=3', { merchant: 'ember' })).toEqual([{ csType: 'WHATSAPP', path: '/cdn/social/whatsapp.html' }]);
    const missing = await server.app.inject({ method: 'GET', url: '/wps/system/service', headers: { merchant: 'ember' } });
    expect(missing.statusCode).toBe(400);
  });

  it('gives the merchant’s host names', async () => {
    expect(await value('/wps/system/domainRoute', { merchant: 'jade' })).toEqual({
      mainDomain: 'jade.localhost',
      routes: [{ hostname: 'jade.localhost', merchantCode: 'jade' }],
    });
  });
});

describe('GET /wps/system/helpCenter', () => {
  const help = (query: string, headers?: Record<string, string>) => value(`/wps/system/helpCenter?device=MOBILE${query}`, headers);

  it('lists tagged topics with sub-topics', async () => {
    const topics = await help('');
    const tags = topics.map((t: { tag: string }) => t.tag);
    expect(tags).toEqual(expect.arrayContaining(['terms', 'privacy', 'faq']));
    for (const topic of topics) expect(topic.children.length).toBeGreaterThanOrEqual(2);
    const privacy = topics.find((t: { tag: string }) => t.tag === 'privacy');
    expect(privacy.children.map((c: { title: string }) => c.title)).toEqual(
      ['Introduction', 'Purpose', 'Access', 'Confidentiality', 'Recipient', 'Monitor', 'Agree to policy'],
    );
  });

  it('keeps the topics of a tag, ignoring case; an unknown tag gives none', async () => {
    const faq = await help('&tag=FAQ');
    expect(faq).toHaveLength(1);
    expect(faq[0].tag).toBe('faq');
    expect(await help('&tag=nothing')).toEqual([]);
  });

  it('answers in lang, else the Language header', async () => {
    const english = await help('&tag=terms');
    const tagalog = await help('&tag=terms&lang=TY');
    expect(tagalog[0].title).toBe('Mga Tuntunin ng Paggamit');
    expect(tagalog[0].children[0].title).toBe('Sino ang Maaaring Sumali');
    expect(tagalog[0].children[0].content).toContain('<strong>18 taong gulang pataas</strong>');
    expect((await help('&tag=terms', { merchant: 'aurora', language: 'TY' }))[0].title).toBe('Mga Tuntunin ng Paggamit');
    expect((await help('&tag=terms&lang=VI', { merchant: 'aurora', language: 'TY' }))[0].title).toBe('Điều khoản sử dụng');
    expect((await help('&tag=terms', { merchant: 'aurora', language: 'EN' }))[0]).toEqual(english[0]);
  });

  it('falls back to English where a merchant has no text in the language (a minimal merchant has English only)', () => {
    const pages = new PageRepository(server.db);
    expect(pages.helpTopics('lumen', 'PT')).toEqual(pages.helpTopics('lumen', 'EN'));
    expect(pages.helpTopics('lumen', 'EN')[0]?.title).toBe('Terms of Use');
    expect(pages.aboutPage('lumen', 'CN')?.title).toBe('About Lumen Bingo');
  });
});

describe('home content', () => {
  it('suggests featured promotions with pictures and popular searches', async () => {
    const populars = await value('/wps/content/populars');
    expect(populars.promotions.length).toBe(3);
    for (const promotion of populars.promotions) expect(promotion.imageUrl).toMatch(/^\/cdn\/content\/aurora\/announcement-\d+-1\.png$/);
    expect(populars.searchTerms[0]).toEqual({ term: 'Fortune Gems', gameCategory: 'RNG' });
  });

  it('gives lobby news newest first, in the asked language', async () => {
    const { news } = await value('/wps/content/lobbyNews');
    expect(news.length).toBe(4);
    const dates = news.map((n: { startDate: number }) => n.startDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(news[1].text).toBe('New JILI slots every Friday at Aurora Play.');
    const tagalog = await value('/wps/content/lobbyNews', { merchant: 'aurora', language: 'TY' });
    expect(tagalog.news[1].text).toBe('Bagong JILI slots tuwing Biyernes sa Aurora Play.');
  });

  it('gives About Us with a captioned photo and five more', async () => {
    const about = await value('/wps/content/aboutUs', { merchant: 'jade', language: 'TY' });
    expect(about.title).toBe('Tungkol sa Jade Lotto');
    expect(about.paragraphs.length).toBe(3);
    expect(about.photos).toHaveLength(6);
    expect(about.photos[0].caption).toContain('Jade Lotto');
    expect(about.photos.slice(1).every((p: { caption: null }) => p.caption === null)).toBe(true);
  });
});

describe('GET /wps/content/events', () => {
  it('gives the three events with their pictures and links, in the asked language or else English', async () => {
    const tagalog = await value('/wps/content/events', { merchant: 'aurora', language: 'TY' });
    expect(tagalog.items).toHaveLength(3);
    expect(tagalog.items[1]).toMatchObject({ title: 'Araw-araw na Lucky Draw', link: '/m/activity/signIn', imageUrl: '/cdn/events/aurora/event-2.png' });
    const thai = await value('/wps/content/events', { merchant: 'jade', language: 'TH' });
    expect(thai.items[0]).toMatchObject({ title: 'Tongits แกรนด์ทัวร์นาเมนต์', link: '/m/activity?category=pvp_promo' });
    expect(thai.items[0].description).toContain('₱100,000');
    expect(thai.items[0].imageUrl).toBe('/cdn/events/jade/event-1.png');
    expect((await value('/wps/content/events', { merchant: 'jade', language: 'EN' })).items[0].title).toBe('Tongits Grand Tournament');
    const picture = await server.app.inject({ method: 'GET', url: thai.items[0].imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect((await server.app.inject({ method: 'GET', url: '/cdn/events/jade/event-4.png' })).statusCode).toBe(404);
  });
});

describe('GET /wps/content/vip', () => {
  it('lists five levels to guests, without progress', async () => {
    const vip = await value('/wps/content/vip');
    expect(vip.levels.map((l: { labelName: string }) => l.labelName)).toEqual(['VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5']);
    expect(vip.levels[0]).toMatchObject({ depositRequirementMinor: 100_000, iconUrl: '/cdn/vip/vip-1.png' });
    expect(vip.member).toBeNull();
  });

  it('measures a member’s progress from their deposits in the ledger, never another member’s', async () => {
    const platform = server.app.platform;
    const memberId = Number(
      server.db
        .prepare("INSERT INTO member (merchant_code, username, password_hash, type, nickname, created_at) VALUES ('ember', 'vipfan', 'x', 0, NULL, 0)")
        .run().lastInsertRowid,
    );
    const headers = { merchant: 'ember', authorization: platform.sessions.create(memberId, platform.now(), { trial: false }).token };
    expect((await value('/wps/content/vip', headers)).member).toMatchObject({ hasVip: false, vipLabelName: 'VIP 0', vipProgress: 0, depositTotalMinor: 0 });
    platform.ledger.post({ memberId, wallet: 'cash', amountMinor: 50_000, kind: 'deposit', reference: 'test:vip', at: 1 });
    platform.ledger.post({ memberId, wallet: 'cash', amountMinor: 20_000, kind: 'bonus', reference: 'test:bonus', at: 1 });
    expect((await value('/wps/content/vip', headers)).member).toMatchObject({ vipProgress: 50, depositTotalMinor: 50_000 });
    server.db.prepare('UPDATE member SET vip_level = 1 WHERE id = ?').run(memberId);
    platform.ledger.post({ memberId, wallet: 'cash', amountMinor: 500_000, kind: 'deposit', reference: 'test:vip2', at: 2 });
    const vip1 = (await value('/wps/content/vip', headers)).member;
    expect(vip1).toMatchObject({ hasVip: true, vipLabelName: 'VIP 1', showVipBenefit: true, vipProgress: 50, nextLevelDepositMinor: 1_000_000 });
    const other = (await value('/wps/content/vip', authHeaders(server, 'agent01', 'ember'))).member;
    expect(other.vipLabelName).toBe('VIP 0');
    expect(other.depositTotalMinor).not.toBe(550_000);
  });

  it('gives a trial account its (empty) progress', async () => {
    expect((await value('/wps/content/vip', trialHeaders(server))).member).toMatchObject({ hasVip: false, vipProgress: 0 });
  });

  it('lists nothing when the merchant has VIP off', async () => {
    server.db.prepare("UPDATE content_setting SET vip_enabled = 0 WHERE merchant_code = 'jade'").run();
    expect(await value('/wps/content/vip', authHeaders(server, 'demo', 'jade'))).toEqual({ levels: [], currency: 'PHP', member: null });
  });
});
