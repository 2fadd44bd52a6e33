import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { TIMINGS } from '@gp/domain';
import { getNotices, markAnnouncementRead, type ContentNotice, type PlatformClient } from '@gp/api-client';
import type { Clock } from './ports';
import { throttle, type SpacedCall } from './timing';

/** Collaborators of the notices store. */
export interface NoticesStoreDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  readonly session: { readonly isLoggedIn: boolean };
  /** Bumped (debounced) after each language change; a list already asked for reloads on it. */
  readonly language: { readonly languageVersion: number };
  /** The platform has been told of notices read (the unread badges refresh). */
  readonly onNoticesRead?: () => void;
}

/** Where the notice list stands: not asked yet, on its way (first time), shown, or failed with nothing to show. */
export type NoticesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The player notices of `/m/notice` (SPEC §2, §3, §4) with their read state, built by the notice
 * screen (`noticesStoreOf`) so that its code loads with it. Reading a notice marks it at once,
 * tells the platform (throttled 150 ms), refreshes the unread badges and reloads the list. A list
 * once asked for reloads when the language or the login changes.
 */
export class NoticesStore {
  notices: ContentNotice[] = [];
  unreadCount = 0;
  status: NoticesStatus = 'idle';
  private readonly pendingReads = new Set<number>();
  private readonly flushReads: SpacedCall;
  private readonly disposer: IReactionDisposer;
  /** Loads started so far: only the latest one's answer applies (a reload after marking read overtakes an older one). */
  private loads = 0;

  constructor(private readonly deps: NoticesStoreDeps) {
    this.flushReads = throttle(deps.clock, TIMINGS.markAsReadThrottleMs, () => void this.sendReads());
    makeAutoObservable<NoticesStore, 'deps' | 'pendingReads' | 'flushReads' | 'disposer' | 'loads'>(
      this,
      { deps: false, pendingReads: false, flushReads: false, disposer: false, loads: false },
      { autoBind: true },
    );
    this.disposer = reaction(
      () => [deps.language.languageVersion, deps.session.isLoggedIn],
      () => {
        if (this.status !== 'idle') void this.load();
      },
      { equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
    );
  }

  /** Reloads the notices with their read flags; the last list stays when a reload fails, and an answer overtaken by a later load is dropped. */
  async load(): Promise<void> {
    const load = ++this.loads;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const list = await getNotices(this.deps.api);
      runInAction(() => {
        if (load !== this.loads) return;
        this.status = 'ready';
        // Reads still waiting for the throttle stay read on screen.
        const waiting = list.notices.filter((item) => !item.read && this.pendingReads.has(item.id)).length;
        this.notices = list.notices.map((item) => (this.pendingReads.has(item.id) ? { ...item, read: true } : item));
        this.unreadCount = Math.max(0, list.unreadCount - waiting);
      });
    } catch {
      runInAction(() => {
        if (load === this.loads && this.status !== 'ready') this.status = 'failed';
      });
    }
  }

  /**
   * Marks a notice read: at once on screen; the platform is told (for a session) with calls
   * throttled to one burst per 150 ms, after which the list reloads.
   */
  markAsRead(id: number): void {
    const notice = this.notices.find((item) => item.id === id);
    if (!notice || notice.read) return;
    this.notices = this.notices.map((item) => (item.id === id ? { ...item, read: true } : item));
    this.unreadCount = Math.max(0, this.unreadCount - 1);
    if (!this.deps.session.isLoggedIn) return;
    this.pendingReads.add(id);
    this.flushReads();
  }

  /** Stops following the language and login, and drops reads not yet sent. */
  stop(): void {
    this.disposer();
    this.flushReads.cancel();
  }

  private async sendReads(): Promise<void> {
    const ids = [...this.pendingReads];
    this.pendingReads.clear();
    // A failed mark is shown unread again by the reload that follows.
    await Promise.allSettled(ids.map((announcementId) => markAnnouncementRead(this.deps.api, { announcementId, read: true })));
    this.deps.onNoticesRead?.();
    await this.load();
  }
}
