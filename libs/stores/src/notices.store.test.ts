import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { NoticesStore } from './notices.store';
import { deferred, Failure, FakePlatform, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

const notice = (id: number, read = false) => ({ id, title: `N${id}`, content: '', startDate: 0, read });

function setup(options: { loggedIn?: boolean } = {}) {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const session = observable({ isLoggedIn: options.loggedIn ?? false });
  const language = observable({ languageVersion: 0 });
  let notices = [notice(10), notice(11), notice(12)];
  platform.on('GET', '/wps/announcements/notices', () => ({ notices, unreadCount: notices.filter((n) => !n.read).length }));
  platform.on('POST', '/wps/announcements/read', (call) => {
    const { announcementId } = call.body as { announcementId: number };
    notices = notices.map((n) => (n.id === announcementId ? { ...n, read: true } : n));
    return true;
  });
  const told = { reads: 0 };
  const store = new NoticesStore({ api: platform.api, clock, session, language, onNoticesRead: () => (told.reads += 1) });
  return { told, platform, clock, session, language, store };
}

describe('NoticesStore', () => {
  it('marks a notice read at once and throttles the platform calls to one burst per 150 ms, then reloads', async () => {
    const { clock, platform, store, told } = setup({ loggedIn: true });
    expect(store.status).toBe('idle');
    await store.load();
    expect(store.status).toBe('ready');
    const reads = () => platform.callsTo('POST', '/wps/announcements/read');
    const reloads = () => platform.callsTo('GET', '/wps/announcements/notices').length;
    store.markAsRead(10);
    expect(store.notices.find((n) => n.id === 10)?.read).toBe(true);
    expect(store.unreadCount).toBe(2);
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
    expect(store.unreadCount).toBe(0);
    // The unread badges were told after each burst reached the platform.
    expect(told.reads).toBe(2);
  });

  it('says the list failed only while it has none to show', async () => {
    const { platform, store } = setup({ loggedIn: true });
    platform.on('GET', '/wps/announcements/notices', () => new Failure('INTERNAL_ERROR', 500));
    await store.load();
    expect(store.status).toBe('failed');
    platform.on('GET', '/wps/announcements/notices', () => ({ notices: [notice(10)], unreadCount: 1 }));
    await store.load();
    expect(store.status).toBe('ready');
    platform.on('GET', '/wps/announcements/notices', () => new Failure('INTERNAL_ERROR', 500));
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.notices).toHaveLength(1);
  });

  it('marks locally only for a guest, and ignores a notice already read', async () => {
    const { platform, store } = setup();
    await store.load();
    store.markAsRead(10);
    store.markAsRead(10);
    await settle();
    expect(store.unreadCount).toBe(2);
    expect(platform.callsTo('POST', '/wps/announcements/read')).toHaveLength(0);
  });

  it('reloads a list once asked for when the language or the login changes, and not before', async () => {
    const { platform, store, session, language } = setup();
    const loads = () => platform.callsTo('GET', '/wps/announcements/notices').length;
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(loads()).toBe(0);
    await store.load();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(loads()).toBe(2);
    runInAction(() => (session.isLoggedIn = true));
    await settle();
    expect(loads()).toBe(3);
    store.stop();
    runInAction(() => (language.languageVersion += 1));
    await settle();
    expect(loads()).toBe(3);
  });

  it('drops an answer overtaken by a later load: the list read after a mark is the one shown', async () => {
    const { platform, store } = setup({ loggedIn: true });
    await store.load();
    const slow = deferred<{ notices: ReturnType<typeof notice>[]; unreadCount: number }>();
    platform.on('GET', '/wps/announcements/notices', () => slow.promise);
    const stale = store.load();
    platform.on('GET', '/wps/announcements/notices', () => ({ notices: [notice(10, true), notice(11), notice(12)], unreadCount: 2 }));
    await store.load();
    slow.resolve({ notices: [notice(10), notice(11), notice(12)], unreadCount: 3 });
    await stale;
    expect(store.unreadCount).toBe(2);
    expect(store.notices[0]?.read).toBe(true);
  });
});
