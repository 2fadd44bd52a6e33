import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './ports';
import { FakePlatform, deferred, settle } from './test-support/fake-platform';
import { ManualClock, ManualPageEvents } from './test-support/manual-clock';
import { HIDE_BALANCE_KEY, WalletStore } from './wallet.store';

const balance = (minor: number) => ({
  balanceMinor: minor,
  sumBalance: (minor / 100).toFixed(2),
  currency: 'PHP',
  currencySymbol: '₱',
  demo: false,
  lockedMinor: 0,
  updatedAt: 0,
});

function setup(loggedIn = true, storage = createMemoryStorage()) {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const events = new ManualPageEvents();
  const session = observable({ isLoggedIn: loggedIn });
  let minor = 123_456;
  platform.on('GET', '/wps/wallets/gcs', () => balance(minor));
  const store = new WalletStore({ api: platform.api, storage, clock, events, session });
  const calls = () => platform.callsTo('GET', '/wps/wallets/gcs').length;
  return { platform, clock, events, session, store, storage, calls, setMinor: (value: number) => (minor = value) };
}

describe('WalletStore', () => {
  it('loads at start and refreshes every 60 s while logged in', async () => {
    const { clock, store, calls, setMinor } = setup();
    store.start();
    await settle();
    expect(calls()).toBe(1);
    expect(store.displayBalance).toBe('₱1,234.56');
    setMinor(99);
    clock.advance(59_999);
    await settle();
    expect(calls()).toBe(1);
    clock.advance(1);
    await settle();
    expect(calls()).toBe(2);
    expect(store.displayBalance).toBe('₱0.99');
    clock.advance(60_000);
    await settle();
    expect(calls()).toBe(3);
    store.stop();
  });

  it('refreshes on focus, pageshow and visibilitychange to visible, and restarts the 60 s wait', async () => {
    const { clock, events, store, calls } = setup();
    store.start();
    await settle();
    clock.advance(10_000);
    events.window.fire('focus');
    await settle();
    expect(calls()).toBe(2);
    events.window.fire('pageshow');
    await settle();
    expect(calls()).toBe(3);
    events.visible = false;
    events.document.fire('visibilitychange');
    await settle();
    expect(calls()).toBe(3);
    events.visible = true;
    events.document.fire('visibilitychange');
    await settle();
    expect(calls()).toBe(4);
    clock.advance(59_999);
    await settle();
    expect(calls()).toBe(4);
    clock.advance(1);
    await settle();
    expect(calls()).toBe(5);
    store.stop();
    expect(events.window.count('focus')).toBe(0);
    expect(events.document.count('visibilitychange')).toBe(0);
  });

  it('shows *** while refreshing, hidden or logged out', async () => {
    const { platform, session, store } = setup();
    const held = deferred<ReturnType<typeof balance>>();
    platform.on('GET', '/wps/wallets/gcs', () => held.promise);
    store.start();
    expect(store.refreshing).toBe(true);
    expect(store.displayBalance).toBe('***');
    held.resolve(balance(500));
    await settle();
    expect(store.refreshing).toBe(false);
    expect(store.displayBalance).toBe('₱5.00');
    store.toggleHidden();
    expect(store.displayBalance).toBe('***');
    store.toggleHidden();
    runInAction(() => (session.isLoggedIn = false));
    expect(store.displayBalance).toBe('***');
    expect(store.balance).toBeNull();
    store.stop();
  });

  it('does not fetch or tick for a guest, and starts when the player logs in', async () => {
    const { clock, events, session, store, calls } = setup(false);
    store.start();
    events.window.fire('focus');
    clock.advance(120_000);
    await settle();
    expect(calls()).toBe(0);
    runInAction(() => (session.isLoggedIn = true));
    await settle();
    expect(calls()).toBe(1);
    runInAction(() => (session.isLoggedIn = false));
    expect(clock.pendingCount).toBe(0);
    store.stop();
  });

  it('remembers the hide toggle', () => {
    const storage = createMemoryStorage();
    setup(true, storage).store.toggleHidden();
    expect(storage.getItem(HIDE_BALANCE_KEY)).toBe('1');
    expect(setup(true, storage).store.hidden).toBe(true);
  });

  it('stops its timer when the session ends', async () => {
    const { session, store, clock } = setup();
    store.start();
    await settle();
    runInAction(() => (session.isLoggedIn = false));
    expect(clock.pendingCount).toBe(0);
    store.stop();
  });
});
