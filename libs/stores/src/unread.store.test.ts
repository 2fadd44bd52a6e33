import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Role } from '@gp/domain';
import { FakePlatform, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UnreadStore } from './unread.store';

function setup(role: Role = 'member') {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const session = observable({
    role,
    get isLoggedIn() {
      return this.role !== 'guest';
    },
  });
  platform.on('GET', '/wps/chat/unread', () => ({ totalUnreadCount: 3 }));
  platform.on('GET', '/wps/inbox/unread', () => ({ totalUnreadCount: 120 }));
  platform.on('GET', '/wps/announcements/unread', () => ({ totalUnreadCount: 0 }));
  const store = new UnreadStore({ api: platform.api, clock, session });
  const inboxCalls = () => platform.callsTo('GET', '/wps/inbox/unread').length;
  return { platform, clock, session, store, inboxCalls };
}

describe('UnreadStore', () => {
  it('fetches the counts on login and shows 99+ above 99', async () => {
    const { platform, store } = setup();
    store.start();
    await settle();
    expect(store.chat).toBe(3);
    expect(store.inboxBadge).toBe('99+');
    expect(store.chatBadge).toBe('3');
    expect(store.announcementsBadge).toBeNull();
    expect(platform.callsTo('GET', '/wps/inbox/unread')[0]?.headers.get('ModuleId')).toBe('INBOX3');
    expect(platform.callsTo('GET', '/wps/chat/unread')[0]?.headers.get('ModuleId')).toBe('CBS3');
    store.stop();
  });

  it('throttles fetches to one per 250 ms, keeping a trailing one', async () => {
    const { clock, store, inboxCalls } = setup();
    store.refresh();
    await settle();
    expect(inboxCalls()).toBe(1);
    clock.advance(100);
    store.refresh();
    store.refresh();
    await settle();
    expect(inboxCalls()).toBe(1);
    clock.advance(149);
    await settle();
    expect(inboxCalls()).toBe(1);
    clock.advance(1);
    await settle();
    expect(inboxCalls()).toBe(2);
    clock.advance(250);
    await settle();
    expect(inboxCalls()).toBe(2);
  });

  it('never fetches the chat count for a trial account', async () => {
    const { platform, store } = setup('trial');
    store.refresh();
    await settle();
    expect(platform.callsTo('GET', '/wps/chat/unread')).toHaveLength(0);
    expect(store.inbox).toBe(120);
    expect(store.chat).toBe(0);
  });

  it('fetches nothing for a guest and clears on logout', async () => {
    const guest = setup('guest');
    guest.store.refresh();
    await settle();
    expect(guest.platform.calls).toHaveLength(0);
    const { session, store } = setup();
    store.start();
    await settle();
    runInAction(() => (session.role = 'guest'));
    expect(store.totalBadge).toBeNull();
    store.stop();
  });
});
