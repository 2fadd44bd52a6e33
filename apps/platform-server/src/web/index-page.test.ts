import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootContentSource, type BootContent } from '../content/boot-content';
import type { Db } from '../db/open-database';
import { MerchantRepository } from '../merchants/merchant-repository';
import { bootDataOf } from '../testing/boot-data';
import { createSeededTestDb } from '../testing/test-db';
import { INDEX_PAGE_TTL_MS } from './index-page';
import { registerAppRoutes } from './serve-app';

let dist: string;
let db: Db;
let app: FastifyInstance;
let now = 1_700_000_000_000;
/** How often each brand's shared content was read, by merchant, language and what was read. */
const reads: string[] = [];

/** The boot content of the database, noting each read. */
function countedContent(content: BootContent): BootContent {
  return {
    homeContent: (merchant, language) => (reads.push(`home ${merchant} ${language}`), content.homeContent(merchant, language)),
    settings: (merchant) => (reads.push(`settings ${merchant}`), content.settings(merchant)),
    catalogue: (merchant, language) => (reads.push(`catalogue ${merchant} ${language}`), content.catalogue(merchant, language)),
  };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'index-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  db = await createSeededTestDb();
  app = Fastify();
  const content = countedContent(bootContentSource({ db, now: () => now }));
  await registerAppRoutes(app, dist, { merchants: new MerchantRepository(db), defaultMerchant: 'aurora', development: true, content, now: () => now });
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dist, { recursive: true, force: true });
});

const visit = async (host: string, url: string, remoteAddress = '10.0.0.1') => (await app.inject({ url, headers: { host }, remoteAddress })).body;

describe('index.html of many visits', () => {
  it("reads a brand's content once per language and screen, whoever asks", async () => {
    reads.length = 0;
    const pages = [];
    for (const address of ['10.0.0.1', '10.0.0.2', '192.0.2.7']) pages.push(await visit('jade.localhost', '/m/', address));
    await visit('jade.localhost', '/m/gameCenter?type=LIVE');
    await visit('jade.localhost', '/m/gameCenter?type=RNG');
    await visit('jade.localhost', '/m/feedback');
    await visit('aurora.localhost', '/m/');
    expect(reads.sort()).toEqual(
      [
        ...['home jade EN', 'settings jade', 'catalogue jade EN'],
        ...['home jade EN', 'settings jade', 'catalogue jade EN'],
        ...['settings jade', 'catalogue jade EN'],
        ...['home aurora EN', 'settings aurora', 'catalogue aurora EN'],
      ].sort(),
    );
    const withoutStatus = pages.map((page) => page.replace(JSON.stringify(bootDataOf(page).status), ''));
    expect(withoutStatus[1]).toEqual(withoutStatus[0]);
    expect(withoutStatus[2]).toEqual(withoutStatus[0]);
  });

  it("writes each client's own status: its address, and whether its region is refused", async () => {
    for (const [address, refused] of [['127.0.0.1', true], ['10.1.2.3', false], ['127.0.0.9', true]] as const) {
      const boot = bootDataOf(await visit('onyx.localhost', '/m/', address));
      expect(boot.status, address).toMatchObject({ merchantCode: 'onyx', regionRestriction: refused, location: { ip: address } });
    }
  });

  it('shows a change of the brand once the cached page has expired, not before', async () => {
    const before = bootDataOf(await visit('ember.localhost', '/m/feedback')).whitelabel.siteName;
    db.prepare("UPDATE merchant SET site_name = 'Ember Renamed' WHERE code = 'ember'").run();
    now += INDEX_PAGE_TTL_MS - 1;
    expect(bootDataOf(await visit('ember.localhost', '/m/feedback')).whitelabel.siteName).toBe(before);
    now += 1;
    expect(bootDataOf(await visit('ember.localhost', '/m/feedback')).whitelabel.siteName).toBe('Ember Renamed');
  });

  it('says at once when the brand goes into maintenance', async () => {
    expect(bootDataOf(await visit('aurora.localhost', '/m/feedback')).status.maintenance).toBe(false);
    db.prepare("UPDATE merchant SET maintenance = 1 WHERE code = 'aurora'").run();
    try {
      expect(bootDataOf(await visit('aurora.localhost', '/m/feedback')).status.maintenance).toBe(true);
    } finally {
      db.prepare("UPDATE merchant SET maintenance = 0 WHERE code = 'aurora'").run();
    }
  });

  it('answers a client that takes gzip with the same page compressed, its own status included', async () => {
    for (const address of ['127.0.0.1', '10.9.8.7']) {
      const plain = await app.inject({ url: '/m/gameCenter', headers: { host: 'onyx.localhost' }, remoteAddress: address });
      const zipped = await app.inject({ url: '/m/gameCenter', headers: { host: 'onyx.localhost', 'accept-encoding': 'gzip, deflate, br' }, remoteAddress: address });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toContain('accept-encoding');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      expect(bootDataOf(plain.body).status.location?.ip).toBe(address);
    }
  });
});
