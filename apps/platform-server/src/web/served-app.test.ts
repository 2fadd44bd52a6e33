import { bootPartsOf } from '@gp/api-client';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, platformContract } from '../app';
import { bootDataOf } from '../testing/boot-data';
import { createSeededTestDb } from '../testing/test-db';

let dist: string;
const APP_SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      '../../themes/jade/brand.json': { file: 'assets/brand-jade.js' },
      '../../themes/jade/logo.svg?url': { file: 'assets/logo-jade.js' },
      '../../themes/aurora/brand.json': { file: 'assets/brand-aurora.js' },
      '../../libs/i18n/src/compiled/en.json': { file: 'assets/en.js' },
      '../../libs/i18n/src/compiled/tl.json': { file: 'assets/tl.js' },
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared-entry.js'] },
      '_shared-entry.js': { file: 'assets/shared-entry.js' },
      '_shared-grid.js': { file: 'assets/shared-grid.js', imports: ['_shared-entry.js'] },
      'src/pages/games/game-centre-page.tsx': { file: 'assets/game-centre.js', imports: ['_shared-grid.js', '_shared-entry.js'] },
      'src/pages/home/home-page.tsx': { file: 'assets/home.js', imports: ['_shared-entry.js'] },
    }),
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1.js'), APP_SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(APP_SCRIPT));
  writeFileSync(
    join(dist, '.vite', 'route-pages.json'),
    JSON.stringify({ gameCenter: 'src/pages/games/game-centre-page.tsx', home: 'src/pages/home/home-page.tsx' }),
  );
  app = await buildApp({ db: await createSeededTestDb(), defaultMerchant: 'aurora', development: true, appDistDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

// As `npm start` and the e2e runs serve it: the built app beside the API.
describe('failures of the API while the built app is served', () => {
  it('keep the envelope for a merchant under maintenance', async () => {
    const response = await app.inject({ url: '/wps/game/vassgameType', headers: { merchant: 'lumen' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'MAINTENANCE' });
  });

  it('keep the envelope for a missing session and for an unknown call', async () => {
    const guest = await app.inject({ url: '/wps/member/info', headers: { merchant: 'aurora' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'NOT_LOGGED_IN' });
    const unknown = await app.inject({ url: '/wps/no/such/call', headers: { merchant: 'aurora' } });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('still serve the app', async () => {
    expect((await app.inject('/m/assets/app-1.js')).statusCode).toBe(200);
    expect((await app.inject('/m/')).body).toContain('id="root"');
  });
});

describe('index.html of a visit', () => {
  it('carries the status, whitelabel, settings and catalogue outline of the host merchant, as the API would answer them', async () => {
    const html = (await app.inject({ url: '/m/gameCenter', headers: { host: 'jade.localhost:8080' } })).body;
    const boot = bootDataOf(html);
    const answer = async (url: string) => (await app.inject({ url, headers: { host: 'jade.localhost:8080' } })).json().value;
    expect({ status: boot.status, whitelabel: boot.whitelabel, settings: boot.settings, catalogue: boot.catalogue }).toEqual({
      status: await answer('/wps/system/status'),
      whitelabel: await answer('/wps/system/whitelabel'),
      settings: await answer('/wps/system/setting'),
      catalogue: { language: 'EN', vendorTypes: await answer('/wps/game/vassgameType?typeId=1') },
    });
    expect((await answer('/wps/game/vassgameType?typeId=1')).sorting.length).toBeGreaterThan(0);
  });

  it("keeps the contract's BootData schema, and the app's check of it keeps every part", async () => {
    const contract = await platformContract();
    for (const url of ['/m/', '/m/gameCenter', '/m/feedback']) {
      const boot = bootDataOf((await app.inject({ url, headers: { host: 'jade.localhost:8080' } })).body);
      expect(contract.checkComponent('BootData', boot), url).toEqual([]);
      expect(bootPartsOf(boot), url).toEqual(boot);
    }
  });

  it('preloads the brand pack, its logo and the catalogues of the merchant language', async () => {
    const html = (await app.inject({ url: '/m/', headers: { host: 'jade.localhost:8080' } })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/assets/brand-jade.js">');
    expect(html).toContain('href="/m/assets/logo-jade.js"');
    expect(html).toContain('href="/m/assets/en.js"');
    expect(html).not.toContain('brand-aurora');
  });

  it("preloads the screen's chunks that the entry script does not already bring", async () => {
    const html = (await app.inject({ url: '/m/gameCenter?type=LIVE', headers: { host: 'jade.localhost:8080' } })).body;
    expect(html).toContain('href="/m/assets/game-centre.js"');
    expect(html).toContain('href="/m/assets/shared-grid.js"');
    expect(html).not.toContain('shared-entry.js');
    expect(html).not.toContain('home.js');
  });

  it("preloads home's chunk and its first banner picture", async () => {
    const html = (await app.inject({ url: '/m/', headers: { host: 'jade.localhost:8080' } })).body;
    expect(html).toContain('href="/m/assets/home.js"');
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/cdn\/content\/jade\/[^"]+">/);
    const banners = (await app.inject({ url: '/wps/announcements?types=B&groupName=m_home', headers: { host: 'jade.localhost:8080' } })).json().value.banners;
    expect(html).toContain(`href="${banners[0].url}"`);
    const unknown = (await app.inject({ url: '/m/no/such/screen', headers: { host: 'jade.localhost:8080' } })).body;
    expect(unknown).toContain('as="image"');
  });

  it('carries the banners and notices of home and the game centre as a guest would be answered, and not those of other screens', async () => {
    const guestAnswer = (await app.inject({ url: '/wps/announcements?types=B,PL&platform=M', headers: { host: 'jade.localhost:8080' } })).json().value;
    for (const url of ['/m/', '/m/gameCenter?type=LIVE']) {
      const html = (await app.inject({ url, headers: { host: 'jade.localhost:8080' } })).body;
      const boot = bootDataOf(html);
      expect(boot.home).toEqual({ language: 'EN', banners: guestAnswer.banners, notices: guestAnswer.notices });
      expect(guestAnswer.banners.length).toBeGreaterThan(0);
      expect(html).toContain('as="image"');
    }
    const feedback = (await app.inject({ url: '/m/feedback', headers: { host: 'jade.localhost:8080' } })).body;
    expect(bootDataOf(feedback).home).toBeUndefined();
    expect(feedback).not.toContain('as="image"');
  });

  it('tells a maintenance merchant so at once', async () => {
    const boot = bootDataOf((await app.inject({ url: '/m/', headers: { host: 'lumen.localhost:8080' } })).body);
    expect(boot.status).toMatchObject({ merchantCode: 'lumen', maintenance: true });
  });

  it('names the default merchant for a host no merchant claims, as the API does', async () => {
    const boot = bootDataOf((await app.inject({ url: '/m/', headers: { host: 'nobody.example.com' } })).body);
    expect(boot.whitelabel).toMatchObject({ merchantCode: 'aurora' });
  });
});

describe('the built scripts', () => {
  it("go as the build's Brotli copy to a browser that accepts it, and plain otherwise", async () => {
    const brotli = await app.inject({ url: '/m/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);
    expect(brotli.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/m/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });
});
