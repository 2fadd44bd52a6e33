import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AnnouncementsStore } from './announcements.store';
import { createMemoryStorage, type KeyValueStorage } from './ports';
import { FakePlatform, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';

const popup = (id: number, execution: 'A' | 'B' | 'F', title = `T${id}`) => ({
  id,
  title,
  content: `<p>C${id}</p>`,
  startDate: 0,
  execution,
  promotionType: null,
});

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
  platform.on('GET', '/wps/announcements', () => ({ banners: [], notices: [], popups, promotions: [] }));
  const store = new AnnouncementsStore({ api: platform.api, storage, clock, session, language });
  return {
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
