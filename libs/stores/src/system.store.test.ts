import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootPartsOf, createPlatformClient } from '@gp/api-client';
import { createMemoryStorage, type KeyValueStorage } from './ports';
import { SystemStore } from './system.store';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const whitelabel = {
  merchantCode: 'jade',
  siteName: 'Jade Lotto',
  theme: { pack: 'jade', defaultMode: 'dark' },
  defaultLanguage: 'EN',
  languages: ['EN'],
  features: [{ modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [{ modId: 'COMM3', enabled: true, childrenNodes: [] }] }],
};
const envelope = (value: unknown) => HttpResponse.json({ success: true, value, errorCode: null, message: null });

function platform(facts: { maintenance: boolean; regionRestriction: boolean }) {
  server.use(
    http.get(`${BASE}/wps/system/status`, () =>
      envelope({ merchantCode: 'jade', ...facts, maintenanceMessage: null, location: { ip: '1.2.3.4' } }),
    ),
    http.get(`${BASE}/wps/system/whitelabel`, () => envelope(whitelabel)),
  );
}

function storeWith(storage: KeyValueStorage, draw?: (key: string) => number): SystemStore {
  const holder: { store?: SystemStore } = {};
  const caller = {
    get merchantCode() {
      return holder.store?.merchantCode ?? null;
    },
    token: null,
    language: 'EN',
  };
  holder.store = new SystemStore({ api: createPlatformClient({ baseUrl: BASE, caller }), storage, draw });
  return holder.store;
}

