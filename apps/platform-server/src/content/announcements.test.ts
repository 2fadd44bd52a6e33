import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { AnnouncementRepository } from './announcement-repository';
import { FIRST_DEPOSIT_JOIN_TERMS, RELOAD_JOIN_TERMS } from './seed/announcement-seed-data';

const server = useTestServer();

interface Notice { id: number; title: string; content: string; startDate: number; read: boolean }

async function announcements(query: string, headers: Record<string, string> = { merchant: 'aurora' }) {
  const response = await server.app.inject({ method: 'GET', url: `/wps/announcements${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    banners: { id: number; url: string; title: string; groupName: string; linkage: string | null; linkUrl: string | null }[];
    notices: Notice[];
    popups: { id: number; title: string; content: string; execution: string; promotionType: string | null }[];
    promotions: {
      id: number;
      title: string;
      category: string;
      promoAnnouncementCategoryIds: number[];
      announcementImages: { url: string; sequence: number }[];
      joinTerms: unknown;
    }[];
  };
}

const markRead = (headers: Record<string, string>, announcementId: number, read: unknown = true) =>
  server.app.inject({ method: 'POST', url: '/wps/announcements/read', headers, payload: { announcementId, read } });

const unreadCount = async (headers: Record<string, string>) => {
  const response = await server.app.inject({ method: 'GET', url: '/wps/announcements/unread', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.totalUnreadCount as number;
};

describe('GET /wps/announcements', () => {
  it('fills only the requested kinds', async () => {
    const banners = await announcements('?types=B');
    expect(banners.banners.length).toBeGreaterThan(0);
    expect([banners.notices, banners.popups, banners.promotions]).toEqual([[], [], []]);
    const two = await announcements('?types=PL,PU');
    expect(two.banners).toEqual([]);
    expect(two.promotions).toEqual([]);
    expect(two.notices.length).toBeGreaterThanOrEqual(3);
    expect(two.popups.length).toBeGreaterThanOrEqual(3);
    const all = await announcements('');
    expect([all.banners, all.notices, all.popups, all.promotions].every((list) => list.length > 0)).toBe(true);
  });

  it('refuses an unknown type with 400', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/announcements?types=B,XX', headers: { merchant: 'aurora' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('BAD_REQUEST');
  });

  it('has two to four banners in every group, and filters by group', async () => {
    const groups = ['m_newgame', 'm_home', 'm_youtube', 'm_recommend', 'm_vip', 'm_local'];
    for (const group of groups) {
      const { banners } = await announcements(`?types=B&groupName=${group}`);
      expect(banners.length, group).toBeGreaterThanOrEqual(2);
      expect(banners.length, group).toBeLessThanOrEqual(4);
      expect(banners.every((banner) => banner.groupName === group)).toBe(true);
      expect(banners.every((banner) => banner.url.startsWith('/cdn/content/aurora/'))).toBe(true);
    }
  });

  it('gives video banners a watch link and no in-app path', async () => {
    const { banners } = await announcements('?types=B&groupName=m_youtube');
    for (const banner of banners) {
      expect(banner.linkage).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      expect(banner.linkUrl).toBeNull();
    }
    const { banners: home } = await announcements('?types=B&groupName=m_home');
    expect(home.every((banner) => banner.linkage === null && banner.linkUrl?.startsWith('/m/'))).toBe(true);
  });

  it('filters banners by linkage type', async () => {
    const { banners } = await announcements('?types=B&linkageType=G');
    expect(banners.length).toBeGreaterThan(0);
    expect(new Set(banners.map((banner) => banner.groupName))).toEqual(new Set(['m_newgame', 'm_local']));
  });

  it('lists popups for members (A), guests (B) and first logins (F) with a link and a CDN picture', async () => {
    const { popups } = await announcements('?types=PU');
    expect(new Set(popups.map((popup) => popup.execution))).toEqual(new Set(['A', 'B', 'F']));
    for (const popup of popups) {
      expect(popup.content).toMatch(/<a href="\/m\//);
      expect(popup.content).toContain(`<img src="/cdn/content/aurora/announcement-${popup.id}.png"`);
    }
  });

  it('lists promotions of every category with their pictures and category ids', async () => {
    const { promotions } = await announcements('?types=Promotion');
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(promotions.map((promotion) => promotion.category))).toEqual(
      new Set(['deposit_promo', 'live_promo', 'fish_promo', 'pvp_promo', 'rng_promo', 'sports_promo', 'lott_promo', 'other']),
    );
    for (const promotion of promotions) {
      expect(promotion.announcementImages.map((image) => image.sequence)).toEqual([1, 2]);
      expect(promotion.promoAnnouncementCategoryIds.length).toBeGreaterThan(0);
    }
  });

  it('gives every promotion its join terms: the two deposit ones of each brand with a reward centre have terms, the others null', async () => {
    const counts = server.db
      .prepare<[], { merchant_code: string; n: number }>(
        'SELECT a.merchant_code, count(*) AS n FROM promotion_join_terms t JOIN announcement a ON a.id = t.announcement_id GROUP BY a.merchant_code ORDER BY 1',
      )
      .all();
    // ember and onyx run no reward centre (where the bonus is claimed); lumen (under maintenance) has no promotions at all.
    expect(counts).toEqual(['aurora', 'jade'].map((merchant_code) => ({ merchant_code, n: 2 })));
    const { promotions: ember } = await announcements('?types=Promotion', { merchant: 'ember' });
    expect(ember.every((promotion) => promotion.joinTerms === null)).toBe(true);
    for (const merchant of ['aurora', 'jade']) {
      const { promotions } = await announcements('?types=Promotion', { merchant });
      const terms = promotions.filter((promotion) => promotion.joinTerms !== null).map((promotion) => [promotion.title, promotion.joinTerms]);
      expect(terms, merchant).toEqual([
        ['100% First Deposit Bonus', FIRST_DEPOSIT_JOIN_TERMS],
        ['20% Reload Bonus', RELOAD_JOIN_TERMS],
      ]);
      expect(promotions.every((promotion) => promotion.joinTerms === null || promotion.category === 'deposit_promo')).toBe(true);
    }
    expect(FIRST_DEPOSIT_JOIN_TERMS).toEqual({ currency: 'PHP', bonusPercent: 100, maxBonusMinor: 500_000, minDepositMinor: 10_000, firstDepositOnly: true });
    expect(RELOAD_JOIN_TERMS).toEqual({ currency: 'PHP', bonusPercent: 20, maxBonusMinor: 100_000, minDepositMinor: 50_000, firstDepositOnly: false });
  });

  it('lists only current notices, newest first', async () => {
    const { notices } = await announcements('?types=PL');
    const titles = notices.map((notice) => notice.title);
    expect(titles).not.toContain('Holiday deposit hours (ended)');
    expect(titles).not.toContain('Coming soon');
    const dates = notices.map((notice) => notice.startDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers in the asked language, keeping the markup and links of English', async () => {
    const english = await announcements('?types=PL');
    const tagalog = await announcements('?types=PL', { merchant: 'aurora', language: 'TY' });
    const chinese = await announcements('?types=PL', { merchant: 'aurora', language: 'CN' });
    const maya = (list: Notice[]) => list.find((notice) => notice.content.includes('Maya'));
    expect(maya(english.notices)?.title).toBe('New deposit channel: Maya');
    expect(maya(tagalog.notices)?.title).toBe('Bagong paraan ng deposito: Maya');
    expect(maya(tagalog.notices)?.content).toContain('Pumunta sa <a href="/m/voucherCenter">Deposito</a>');
    expect(maya(chinese.notices)?.title).toBe('新增存款渠道：Maya');
    expect(maya(chinese.notices)?.content).toContain('<a href="/m/voucherCenter">存款</a>');
    expect(chinese.notices.map((n) => n.id)).toEqual(english.notices.map((n) => n.id));
    expect(chinese.notices.every((n, i) => n.title !== english.notices[i]?.title)).toBe(true);
  });

  it('falls back to English per text where a language has none (a minimal merchant has English only)', () => {
    const repository = new AnnouncementRepository(server.db);
    const list = (language: string) => repository.list({ merchant: 'lumen', kind: 'notice', language, now: server.app.platform.now(), memberId: null });
    const [english] = list('EN');
    expect(english?.title).toBe('Scheduled maintenance');
    expect(list('VI')[0]).toMatchObject({ title: english?.title, content: english?.content });
    server.db.prepare("INSERT INTO announcement_text (announcement_id, language, title, content) VALUES (?, 'TY', 'Nakatakdang maintenance', NULL)").run(english?.id);
    expect(list('TY')[0]).toMatchObject({ title: 'Nakatakdang maintenance', content: english?.content });
  });

  it('keeps each merchant to its own announcements', async () => {
    const aurora = await announcements('?types=B,PL');
    const jade = await announcements('?types=B,PL', { merchant: 'jade' });
    const auroraIds = new Set([...aurora.banners, ...aurora.notices].map((item) => item.id));
    expect([...jade.banners, ...jade.notices].some((item) => auroraIds.has(item.id))).toBe(false);
    expect(jade.banners.every((banner) => banner.url.startsWith('/cdn/content/jade/'))).toBe(true);
  });
});

describe('read markers', () => {
  it('marks a notice read for that member only; unread counts follow; marking again changes nothing', async () => {
    const demo = authHeaders(server, 'demo');
    const agent = authHeaders(server, 'agent01');
    const { notices } = await announcements('?types=PL', demo);
    expect(notices.every((notice) => !notice.read)).toBe(true);
    const before = await unreadCount(demo);
    expect(before).toBe(notices.length);
    const target = notices[1] as Notice;

    expect((await markRead(demo, target.id)).json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    expect(await unreadCount(demo)).toBe(before - 1);
    expect((await markRead(demo, target.id)).statusCode).toBe(200);
    expect(await unreadCount(demo)).toBe(before - 1);

    const mine = await announcements('?types=PL', demo);
    expect(mine.notices.find((notice) => notice.id === target.id)?.read).toBe(true);
    expect(mine.notices.filter((notice) => notice.read)).toHaveLength(1);
    const theirs = await announcements('?types=PL', agent);
    expect(theirs.notices.some((notice) => notice.read)).toBe(false);
    expect(await unreadCount(agent)).toBe(before);
    const guest = await announcements('?types=PL');
    expect(guest.notices.some((notice) => notice.read)).toBe(false);
  });

  it('lets a trial account mark announcements read', async () => {
    const trial = trialHeaders(server);
    const { notices } = await announcements('?types=PL', trial);
    expect((await markRead(trial, (notices[0] as Notice).id)).statusCode).toBe(200);
    expect(await unreadCount(trial)).toBe(notices.length - 1);
  });

  it('answers 404 for an unknown id or another merchant’s announcement', async () => {
    const demo = authHeaders(server, 'demo');
    const missing = await markRead(demo, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('NOT_FOUND');
    const jade = await announcements('?types=PL', { merchant: 'jade' });
    const foreign = await markRead(demo, (jade.notices[0] as Notice).id);
    expect(foreign.statusCode).toBe(404);
  });

  it('needs a session (none is NOT_LOGGED_IN, a token that ended is SESSION_EXPIRED), and read: true', async () => {
    const guest = await markRead({ merchant: 'aurora' }, 1);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('NOT_LOGGED_IN');
    const ended = { merchant: 'aurora', authorization: 'x'.repeat(40) };
    expect((await markRead(ended, 1)).json().errorCode).toBe('SESSION_EXPIRED');
    const unread = await server.app.inject({ method: 'GET', url: '/wps/announcements/unread', headers: ended });
    expect(unread.statusCode).toBe(401);
    expect((await markRead(authHeaders(server, 'demo'), 1, false)).statusCode).toBe(400);
  });
});

describe('GET /wps/announcements/notices', () => {
  it('gives guests every notice unread', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/announcements/notices', headers: { merchant: 'ember' } });
    const value = response.json().value as { notices: Notice[]; unreadCount: number };
    expect(value.notices.length).toBeGreaterThanOrEqual(3);
    expect(value.unreadCount).toBe(value.notices.length);
  });

  it('gives a member their read flags and unread count', async () => {
    const demo = authHeaders(server, 'demo', 'ember');
    const first = (await server.app.inject({ method: 'GET', url: '/wps/announcements/notices', headers: demo })).json().value;
    await markRead(demo, first.notices[0].id);
    const after = (await server.app.inject({ method: 'GET', url: '/wps/announcements/notices', headers: demo })).json().value;
    expect(after.unreadCount).toBe(first.unreadCount - 1);
    expect(after.notices[0].read).toBe(true);
  });
});
