import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AnnouncementsStore } from './announcements.store';
import { createMemoryStorage, type KeyValueStorage } from './ports';
import { Failure, FakePlatform, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

const popup = (id: number, execution: 'A' | 'B' | 'F', title = `T${id}`) => ({
  id,
  title,
  content: `<p>C${id}</p>`,
  startDate: 0,
  execution,
  promotionType: null,
});
const notice = (id: number, read = false) => ({ id, title: `N${id}`, content: '', startDate: 0, read });

function setup(options: { loggedIn?: boolean; firstTimeLogin?: boolean; storage?: KeyValueStorage } = {}) {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const storage = options.storage ?? createMemoryStorage();
  const session = observable({
    isLoggedIn: options.loggedIn ?? false,
    firstTimeLogin: options.firstTimeLogin ?? false,
  });
  const language = observable({ languageVersion: 0 });
  let popups = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];
  let notices = [notice(10), notice(11), notice(12)];
  platform.on('GET', '/wps/announcements', () => ({ banners: [], notices: [], popups, promotions: [] }));
  platform.on('GET', '/wps/announcements/notices', () => ({ notices, unreadCount: notices.filter((n) => !n.read).length }));
  platform.on('POST', '/wps/announcements/read', (call) => {
    const { announcementId } = call.body as { announcementId: number };
    notices = notices.map((n) => (n.id === announcementId ? { ...n, read: true } : n));
    return true;
  });
  const told = { reads: 0 };
  const store = new AnnouncementsStore({ api: platform.api, storage, clock, session, language, onNoticesRead: () => (told.reads += 1) });
  return {
    told,
    platform,
    clock,
    storage,
    session,
    language,
    store,
    setPopups: (next: ReturnType<typeof popup>[]) => (popups = next),
    popupCalls: () => platform.callsTo('GET', '/wps/announcements').filter((call) => call.query.get('types') === 'PU').length,
  };
}

describe('AnnouncementsStore popup', () => {
  it('loads the popup list 500 ms after start', async () => {
    const { clock, store, popupCalls, platform } = setup();
    store.start();
    clock.advance(499);
    await settle();
    expect(popupCalls()).toBe(0);
    clock.advance(1);
    await settle();
    expect(popupCalls()).toBe(1);
    expect(platform.callsTo('GET', '/wps/announcements')[0]?.query.get('types')).toBe('PU');
    expect(store.popupVisible).toBe(true);
    store.stop();
  });

  it('shows B to guests, A to members, and A with F on a first login', async () => {
    const guest = setup();
    await guest.store.load();
    expect(guest.store.popupItems.map((p) => p.id)).toEqual([2]);
    const member = setup({ loggedIn: true });
    await member.store.load();
    expect(member.store.popupItems.map((p) => p.id)).toEqual([1]);
    const first = setup({ loggedIn: true, firstTimeLogin: true });
    await first.store.load();
    expect(first.store.popupItems.map((p) => p.id)).toEqual([1, 3]);
  });

  it('closes at once (the component has played its animation), stores show=false and stays closed for the same set', async () => {
    const { clock, storage, store } = setup();
    await store.load();
    expect(store.popupShown).toBe(true);
    store.closePopup();
    expect(JSON.parse(storage.getItem('SHELL_PU_B') ?? 'null')).toEqual({ show: false, seen: ['T2,<p>C2</p>'] });
    expect(store.popupVisible).toBe(false);
    expect(store.popupShown).toBe(false);
    expect(clock.pendingCount).toBe(0);
    await store.load();
    expect(store.popupVisible).toBe(false);
  });

  it('ignores a close while the popup is not visible', async () => {
    const { storage, store } = setup();
    store.closePopup();
    expect(storage.getItem('SHELL_PU_B')).toBeNull();
  });

  it('is not shown while the new viewer has no items (before the reload decides again)', async () => {
    const { store, session, setPopups } = setup();
    setPopups([popup(2, 'B')]);
    await store.load();
    runInAction(() => (session.isLoggedIn = true));
    expect(store.popupVisible).toBe(true);
    expect(store.popupShown).toBe(false);
  });

  it('reappears when the set differs from the stored one', async () => {
    const storage = createMemoryStorage({ SHELL_PU_A: JSON.stringify({ show: false, seen: ['T1,<p>C1</p>'] }) });
    const { store, setPopups } = setup({ loggedIn: true, storage });
    await store.load();
    expect(store.popupVisible).toBe(false);
    setPopups([popup(1, 'A'), popup(4, 'A')]);
    await store.load();
    expect(store.popupVisible).toBe(true);
  });

  it('keeps separate records for members (SHELL_PU_A) and guests (SHELL_PU_B)', async () => {
    const storage = createMemoryStorage({ SHELL_PU_B: JSON.stringify({ show: false, seen: ['T2,<p>C2</p>'] }) });
    const { store } = setup({ loggedIn: true, storage });
    await store.load();
    expect(store.popupVisible).toBe(true);
  });

  it('reloads when the language version or the login changes', async () => {
    const { store, language, session, popupCalls } = setup();
    store.start();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(popupCalls()).toBe(1);
    runInAction(() => (session.isLoggedIn = true));
    await settle();
    expect(popupCalls()).toBe(2);
    expect(store.popupItems.map((p) => p.id)).toEqual([1]);
    store.stop();
  });
});

