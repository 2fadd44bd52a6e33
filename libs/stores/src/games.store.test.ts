import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { GamesStore } from './games.store';
import { ManualClock } from './test-support/manual-clock';
import { FakePlatform, Failure, deferred, settle } from './test-support/fake-platform';
import { UiStore } from './ui.store';

const pg = (nodeId: number) => ({ nodeId, vassalage: 'PG' });

function setup(token: string | null = 't1') {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const ui = new UiStore(clock);
  const session = observable({
    token,
    get isLoggedIn() {
      return this.token !== null;
    },
  });
  platform.token = () => session.token;
  let ids: string[] = ['11', '12'];
  platform.on('GET', '/wps/game/favourites/ids', () => ids);
  platform.on('POST', '/wps/game/favourites', () => true);
  platform.on('DELETE', '/wps/game/favourites', () => true);
  const store = new GamesStore({ api: platform.api, session, ui });
  return { platform, clock, ui, session, store, setIds: (next: string[]) => (ids = next) };
}

describe('GamesStore favourite ids', () => {
  it('loads the ids at start for a stored session, as strings', async () => {
    const { store, platform } = setup();
    store.start();
    await settle();
    expect(store.favouriteIds).toEqual(['11', '12']);
    expect(store.favouritesLoaded).toBe(true);
    expect(store.isFavourite(11)).toBe(true);
    expect(store.isFavourite('13')).toBe(false);
    expect(platform.callsTo('GET', '/wps/game/favourites/ids')).toHaveLength(1);
    store.stop();
  });

  it('does not ask for favourites without a session, loads them after login and clears them on logout', async () => {
    const { store, platform, session, setIds } = setup(null);
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/game/favourites/ids')).toHaveLength(0);
    runInAction(() => (session.token = 't1'));
    await settle();
    expect(store.favouriteIds).toEqual(['11', '12']);
    runInAction(() => (session.token = null));
    expect(store.favouriteIds).toEqual([]);
    expect(store.favouritesLoaded).toBe(false);
    setIds(['99']);
    runInAction(() => (session.token = 't2'));
    await settle();
    expect(store.favouriteIds).toEqual(['99']);
    store.stop();
    runInAction(() => (session.token = null));
    expect(store.favouriteIds).toEqual(['99']);
  });

  it('drops an answer that arrives after the session changed', async () => {
    const { store, platform, session } = setup();
    const held = deferred<string[]>();
    platform.on('GET', '/wps/game/favourites/ids', () => held.promise);
    const loading = store.loadFavouriteIds();
    runInAction(() => (session.token = 't2'));
    held.resolve(['1']);
    await loading;
    expect(store.favouriteIds).toEqual([]);
  });

  it('keeps the ids when loading fails (the client ends an expired session)', async () => {
    const { store, platform } = setup();
    platform.on('GET', '/wps/game/favourites/ids', () => new Failure('SESSION_EXPIRED', 401));
    await store.loadFavouriteIds();
    expect(store.favouriteIds).toEqual([]);
  });
});

describe('GamesStore.toggleFavourite', () => {
  it("sends a guest to login with 'in_logged_login' for 2 s and calls nothing", async () => {
    const { store, platform, ui, clock } = setup(null);
    await expect(store.toggleFavourite(pg(5))).resolves.toEqual({ kind: 'login', path: '/login' });
    expect(ui.toasts.map((toast) => toast.message.id)).toEqual(['notice.loginFirst']);
    expect(ui.loading).toBeNull();
    expect(platform.calls).toHaveLength(0);
    clock.advance(1999);
    expect(ui.toasts).toHaveLength(1);
    clock.advance(1);
    expect(ui.toasts).toHaveLength(0);
  });

  it("adds with 'in_please_wait' (at most 2 s) then 'in_chang_saved' for 1 s, appending the id", async () => {
    const { store, platform, ui, clock } = setup();
    await store.loadFavouriteIds();
    const held = deferred<boolean>();
    platform.on('POST', '/wps/game/favourites', () => held.promise);
    const toggling = store.toggleFavourite(pg(7));
    expect(ui.loading?.message).toEqual({ id: 'notice.pleaseWait' });
    await expect(store.toggleFavourite(pg(7))).resolves.toEqual({ kind: 'busy' });
    held.resolve(true);
    await expect(toggling).resolves.toEqual({ kind: 'added' });
    expect(platform.callsTo('POST', '/wps/game/favourites')[0]?.body).toEqual({ nodeId: 7, vendor: 'PG' });
    expect(store.favouriteIds).toEqual(['11', '12', '7']);
    expect(ui.loading).toBeNull();
    expect(ui.toasts).toMatchObject([{ message: { id: 'notice.changeSaved' }, durationMs: 1000 }]);
    clock.advance(1000);
    expect(ui.toasts).toHaveLength(0);
    expect(store.pendingToggles).toEqual([]);
  });

  it('ends the add loading by itself after 2 s when the call is slow', () => {
    const { store, platform, ui, clock } = setup();
    platform.on('POST', '/wps/game/favourites', () => new Promise(() => undefined));
    void store.toggleFavourite(pg(7));
    clock.advance(1999);
    expect(ui.loading).not.toBeNull();
    clock.advance(1);
    expect(ui.loading).toBeNull();
  });

  it("removes with 'in_please_wait' (at most 1 s), no saved message, the id gone", async () => {
    const { store, platform, ui, clock } = setup();
    await store.loadFavouriteIds();
    const held = deferred<boolean>();
    platform.on('DELETE', '/wps/game/favourites', () => held.promise);
    const toggling = store.toggleFavourite(pg(11));
    expect(ui.loading?.message).toEqual({ id: 'notice.pleaseWait' });
    clock.advance(1000);
    expect(ui.loading).toBeNull();
    held.resolve(true);
    await expect(toggling).resolves.toEqual({ kind: 'removed' });
    const call = platform.callsTo('DELETE', '/wps/game/favourites')[0];
    expect([call?.query.get('nodeId'), call?.query.get('vendor')]).toEqual(['11', 'PG']);
    expect(store.favouriteIds).toEqual(['12']);
    expect(ui.toasts).toHaveLength(0);
  });

  it('hides the loading and changes nothing when the call fails', async () => {
    const { store, platform, ui } = setup();
    await store.loadFavouriteIds();
    platform.on('POST', '/wps/game/favourites', () => new Failure('INTERNAL_ERROR', 500));
    await expect(store.toggleFavourite(pg(7))).resolves.toEqual({ kind: 'failed' });
    expect(ui.loading).toBeNull();
    expect(ui.toasts).toHaveLength(0);
    expect(store.favouriteIds).toEqual(['11', '12']);
    expect(store.pendingToggles).toEqual([]);
  });

  it('fails a toggle the platform refuses because the session is over, keeping the ids', async () => {
    const { store, platform } = setup();
    platform.on('DELETE', '/wps/game/favourites', () => new Failure('SESSION_EXPIRED', 401));
    await store.loadFavouriteIds();
    await expect(store.toggleFavourite(pg(12))).resolves.toEqual({ kind: 'failed' });
    expect(store.favouriteIds).toEqual(['11', '12']);
  });
});
