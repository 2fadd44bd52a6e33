import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemberStore } from './member.store';
import { createMemoryStorage } from './ports';
import { FakePlatform, settle } from './test-support/fake-platform';

const member = (nickname: string | null, labelName = 'VIP 3') => ({
  id: 7,
  nickname,
  account: 'alice',
  type: 0,
  clubLabel: { labelName },
  currency: 'PHP',
  mobile: null,
  email: null,
  hasPaymentPassword: false,
  registeredAt: 0,
  firstTimeLogin: false,
  iconUrl: '/i.png',
});

function setup(token: string | null = null, storage = createMemoryStorage()) {
  const platform = new FakePlatform();
  const session = observable({
    token,
    get isLoggedIn() {
      return this.token !== null;
    },
  });
  let info = member('Ally');
  platform.on('GET', '/wps/member/info', () => info);
  const store = new MemberStore({ api: platform.api, storage, session });
  return { platform, session, storage, store, setInfo: (next: ReturnType<typeof member>) => (info = next) };
}

describe('MemberStore', () => {
  it('says "please login" without a session', () => {
    expect(setup().store.displayName).toEqual({ kind: 'pleaseLogin' });
  });

  it('loads after login, shows nickname else account, and caches the info', async () => {
    const { session, storage, store, setInfo } = setup();
    store.start();
    runInAction(() => (session.token = 't1'));
    await settle();
    expect(store.displayName).toEqual({ kind: 'name', value: 'Ally' });
    expect(store.vipLabel).toBe('VIP 3');
    expect(JSON.parse(storage.getItem('memberInfo') ?? 'null')).toMatchObject({ account: 'alice' });
    setInfo(member(null, ''));
    await store.load();
    expect(store.displayName).toEqual({ kind: 'name', value: 'alice' });
    expect(store.vipLabel).toBe('0');
    store.stop();
  });

  it('loads at start for a stored session and applies the cache at once', async () => {
    const storage = createMemoryStorage({ memberInfo: JSON.stringify(member('Cached')) });
    const { platform, store } = setup('t1', storage);
    expect(store.displayName).toEqual({ kind: 'name', value: 'Cached' });
    store.start();
    await settle();
    expect(platform.callsTo('GET', '/wps/member/info')).toHaveLength(1);
    expect(store.displayName).toEqual({ kind: 'name', value: 'Ally' });
    store.stop();
  });

  it('clears the info and its cache when the session ends', async () => {
    const { session, storage, store } = setup('t1');
    await store.load();
    runInAction(() => (session.token = null));
    expect(store.info).toBeNull();
    expect(storage.getItem('memberInfo')).toBeNull();
  });
});

describe('MemberStore after stop', () => {
  it('no longer follows the session after stop: no load on login, no clearing on logout', async () => {
    const { platform, session, storage, store } = setup('t1');
    store.start();
    await settle();
    store.stop();
    runInAction(() => (session.token = null));
    expect(store.info).not.toBeNull();
    expect(storage.getItem('memberInfo')).not.toBeNull();
    runInAction(() => (session.token = 't2'));
    await settle();
    expect(platform.callsTo('GET', '/wps/member/info')).toHaveLength(1);
  });

  it('follows the session again after a restart', async () => {
    const { platform, session, store } = setup('t1');
    store.start();
    await settle();
    store.stop();
    store.start();
    await settle();
    runInAction(() => (session.token = null));
    expect(store.info).toBeNull();
    runInAction(() => (session.token = 't2'));
    await settle();
    expect(platform.callsTo('GET', '/wps/member/info')).toHaveLength(3);
    expect(store.info).not.toBeNull();
    store.stop();
  });
});
