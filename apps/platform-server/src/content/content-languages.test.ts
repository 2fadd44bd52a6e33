import { describe, expect, it } from 'vitest';
import { welcomeMessageOf } from '../accounts/welcome-message';
import { useTestServer } from '../testing/test-db';
import { SEED_LANGUAGES } from './seed/seed-texts';

const server = useTestServer();

async function value(url: string, headers: Record<string, string>) {
  const response = await server.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

interface Titled { title: string; content: string }

describe('content in every language', () => {
  it('gives a Vietnamese brand its promotions, help topics, events, About Us and VIP benefits in Vietnamese', async () => {
    const vi = { merchant: 'jade', language: 'VI' };
    const en = { merchant: 'jade', language: 'EN' };
    const promotions = (headers: Record<string, string>) =>
      value('/wps/announcements?types=Promotion&platform=M', headers).then((v) => v.promotions as Titled[]);
    const [viPromotions, enPromotions] = [await promotions(vi), await promotions(en)];
    expect(viPromotions[0]?.title).toBe('Thưởng 100% lần nạp đầu');
    expect(viPromotions[0]?.content).toContain('<a href="/m/voucherCenter">Nạp tiền ngay</a>');
    expect(viPromotions[0]?.content).toContain('₱5,000');
    expect(viPromotions.map((p) => p.title)).not.toContain(enPromotions[0]?.title);

    const help = await value('/wps/system/helpCenter?device=MOBILE&tag=faq', vi);
    expect(help[0].title).toBe('Câu hỏi thường gặp');
    expect(help[0].children[0]).toMatchObject({ title: 'Làm sao để đăng ký?' });
    expect(help[0].children[0].content).toContain('<a href="/m/register">Đăng ký</a>');

    const events = await value('/wps/content/events', vi);
    expect(events.items.map((e: Titled) => e.title)).toEqual(['Giải đấu lớn Tongits', 'Rút thăm may mắn mỗi ngày', 'Đêm Live Casino']);

    const about = await value('/wps/content/aboutUs', vi);
    expect(about.title).toBe('Về Jade Lotto');
    expect(about.paragraphs[0]).toMatch(/^Jade Lotto mang đến slot/);
    expect(about.photos[0].caption).toBe('Đội ngũ Jade Lotto tại studio ở Manila');

    const vip = await value('/wps/content/vip', vi);
    expect(vip.levels[2].benefits).toEqual(['Hoàn trả 0,8% mỗi ngày', 'Thưởng sinh nhật ₱1,000', 'Ưu tiên rút tiền']);
  });

  it('gives Chinese, Thai and Portuguese too, with the site name filled in', async () => {
    const news = (merchant: string, language: string) => value('/wps/content/lobbyNews', { merchant, language }).then((v) => v.news[1].text);
    expect(await news('aurora', 'CN')).toBe('Aurora Play每周五上线全新JILI老虎机。');
    expect(await news('jade', 'TH')).toBe('สล็อต JILI ใหม่ทุกวันศุกร์ที่ Jade Lotto');
    expect(await news('ember', 'PT')).toBe('Novos slots JILI toda sexta-feira no Ember Casino.');
    const popups = await value('/wps/announcements?types=PU&platform=M', { merchant: 'aurora', language: 'CN' });
    const guest = popups.popups.find((p: { execution: string }) => p.execution === 'B');
    expect(guest.title).toBe('立即加入Aurora Play');
    expect(guest.content).toMatch(/^<p><img src="\/cdn\/content\/aurora\/announcement-\d+\.png"/);
  });

  it('seeds every language for full merchants and English only for a minimal one', () => {
    const languagesOf = (sql: string, merchant: string) =>
      server.db.prepare<[string], { language: string }>(sql).all(merchant).map((row) => row.language).sort();
    const tables = [
      'SELECT DISTINCT t.language FROM announcement_text t JOIN announcement a ON a.id = t.announcement_id WHERE a.merchant_code = ?',
      'SELECT DISTINCT t.language FROM help_topic_text t JOIN help_topic h ON h.id = t.topic_id WHERE h.merchant_code = ?',
      'SELECT DISTINCT language FROM about_page WHERE merchant_code = ?',
    ];
    for (const sql of tables) {
      for (const merchant of ['aurora', 'jade', 'ember', 'onyx']) expect(languagesOf(sql, merchant)).toEqual([...SEED_LANGUAGES].sort());
      expect(languagesOf(sql, 'lumen')).toEqual(['EN']);
    }
    expect(languagesOf('SELECT DISTINCT language FROM vip_level_text WHERE merchant_code = ?', 'jade')).toEqual([...SEED_LANGUAGES].sort());
  });

  it('welcomes a new member in every language, with the links of English', () => {
    const links = (html: string) => html.match(/<a href="[^"]+">/g);
    const english = welcomeMessageOf('Jade Lotto', 'EN');
    for (const language of SEED_LANGUAGES.filter((code) => code !== 'EN')) {
      const message = welcomeMessageOf('Jade Lotto', language);
      expect(message.title, language).toContain('Jade Lotto');
      expect(message.title, language).not.toBe(english.title);
      expect(links(message.html), language).toEqual(links(english.html));
    }
    expect(welcomeMessageOf('Jade Lotto', 'VI').title).toBe('Chào mừng bạn đến với Jade Lotto!');
  });
});
