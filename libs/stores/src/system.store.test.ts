import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from '@gp/api-client';
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

function storeWith(storage: KeyValueStorage): SystemStore {
  const holder: { store?: SystemStore } = {};
  const api = createPlatformClient({
    baseUrl: BASE,
    merchant: () => holder.store?.merchantCode ?? null,
    token: () => null,
    language: () => 'EN',
  });
  holder.store = new SystemStore({ api, storage });
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
