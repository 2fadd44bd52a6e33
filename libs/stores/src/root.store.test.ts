import { describe, expect, it } from 'vitest';
import { bootPartsOf } from '@gp/api-client';
import { APP_STORAGE_KEYS } from '@gp/domain';
import { createMemoryStorage } from './ports';
import { RootStore } from './root.store';
import { gamesStoreOf } from './screen-models/games';
import { homeStoreOf } from './screen-models/home';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock, ManualPageEvents } from './test-support/manual-clock';

const session = {
  token: 'tok-real-0123456789',
  merchantCode: 'jade',
  userName: 'alice',
  nickname: null,
  type: 0,
  customerType: 0,
  firstTimeLogin: false,
  expiresAt: 0,
};
const member = {
  id: 1,
  nickname: 'Ally',
  account: 'alice',
  type: 0,
  clubLabel: { labelName: 'VIP 1' },
  currency: 'PHP',
  mobile: null,
  email: null,
  hasPaymentPassword: false,
  registeredAt: 0,
  firstTimeLogin: false,
  iconUrl: '/i.png',
};

function setup(local: Record<string, string> = {}, sessionLocal: Record<string, string> = {}) {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const events = new ManualPageEvents();
  const storage = createMemoryStorage(local);
  const sessionStorage = createMemoryStorage(sessionLocal);
  const langs: string[] = [];
  const root = new RootStore({
    platform: platform.transport,
    storage,
    clock,
    sessionStorage,
    events,
    documentLanguage: { setLang: (tag) => langs.push(tag) },
  });
  platform
    .on('GET', '/wps/system/setting', () => ({ imageCDNs: [], resources: [], customerService: [], links: {} }))
    .on('GET', '/wps/member/info', () => member)
    .on('GET', '/wps/wallets/gcs', () => ({ balanceMinor: 1000, sumBalance: '10.00', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 }))
    .on('GET', '/wps/chat/unread', () => ({ totalUnreadCount: 1 }))
    .on('GET', '/wps/inbox/unread', () => ({ totalUnreadCount: 2 }))
    .on('GET', '/wps/announcements/unread', () => ({ totalUnreadCount: 3 }))
    .on('GET', '/wps/announcements', () => ({ banners: [], notices: [], promotions: [], popups: [] }))
    .on('GET', '/wps/announcements/notices', () => ({ notices: [], unreadCount: 0 }))
    .on('DELETE', '/wps/session/logout', () => true);
  return { platform, clock, events, storage, sessionStorage, root, langs };
}