describe('AnnouncementsStore notices', () => {
  it('marks a notice read at once and throttles the platform calls to one burst per 150 ms, then reloads', async () => {
    const { clock, platform, store, told } = setup({ loggedIn: true });
    expect(store.noticesStatus).toBe('idle');
    await store.loadNotices();
    expect(store.noticesStatus).toBe('ready');
    const reads = () => platform.callsTo('POST', '/wps/announcements/read');
    const reloads = () => platform.callsTo('GET', '/wps/announcements/notices').length;
    store.markAsRead(10);
    expect(store.notices.find((n) => n.id === 10)?.read).toBe(true);
    expect(store.noticeUnreadCount).toBe(2);
    await settle();
    expect(reads()).toHaveLength(1);
    expect(reloads()).toBe(2);
    clock.advance(10);
    store.markAsRead(11);
    store.markAsRead(12);
    await settle();
    expect(reads()).toHaveLength(1);
    clock.advance(139);
    await settle();
    expect(reads()).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(reads().map((c) => c.body)).toEqual([
      { announcementId: 10, read: true },
      { announcementId: 11, read: true },
      { announcementId: 12, read: true },
    ]);
    expect(reloads()).toBe(3);
    expect(store.noticeUnreadCount).toBe(0);
    // The unread badges were told after each burst reached the platform.
    expect(told.reads).toBe(2);
  });

  it('says the list failed only while it has none to show', async () => {
    const { platform, store } = setup({ loggedIn: true });
    platform.on('GET', '/wps/announcements/notices', () => new Failure('INTERNAL_ERROR', 500));
    await store.loadNotices();
    expect(store.noticesStatus).toBe('failed');
    platform.on('GET', '/wps/announcements/notices', () => ({ notices: [notice(10)], unreadCount: 1 }));
    await store.loadNotices();
    expect(store.noticesStatus).toBe('ready');
    platform.on('GET', '/wps/announcements/notices', () => new Failure('INTERNAL_ERROR', 500));
    await store.loadNotices();
    expect(store.noticesStatus).toBe('ready');
    expect(store.notices).toHaveLength(1);
  });

  it('marks locally only for a guest, and ignores a notice already read', async () => {
    const { platform, store } = setup();
    await store.loadNotices();
    store.markAsRead(10);
    store.markAsRead(10);
    await settle();
    expect(store.noticeUnreadCount).toBe(2);
    expect(platform.callsTo('POST', '/wps/announcements/read')).toHaveLength(0);
  });
});

describe('AnnouncementsStore before-login promo', () => {
  it('decides with the domain rule: a guest with the flag on, once the popup has loaded and is closed', async () => {
    const { store, session } = setup();
    expect(store.isBeforeLoginPromoShown(true)).toBe(false);
    await store.load();
    expect(store.popupVisible).toBe(true);
    expect(store.isBeforeLoginPromoShown(true)).toBe(false);
    store.closePopup();
    expect(store.isBeforeLoginPromoShown(true)).toBe(true);
    expect(store.isBeforeLoginPromoShown(false)).toBe(false);
    runInAction(() => (session.isLoggedIn = true));
    expect(store.isBeforeLoginPromoShown(true)).toBe(false);
  });
});