describe('SystemStore', () => {
  it.each([
    [{ maintenance: false, regionRestriction: false }, 0],
    [{ maintenance: true, regionRestriction: false }, 1],
    [{ maintenance: false, regionRestriction: true }, 2],
    [{ maintenance: true, regionRestriction: true }, 1],
  ])('derives status %o as %i from the platform', async (facts, expected) => {
    platform(facts);
    const store = storeWith(createMemoryStorage());
    await store.load();
    expect(store.status).toBe(expected);
    expect(store.loadState).toBe('ready');
  });

  it('flattens the feature tree and exposes the merchant code', async () => {
    platform({ maintenance: false, regionRestriction: false });
    const store = storeWith(createMemoryStorage());
    await store.load();
    expect(store.merchantCode).toBe('jade');
    expect(store.flags).toEqual({ AGENTPOLICY3: true, COMM3: true });
  });

  it('applies the cached status at once, before the platform answers', () => {
    const storage = createMemoryStorage({ status: '1', whitelabel: JSON.stringify(whitelabel) });
    const store = storeWith(storage);
    store.applyCached();
    expect(store.status).toBe(1);
    expect(store.isConfigured).toBe(true);
    expect(store.loadState).toBe('ready');
  });

  it('caches a fresh answer for the next start', async () => {
    platform({ maintenance: true, regionRestriction: false });
    const storage = createMemoryStorage();
    await storeWith(storage).load();
    expect(storage.getItem('status')).toBe('1');
    expect(JSON.parse(storage.getItem('whitelabel') ?? 'null')).toMatchObject({ merchantCode: 'jade' });
  });

  it('refreshes over a stale cache', async () => {
    platform({ maintenance: false, regionRestriction: false });
    const store = storeWith(createMemoryStorage({ status: '1' }));
    await store.load();
    expect(store.status).toBe(0);
  });

  it('keeps the cached answer when the platform cannot be reached', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/system/whitelabel`, () => HttpResponse.error()),
    );
    const store = storeWith(createMemoryStorage({ status: '2', whitelabel: JSON.stringify(whitelabel) }));
    await store.load();
    expect(store.status).toBe(2);
    expect(store.loadState).toBe('ready');
    expect(store.lastErrorCode).toBe('NETWORK');
  });

  it('fails visibly without a cache and recovers on retry', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()), http.get(`${BASE}/wps/system/whitelabel`, () => HttpResponse.error()));
    const store = storeWith(createMemoryStorage());
    await store.load();
    expect(store.loadState).toBe('failed');
    platform({ maintenance: false, regionRestriction: false });
    await store.refresh();
    expect(store.loadState).toBe('ready');
    expect(store.lastErrorCode).toBeNull();
  });

  it('ignores a corrupt cache', async () => {
    platform({ maintenance: false, regionRestriction: false });
    const store = storeWith(createMemoryStorage({ status: '{oops', whitelabel: '"nonsense"' }));
    store.applyCached();
    expect(store.isConfigured).toBe(false);
    expect(store.status).toBe(0);
  });
});

const settings = {
  imageCDNs: ['https://cdn-a.test/', 'https://cdn-b.test'],
  templates: { mem_cen: '1', dep_func: '0' },
  personalPromos: { MISSION: { enabled: true }, LOGIN: { enabled: false } },
  referralPromoEnabled: true,
  resources: [{ resourceType: 'Android', url: '/cdn/app.apk', labelNameEn: 'Android' }],
  customerService: [{ csType: 'LIVECHAT', path: '/cs' }],
  links: { FACEBOOK: { url: 'https://fb.test/jade' } },
  mainDomain: 'jade.test',
  appWindowEnabled: true,
  vipEnabled: true,
  copyrightYear: 2024,
  paymentLogos: [],
  providerLogos: [],
};

describe('SystemStore boot data', () => {
  const merchantStatus = { maintenance: true, maintenanceMessage: 'Back at 6' };

  it('takes the boot data of index.html at once, caches it and makes no call', async () => {
    // No handlers: a call would fail the test (onUnhandledRequest: 'error').
    const storage = createMemoryStorage();
    const store = storeWith(storage);
    await store.load(bootPartsOf({ merchantStatus, whitelabel }));
    expect(store.status).toBe(1);
    expect(store.maintenanceMessage).toBe('Back at 6');
    expect(store.merchantCode).toBe('jade');
    expect(store.loadState).toBe('ready');
    expect(JSON.parse(storage.getItem('whitelabel') ?? 'null')).toEqual(whitelabel);
  });

  it('takes the settings of the boot data too, and then loads them only once', async () => {
    const store = storeWith(createMemoryStorage());
    await store.load(bootPartsOf({ merchantStatus, whitelabel, settings }));
    expect(store.downloadLinks).toEqual(settings.resources);
    await store.loadSettingsOnce(); // no handler: a call would fail the test
    expect(store.settings).toEqual(settings);
  });

  it('loads the settings when the boot data has none or malformed ones', async () => {
    server.use(http.get(`${BASE}/wps/system/setting`, () => envelope(settings)));
    const store = storeWith(createMemoryStorage());
    await store.load(bootPartsOf({ merchantStatus, whitelabel, settings: { resources: 'none' } }));
    expect(store.settings).toBeNull();
    await store.loadSettingsOnce();
    expect(store.settings).toEqual(settings);
  });

  it("asks the visitor's own status once the app runs, and keeps the merchant's when that call fails", async () => {
    const store = storeWith(createMemoryStorage());
    await store.load(bootPartsOf({ merchantStatus: { maintenance: false, maintenanceMessage: null }, whitelabel }));
    expect(store.status).toBe(0);
    let asked = 0;
    server.use(http.get(`${BASE}/wps/system/status`, () => {
      asked += 1;
      return envelope({ merchantCode: 'jade', maintenance: false, regionRestriction: true, maintenanceMessage: null, location: { ip: '1.2.3.4' } });
    }));
    await store.confirmVisitorStatus();
    expect(store.status).toBe(2);
    await store.confirmVisitorStatus();
    expect(asked).toBe(1);
    const failing = storeWith(createMemoryStorage());
    await failing.load(bootPartsOf({ merchantStatus, whitelabel }));
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()));
    await failing.confirmVisitorStatus();
    expect(failing.status).toBe(1);
    expect(failing.maintenanceMessage).toBe('Back at 6');
  });

  it('asks no separate status when it loaded without boot data (its calls asked it)', async () => {
    platform({ maintenance: false, regionRestriction: false });
    const store = storeWith(createMemoryStorage());
    await store.load();
    let asked = 0;
    server.use(http.get(`${BASE}/wps/system/status`, () => {
      asked += 1;
      return HttpResponse.error();
    }));
    await store.confirmVisitorStatus();
    expect(asked).toBe(0);
  });

  it('falls back to the cache and the calls when the boot data is missing or malformed', async () => {
    platform({ maintenance: false, regionRestriction: false });
    for (const boot of [null, { merchantStatus }, { merchantStatus: { maintenance: 'no' }, whitelabel }, 'text']) {
      const store = storeWith(createMemoryStorage());
      await store.load(bootPartsOf(boot));
      expect(store.loadState).toBe('ready');
      expect(store.status).toBe(0);
    }
  });
});

describe('SystemStore settings and languages', () => {
  it('loads the consolidated settings and picks an image CDN per use with the injected keyed draws', async () => {
    server.use(http.get(`${BASE}/wps/system/setting`, () => envelope(settings)));
    const draws: Record<string, number> = { 'cdn game centre': 0.1, 'cdn home vendors': 0.9 };
    const store = storeWith(createMemoryStorage(), (key) => draws[key] ?? 0.5);
    expect(store.pickImageCdn('game centre')).toBe('');
    await store.loadSettings();
    expect(store.pickImageCdn('game centre')).toBe('https://cdn-a.test');
    expect(store.pickImageCdn('home vendors')).toBe('https://cdn-b.test');
    expect(store.pickImageCdn('game centre')).toBe('https://cdn-a.test');
    expect(store.downloadLinks).toHaveLength(1);
    expect(store.customerService[0]?.csType).toBe('LIVECHAT');
    expect(store.socialLinks.FACEBOOK?.url).toBe('https://fb.test/jade');
    expect(store.templates?.mem_cen).toBe('1');
    expect(store.personalPromoEnabled('MISSION')).toBe(true);
    expect(store.personalPromoEnabled('LOGIN')).toBe(false);
  });

  it('keeps the old settings when the call fails', async () => {
    server.use(http.get(`${BASE}/wps/system/setting`, () => HttpResponse.error()));
    const store = storeWith(createMemoryStorage());
    await store.loadSettings();
    expect(store.settings).toBeNull();
    expect(store.settingsErrorCode).toBe('NETWORK');
  });

  it('offers the whitelabel languages, else the default', async () => {
    const store = storeWith(createMemoryStorage());
    expect(store.supportedLanguages).toEqual(['EN']);
    server.use(
      http.get(`${BASE}/wps/system/status`, () =>
        envelope({ merchantCode: 'jade', maintenance: false, regionRestriction: false, maintenanceMessage: null, location: { ip: '1.2.3.4' } }),
      ),
      http.get(`${BASE}/wps/system/whitelabel`, () => envelope({ ...whitelabel, defaultLanguage: 'TY', languages: ['TY', 'EN', 'XX'] })),
    );
    await store.load();
    expect(store.supportedLanguages).toEqual(['TY', 'EN']);
    expect(store.defaultLanguage).toBe('TY');
  });
});