describe('RootStore', () => {
  it('wires the stores: login loads member, wallet and counts; the popup loads 500 ms after start', async () => {
    const { platform, clock, root, langs, storage } = setup();
    await platform.serveEncryptionKey();
    platform.on('POST', '/wps/session/login', () => session);
    root.start();
    expect(langs).toEqual(['en']);
    clock.advance(499);
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(0);
    clock.advance(1);
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(1);
    await root.session.login({ type: 'username', username: 'alice', password: 'pw-123456' });
    await settle();
    expect(root.member.displayName).toEqual({ kind: 'name', value: 'Ally' });
    expect(root.wallet.displayBalance).toBe('₱10.00');
    expect(root.unread.totalBadge).toBe('6');
    expect(platform.callsTo('GET', '/wps/wallets/gcs')[0]?.headers.get('Authorization')).toBe(session.token);
    // Every call carries the browser's device id, made once and kept in local storage.
    const deviceId = storage.getItem(APP_STORAGE_KEYS.deviceId);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(platform.calls.map((call) => call.headers.get('Device-Id')))).toEqual(new Set([deviceId]));
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(2);
    root.stop();
  });

  it('prefetches the m_home banners for a visit that opens on home or the game centre, and nothing for other screens', async () => {
    const { platform, root } = setup();
    root.prefetchScreen('feedback');
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(0);
    root.prefetchScreen('gameCenter');
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')[0]?.query.get('types')).toBe('B,PL');
  });

  it("takes the banners from the page's boot data for a guest in the merchant's language, without a call", async () => {
    const { platform, root } = setup();
    const home = { language: root.language.current, banners: [{ id: 5, url: '/b/5.png', title: 'Boot', groupName: 'm_home', linkage: null, linkUrl: null, sequence: 1 }], notices: [] };
    root.prefetchScreen('home', bootPartsOf({ status: {}, whitelabel: {}, home }));
    await settle();
    expect(platform.callsTo('GET', '/wps/announcements')).toHaveLength(0);
    expect(root.homeContent.bannersOf('m_home').map((banner) => banner.title)).toEqual(['Boot']);
  });

  it('builds the home page\'s store once per root, over the banners the root already holds', async () => {
    const { root } = setup();
    const home = homeStoreOf(root);
    expect(homeStoreOf(root)).toBe(home);
    expect(homeStoreOf(setup().root)).not.toBe(home);
    const boot = { language: root.language.current, banners: [{ id: 5, url: '/b/5.png', title: 'Boot', groupName: 'm_home', linkage: null, linkUrl: null, sequence: 1 }], notices: [] };
    root.prefetchScreen('home', bootPartsOf({ status: {}, whitelabel: {}, home: boot }));
    expect(home.bannersOf('m_home').map((banner) => banner.title)).toEqual(['Boot']);
  });

  it('keeps a store a screen builds once per key, and stops it with the root', () => {
    const { root } = setup();
    let builds = 0;
    let stops = 0;
    const build = () => ({ id: ++builds, stop: () => void ++stops });
    const first = root.keep('probe', build);
    expect(root.keep('probe', build)).toBe(first);
    expect(builds).toBe(1);
    root.stop();
    expect(stops).toBe(1);
  });

  it('follows the session with the favourites once a game list asks for them', async () => {
    const { platform, root } = setup({ MC_SESSION_INFO: JSON.stringify(session) });
    root.start();
    await settle();
    // The favourites' code comes with the game lists: nothing asks for them before one shows.
    expect(platform.callsTo('GET', '/wps/game/favourites/ids')).toHaveLength(0);
    gamesStoreOf(root);
    await settle();
    expect(platform.callsTo('GET', '/wps/game/favourites/ids')).toHaveLength(1);
    root.stop();
  });

  it("takes the catalogue outline from the page's boot data, and start then does not ask for it", async () => {
    const { platform, root } = setup();
    const vendorTypes = { vendors: { RNG: [{ vassalage: 'PG', displayName: 'PG Soft' }] }, sorting: [{ gameCategory: 'RNG', accountTypeName: 'Slots', vendorNames: [{ vassalage: 'PG', displayName: 'PG Soft' }] }] };
    root.seed(bootPartsOf({ status: {}, whitelabel: {}, catalogue: { language: root.language.current, vendorTypes } }));
    root.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/vassgameType')).toHaveLength(0);
    expect(root.catalogue.sorting.map((entry) => entry.gameCategory)).toEqual(['RNG']);
    root.stop();
  });

  it('logout clears session, member info, wallet, counts and storage, and stops the wallet timer', async () => {
    const { clock, storage, sessionStorage, root, platform } = setup(
      { MC_SESSION_INFO: JSON.stringify({ token: session.token, merchantCode: 'jade', userName: 'alice', type: 0 }), autoLogin: '1' },
      { trialUser: 'x', anything: 'y' },
    );
    root.start();
    await settle();
    expect(root.wallet.balance).not.toBeNull();
    expect(storage.getItem('memberInfo')).not.toBeNull();
    await root.session.logout();
    expect(platform.callsTo('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.member.info).toBeNull();
    expect(root.wallet.balance).toBeNull();
    expect(root.wallet.displayBalance).toBe('***');
    expect(root.unread.totalBadge).toBeNull();
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(storage.getItem('memberInfo')).toBeNull();
    expect(storage.getItem('autoLogin')).toBe('0');
    expect(sessionStorage.getItem('trialUser')).toBeNull();
    expect(sessionStorage.getItem('anything')).toBeNull();
    const walletCalls = platform.callsTo('GET', '/wps/wallets/gcs').length;
    clock.advance(120_000);
    await settle();
    expect(platform.callsTo('GET', '/wps/wallets/gcs')).toHaveLength(walletCalls);
    root.stop();
  });

  it('stop ends the member store\'s following of the session too', async () => {
    const { root, storage } = setup({ MC_SESSION_INFO: JSON.stringify(session) });
    root.start();
    await settle();
    expect(root.member.info).not.toBeNull();
    root.stop();
    root.session.clear();
    expect(root.member.info).not.toBeNull();
    expect(storage.getItem('memberInfo')).not.toBeNull();
  });

  /** Each store's calls, as a logged-in player makes them; the first one answered 401 ends the session. */
  const callsThatEndTheSession: readonly [string, string, string, (root: RootStore) => Promise<unknown>][] = [
    ['the wallet refresh', 'GET', '/wps/wallets/gcs', (root) => root.wallet.refresh()],
    ['the member info', 'GET', '/wps/member/info', (root) => root.member.load()],
    ['the favourite ids', 'GET', '/wps/game/favourites/ids', (root) => gamesStoreOf(root).loadFavouriteIds()],
    ['a game launch', 'GET', '/wps/game/launch', async (root) => (await root.play.load()).launch({ nodeId: 1 }, { title: 'x' })],
    ['the catalogue', 'GET', '/wps/game/vassgameType', (root) => root.catalogue.load()],
    ['the home banners', 'GET', '/wps/announcements', (root) => root.homeContent.resource.load()],
    ['a home part', 'GET', '/wps/winners/board', (root) => homeStoreOf(root).winners.load()],
  ];

  it.each(callsThatEndTheSession)('ends the session in one place when %s is answered 401 SESSION_EXPIRED', async (_name, method, path, call) => {
    const { platform, root, storage } = setup({ MC_SESSION_INFO: JSON.stringify(session) });
    expect(root.session.isLoggedIn).toBe(true);
    platform.on(method, path, () => new Failure('SESSION_EXPIRED', 401));
    await call(root);
    await settle();
    expect(root.session.isLoggedIn).toBe(false);
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('keeps the session on a 401 that does not end it, and on other refusals', async () => {
    const { platform, root } = setup({ MC_SESSION_INFO: JSON.stringify(session) });
    platform.on('GET', '/wps/wallets/gcs', () => new Failure('NO_PERMISSION', 403));
    await root.wallet.refresh();
    platform.on('GET', '/wps/member/info', () => new Failure('LOGIN_FAILED', 401));
    await root.member.load();
    expect(root.session.isLoggedIn).toBe(true);
  });

  it('shares one session storage: the given one, else one in memory that logout empties', async () => {
    const given = setup();
    expect(given.root.sessionStorage).toBe(given.sessionStorage);
    const root = new RootStore({ platform: new FakePlatform().transport, storage: createMemoryStorage(), clock: new ManualClock() });
    root.sessionStorage.setItem('beforeLogin', '0');
    await root.session.logout();
    expect(root.sessionStorage.getItem('beforeLogin')).toBeNull();
  });

  it('keeps working without the optional browser ports', () => {
    const root = new RootStore({ platform: new FakePlatform().transport, storage: createMemoryStorage(), clock: new ManualClock() });
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.download.barVisible).toBe(false);
  });
});
