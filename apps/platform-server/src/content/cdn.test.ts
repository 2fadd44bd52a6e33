import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { xmlProblem } from './testing/xml-check';

const server = useTestServer();

const get = (url: string) => server.app.inject({ method: 'GET', url });

async function expectSvg(url: string): Promise<string> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(xmlProblem(response.body), url).toBeNull();
  return response.body;
}

async function settingsOf(merchant: string) {
  return (await server.app.inject({ method: 'GET', url: '/wps/system/setting', headers: { merchant } })).json().value;
}

describe('GET /cdn/*', () => {
  it('serves colour and white logos for every vendor of the catalogue at the path the app builds', async () => {
    const vendors = server.db.prepare<[], { code: string; display_name: string }>('SELECT code, display_name FROM game_vendor').all();
    expect(vendors.length).toBeGreaterThan(10);
    for (const vendor of vendors) {
      for (const tone of ['COLOR', 'WHITE']) {
        const body = await expectSvg(`/cdn/TCG_PROD_IMAGES/B2C/vendor/${vendor.code}_${tone}.png`);
        expect(body).toContain(`<title>${vendor.display_name}</title>`);
      }
    }
  });

  it('serves the app icon of every merchant', async () => {
    for (const merchant of ['aurora', 'jade', 'ember', 'lumen', 'onyx']) {
      await expectSvg(`/cdn/TCG_PROD_IMAGES/B2C/download/${merchant}/appIcon.png`);
    }
  });

  it('serves every picture the announcements name, at the size the app shows', async () => {
    const { banners, popups, promotions } = (
      await server.app.inject({ method: 'GET', url: '/wps/announcements', headers: { merchant: 'jade' } })
    ).json().value;
    for (const banner of banners) expect(await expectSvg(banner.url)).toContain('width="750" height="300"');
    for (const popup of popups) await expectSvg(/src="([^"]+)"/.exec(popup.content)?.[1] ?? 'missing');
    for (const promotion of promotions) for (const image of promotion.announcementImages) await expectSvg(image.url);
  });

  it('serves every address of the settings, VIP and About Us', async () => {
    const settings = await settingsOf('aurora');
    for (const logo of [...settings.paymentLogos, ...settings.providerLogos]) await expectSvg(logo.imageUrl);
    const vip = (await server.app.inject({ method: 'GET', url: '/wps/content/vip', headers: { merchant: 'aurora' } })).json().value;
    for (const level of vip.levels) await expectSvg(level.iconUrl);
    const about = (await server.app.inject({ method: 'GET', url: '/wps/content/aboutUs', headers: { merchant: 'aurora' } })).json().value;
    for (const photo of about.photos) await expectSvg(photo.url);
    const links = [
      ...settings.resources.map((r: { url: string }) => r.url),
      ...settings.customerService.map((c: { path: string }) => c.path),
      ...Object.values(settings.links as Record<string, { url: string }>).map((l) => l.url),
    ];
    for (const url of links) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('serves channel placeholders as self-contained pages under a strict CSP', async () => {
    const response = await get('/cdn/social/telegram.html');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toMatch(/https?:\/\//);
  });

  it('serves an iOS profile whose Web Clip opens the app on this host, and app placeholders as downloads', async () => {
    const profile = await server.app.inject({ method: 'GET', url: '/cdn/download/jade/jade.mobileconfig', headers: { host: 'jade.localhost:3000' } });
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(xmlProblem(profile.body.replace(/<!DOCTYPE[^>]*>/, ''))).toBeNull();
    expect(profile.body).toContain('<string>http://jade.localhost:3000/m/</string>');
    expect(profile.body).toContain('<string>Jade Lotto</string>');
    const apk = await get('/cdn/download/jade/jade.apk');
    expect(apk.headers['content-disposition']).toBe('attachment; filename="jade.apk"');
  });

  it('escapes text from the database in the pictures', async () => {
    const id = Number(
      server.db
        .prepare("INSERT INTO announcement (merchant_code, kind, group_name, image_url, sequence, start_date) VALUES ('aurora', 'banner', 'm_home', 'x', 99, 0)")
        .run().lastInsertRowid,
    );
    server.db.prepare("INSERT INTO announcement_text (announcement_id, language, title, content) VALUES (?, 'EN', ?, '')").run(id, '<script>alert(1)</script> & "win"');
    const body = await expectSvg(`/cdn/content/aurora/announcement-${id}.png`);
    expect(body).not.toContain('<script');
    expect(body).toContain('&lt;script&gt;');
  });

  it.each([
    '/cdn/TCG_PROD_IMAGES/B2C/vendor/NOPE_COLOR.png',
    '/cdn/TCG_PROD_IMAGES/B2C/vendor/JILI_BLUE.png',
    '/cdn/TCG_PROD_IMAGES/B2C/download/nobody/appIcon.png',
    '/cdn/content/jade/announcement-1.png',
    '/cdn/content/aurora/announcement-999999.png',
    '/cdn/payment/paypal.png',
    '/cdn/social/myspace.html',
    '/cdn/download/jade/aurora.apk',
    '/cdn/about/aurora/photo-7.png',
    '/cdn/',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('never serves a file outside the generated set', async () => {
    for (const url of ['/cdn/%2e%2e/package.json', '/cdn/../package.json', '/cdn/social/..%2fpackage.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
