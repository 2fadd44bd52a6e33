import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '@gp/api-client';
import type { BootSource } from '../platform/boot-source';
import { bootDataOf, INDEX_HTML, writeBuiltApp } from '../testing/built-app';
import { sharedBootOf } from '../testing/fake-platform';
import { registerAppRoutes } from './serve-app';

const TTL = 10_000;
let now = 1_000;
let built: ReturnType<typeof writeBuiltApp>;
let app: FastifyInstance;
const shared: Record<string, BootData | null> = { 'jade.localhost': sharedBootOf('jade', 'Jade'), 'down.localhost': null };

/** The boot data in memory: each host's shared part. */
const boot: BootSource = { shared: async (hostKey) => shared[hostKey] ?? null };

beforeAll(async () => {
  built = writeBuiltApp();
  app = Fastify();
  await registerAppRoutes(app, built.dir, { boot, ttlMs: TTL, now: () => now });
});
afterAll(async () => {
  await app.close();
  built.remove();
});

const visit = async (host: string, url: string, remoteAddress = '10.0.0.1') => (await app.inject({ url, headers: { host }, remoteAddress })).body;

describe('index.html of a visit', () => {
  it("is the same page for every visitor of a host and screen, with the merchant's status and nothing of the visitor's", async () => {
    const pages = [];
    for (const address of ['10.0.0.1', '10.0.0.2', '192.0.2.7']) pages.push(await visit('jade.localhost', '/m/', address));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).not.toContain('10.0.0.1');
    expect(bootDataOf(pages[0] ?? '').merchantStatus).toEqual({ maintenance: false, maintenanceMessage: null });
  });

  it('preloads the brand pack, its logo, the catalogue and the screen chunks the entry does not bring', async () => {
    const html = await visit('jade.localhost', '/m/gameCenter?type=LIVE');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/assets/brand-jade.js">');
    for (const file of ['logo-jade.js', 'en.js', 'game-centre.js', 'shared-grid.js']) expect(html).toContain(`href="/m/assets/${file}"`);
    for (const file of ['brand-aurora', 'shared-entry.js', 'home.js']) expect(html).not.toContain(file);
  });

  it("carries home's banners and preloads the first home banner only on the screens that open with them", async () => {
    for (const url of ['/m/', '/m/gameCenter']) {
      const html = await visit('jade.localhost', url);
      expect(bootDataOf(html).home, url).toEqual(shared['jade.localhost']?.home);
      expect(html, url).toContain('<link rel="preload" as="image" fetchpriority="high" href="/cdn/content/jade/first.png">');
    }
    const feedback = await visit('jade.localhost', '/m/feedback');
    expect(bootDataOf(feedback).home).toBeUndefined();
    expect(feedback).not.toContain('as="image"');
  });

  it("shows a change of the brand once the page's lifetime is over, not before", async () => {
    expect(bootDataOf(await visit('jade.localhost', '/m/register')).whitelabel.siteName).toBe('Jade');
    shared['jade.localhost'] = { ...sharedBootOf('jade', 'Jade Renamed') };
    now += TTL - 1;
    expect(bootDataOf(await visit('jade.localhost', '/m/register')).whitelabel.siteName).toBe('Jade');
    now += 2;
    expect(bootDataOf(await visit('jade.localhost', '/m/register')).whitelabel.siteName).toBe('Jade Renamed');
  });

  it('is index.html as built when the platform cannot give the boot data', async () => {
    expect(await visit('down.localhost', '/m/')).toBe(INDEX_HTML);
  });

  it('answers a client that takes gzip with the same page compressed', async () => {
    const plain = await app.inject({ url: '/m/gameCenter', headers: { host: 'jade.localhost' } });
    const zipped = await app.inject({ url: '/m/gameCenter', headers: { host: 'jade.localhost', 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toContain('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("shows the merchant's maintenance as soon as the boot data says it, in a page of its own", async () => {
    const before = await visit('jade.localhost', '/m/activity');
    shared['jade.localhost'] = { ...sharedBootOf('jade', 'Jade'), merchantStatus: { maintenance: true, maintenanceMessage: 'Back at 6' } };
    try {
      const during = await visit('jade.localhost', '/m/activity');
      expect(bootDataOf(during).merchantStatus).toEqual({ maintenance: true, maintenanceMessage: 'Back at 6' });
      expect(during).not.toBe(before);
    } finally {
      shared['jade.localhost'] = sharedBootOf('jade', 'Jade');
    }
  });
});

describe('the first screens rendered on the server', () => {
  const renders: string[] = [];
  let rendering: FastifyInstance;
  let fails = false;

  beforeAll(async () => {
    rendering = Fastify();
    await registerAppRoutes(rendering, built.dir, {
      boot,
      ttlMs: TTL,
      now: () => now,
      render: async ({ url, userAgent, boot: data, seed }) => {
        renders.push(`${url} ${userAgent}`);
        if (fails) throw new Error('render failed');
        return { html: `<main>${data.whitelabel?.siteName} ${url}</main>`, head: `<style data-styled="">.x{}</style><script id="server-render" type="application/json">{"seed":${seed}}</script>` };
      },
    });
  });
  afterAll(() => rendering.close());

  const page = async (url: string, userAgent = 'Mozilla/5.0 (Linux; Android 14)') =>
    (await rendering.inject({ url, headers: { host: 'jade.localhost', 'user-agent': userAgent }, remoteAddress: '10.0.0.1' })).body;

  it("puts the render in the app's root instead of the splash, and its styles and state in the head", async () => {
    const html = await page('/m/login');
    expect(html).toContain('<div id="root"><main>');
    expect(html).toContain('/m/login</main></div>');
    expect(html).not.toContain('boot-splash"');
    expect(html.indexOf('<style data-styled')).toBeLessThan(html.indexOf('</head>'));
    expect(bootDataOf(html).whitelabel.merchantCode).toBe('jade');
  });

  it('renders a screen once per host, status, kind of device and address for its lifetime, and no member screen', async () => {
    renders.length = 0;
    for (let i = 0; i < 3; i += 1) await page('/m/gameCenter?type=LIVE');
    await page('/m/gameCenter?type=LIVE', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    await page('/m/gameCenter?type=RNG');
    await page('/m/member/home');
    expect(renders.map((each) => each.split(' ')[0])).toEqual(['/m/gameCenter?type=LIVE', '/m/gameCenter?type=LIVE', '/m/gameCenter?type=RNG']);
    now += TTL + 1;
    await page('/m/gameCenter?type=LIVE');
    expect(renders).toHaveLength(4);
  });

  it('leaves a screen asked with a query of more than 200 characters to the browser', async () => {
    renders.length = 0;
    expect(await page(`/m/gameCenter?type=${'x'.repeat(200)}`)).toContain('boot-splash');
    expect(await page(`/m/gameCenter?type=${'x'.repeat(190)}`)).not.toContain('boot-splash');
    expect(renders).toHaveLength(1);
  });

  it('sends the page for the browser to render when the render fails', async () => {
    fails = true;
    try {
      const html = await page('/m/register');
      expect(html).toContain('boot-splash');
      expect(bootDataOf(html).whitelabel.merchantCode).toBe('jade');
    } finally {
      fails = false;
    }
  });

  it("renders for the merchant's status and hands the render the boot data the page carries", async () => {
    const seen: unknown[] = [];
    const server = Fastify();
    shared['maint.localhost'] = { ...sharedBootOf('maint', 'Maint'), merchantStatus: { maintenance: true, maintenanceMessage: null } };
    await registerAppRoutes(server, built.dir, {
      boot,
      ttlMs: TTL,
      render: async ({ boot: data }) => {
        seen.push(data);
        return { html: '<main>down</main>', head: '' };
      },
    });
    try {
      const html = (await server.inject({ url: '/m/login', headers: { host: 'maint.localhost' } })).body;
      // The login screen does not open with home's banners: the page carries all but them.
      const carried = { ...shared['maint.localhost'], home: undefined };
      expect(seen).toEqual([JSON.parse(JSON.stringify(carried))]);
      expect(bootDataOf(html)).toEqual(JSON.parse(JSON.stringify(carried)));
    } finally {
      await server.close();
      delete shared['maint.localhost'];
    }
  });
});
