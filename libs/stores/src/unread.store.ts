import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { MODULE_IDS, TIMINGS, fetchesChatUnreadCount, unreadBadge, type Role } from '@gp/domain';
import { getAnnouncementUnreadCount, getChatUnreadCount, getInboxUnreadCount, type PlatformClient } from '@gp/api-client';
import type { Clock } from './ports';
import { throttle, type SpacedCall } from './timing';

/** The part of the session the unread counts need. */
export interface UnreadSession {
  readonly role: Role;
  readonly isLoggedIn: boolean;
}

/** Collaborators of the unread store. */
export interface UnreadStoreDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  readonly session: UnreadSession;
}

/**
 * Unread counts of the chat, the inbox and the announcements (SPEC §2 'Message centre', §7):
 * fetched at most once per 250 ms, only with a session; the chat count never for a trial account
 * (domain `fetchesChatUnreadCount`); badges read '99+' above 99 (domain `unreadBadge`).
 */
export class UnreadStore {
  chat = 0;
  inbox = 0;
  announcements = 0;
  private readonly throttled: SpacedCall;
  private dispose: IReactionDisposer | null = null;

  constructor(private readonly deps: UnreadStoreDeps) {
    this.throttled = throttle(deps.clock, TIMINGS.unreadCountThrottleMs, () => void this.fetch());
    makeAutoObservable<UnreadStore, 'deps' | 'throttled' | 'dispose'>(
      this,
      { deps: false, throttled: false, dispose: false },
      { autoBind: true },
    );
  }

  /** The chat badge text, or null for none. */
  get chatBadge(): string | null {
    return unreadBadge(this.chat);
  }

  /** The inbox badge text, or null for none. */
  get inboxBadge(): string | null {
    return unreadBadge(this.inbox);
  }

  /** The announcements badge text, or null for none. */
  get announcementsBadge(): string | null {
    return unreadBadge(this.announcements);
  }

  /** The total badge (message-centre entry), or null for none. */
  get totalBadge(): string | null {
    return unreadBadge(this.chat + this.inbox + this.announcements);
  }

  /** Refreshes on every login and clears on logout. */
  start(): void {
    if (this.dispose) return;
    this.dispose = reaction(
      () => this.deps.session.isLoggedIn,
      (loggedIn) => (loggedIn ? this.refresh() : this.clear()),
      { fireImmediately: true },
    );
  }

  /** Stops following the session and drops a waiting fetch. */
  stop(): void {
    this.dispose?.();
    this.dispose = null;
    this.throttled.cancel();
  }

  /** Asks for fresh counts; calls within 250 ms of a fetch fold into one trailing fetch. */
  refresh(): void {
    if (this.deps.session.isLoggedIn) this.throttled();
  }

  /** Sets every count to zero (logout). */
  clear(): void {
    this.throttled.cancel();
    this.chat = 0;
    this.inbox = 0;
    this.announcements = 0;
  }

  private async fetch(): Promise<void> {
    const { session, api } = this.deps;
    if (!session.isLoggedIn) return;
    const withChat = fetchesChatUnreadCount(session.role);
    const [inbox, announcements, chat] = await Promise.allSettled([
      getInboxUnreadCount(api, { moduleId: MODULE_IDS.inbox }),
      getAnnouncementUnreadCount(api),
      withChat ? getChatUnreadCount(api, { moduleId: MODULE_IDS.chat }) : Promise.resolve({ totalUnreadCount: 0 }),
    ]);
    runInAction(() => {
      if (!session.isLoggedIn) return;
      if (inbox.status === 'fulfilled') this.inbox = inbox.value.totalUnreadCount;
      if (announcements.status === 'fulfilled') this.announcements = announcements.value.totalUnreadCount;
      if (chat.status === 'fulfilled') this.chat = chat.value.totalUnreadCount;
    });
  }
}
