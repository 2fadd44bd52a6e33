import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  TIMINGS,
  decideAnnouncementPopup,
  isBeforeLoginPromoShown,
  encodePopupRecord,
  popupRecordOnClose,
  type PopupDecision,
  type PopupViewer,
} from '@gp/domain';
import {
  getAnnouncements,
  getNotices,
  markAnnouncementRead,
  type ContentNotice,
  type ContentPopup,
  type PlatformClient,
} from '@gp/api-client';
import { safeGetItem, safeSetItem, type Clock, type KeyValueStorage } from './ports';
import { Timer, throttle, type SpacedCall } from './timing';

/** The part of the session the announcements need. */
export interface AnnouncementsSession {
  readonly isLoggedIn: boolean;
  readonly firstTimeLogin: boolean;
}

/** Collaborators of the announcements store. */
export interface AnnouncementsStoreDeps {
  readonly api: PlatformClient;
  /** Local storage: SHELL_PU_A and SHELL_PU_B. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly session: AnnouncementsSession;
  /** Bumped (debounced) after each language change; the lists reload on it. */
  readonly language: { readonly languageVersion: number };
  /** The platform has been told of notices read (the unread badges refresh). */
  readonly onNoticesRead?: () => void;
}

/** Where the notice list stands: not asked yet, on its way (first time), shown, or failed with nothing to show. */
export type NoticesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The announcement popup and the player notices (SPEC §2 'Announcement popup', §3, §4): the list
 * loads 500 ms after start and again when the language or the login changes; the domain rule picks
 * the items (A members, B guests, F as A on a first login) and decides from SHELL_PU_A / SHELL_PU_B
 * whether the popup shows. Reading a notice marks it at once, tells the platform (throttled 150 ms)
 * and reloads the list.
 */
export class AnnouncementsStore {
  popups: ContentPopup[] = [];
  notices: ContentNotice[] = [];
  noticeUnreadCount = 0;
  noticesStatus: NoticesStatus = 'idle';
  popupVisible = false;
  loaded = false;
  private readonly startTimer: Timer;
  private readonly pendingReads = new Set<number>();
  private readonly flushReads: SpacedCall;
  private disposers: IReactionDisposer[] = [];

  constructor(private readonly deps: AnnouncementsStoreDeps) {
    this.startTimer = new Timer(deps.clock);
    this.flushReads = throttle(deps.clock, TIMINGS.markAsReadThrottleMs, () => void this.sendReads());
    makeAutoObservable<
      AnnouncementsStore,
      'deps' | 'startTimer' | 'pendingReads' | 'flushReads' | 'disposers'
    >(
      this,
      { deps: false, startTimer: false, pendingReads: false, flushReads: false, disposers: false },
      { autoBind: true },
    );
  }

  /** Who is looking, as the popup rule needs it. */
  get viewer(): PopupViewer {
    return { loggedIn: this.deps.session.isLoggedIn, firstTimeLogin: this.deps.session.firstTimeLogin };
  }

  /** The popup decision for the current viewer: items, fingerprint, storage key (domain rule). */
  get decision(): PopupDecision<ContentPopup> {
    return decideAnnouncementPopup(this.popups, this.viewer, null);
  }

  /** The items the popup shows, in the platform's order. */
  get popupItems(): readonly ContentPopup[] {
    return this.decision.items;
  }

  /** The popup is on screen: decided visible and, for the viewer as they are now, has items. */
  get popupShown(): boolean {
    return this.popupVisible && this.popupItems.length > 0;
  }

  /**
   * Whether the before-login promo shows now (domain `isBeforeLoginPromoShown`): the session flag
   * is on, the visitor is a guest and the popup list has loaded without the popup showing.
   */
  isBeforeLoginPromoShown(promoFlagOn: boolean): boolean {
    return isBeforeLoginPromoShown({
      promoFlagOn,
      loggedIn: this.deps.session.isLoggedIn,
      popupLoaded: this.loaded,
      popupVisible: this.popupVisible,
    });
  }

  /** Schedules the first load 500 ms from now and follows language and login changes. */
  start(): void {
    if (this.disposers.length) return;
    this.startTimer.schedule(() => void this.load(), TIMINGS.popupDelayMs);
    this.disposers = [
      reaction(
        () => this.deps.language.languageVersion,
        () => void this.load(),
      ),
      reaction(
        () => [this.viewer.loggedIn, this.viewer.firstTimeLogin],
        () => void this.load(),
        { equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
      ),
    ];
  }

  /** Stops the timers and reactions. */
  stop(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    this.startTimer.cancel();
    this.flushReads.cancel();
  }

  /** Loads popups and notices, then decides whether the popup shows. */
  async load(): Promise<void> {
    this.startTimer.cancel();
    await Promise.all([this.loadPopups(), this.loadNotices()]);
    runInAction(() => (this.loaded = true));
  }

  /** Reloads the popup list and decides again. */
  async loadPopups(): Promise<void> {
    try {
      const { popups } = await getAnnouncements(this.deps.api, { types: 'PU', platform: 'M' });
      runInAction(() => {
        this.popups = popups;
        this.decide();
      });
    } catch {
      /* No popup this time. */
    }
  }

  /** Reloads the notices with their read flags. */
  async loadNotices(): Promise<void> {
    if (this.noticesStatus !== 'ready') this.noticesStatus = 'loading';
    try {
      const list = await getNotices(this.deps.api);
      runInAction(() => {
        this.noticesStatus = 'ready';
        // Reads still waiting for the throttle stay read on screen.
        const waiting = list.notices.filter((item) => !item.read && this.pendingReads.has(item.id)).length;
        this.notices = list.notices.map((item) => (this.pendingReads.has(item.id) ? { ...item, read: true } : item));
        this.noticeUnreadCount = Math.max(0, list.unreadCount - waiting);
      });
    } catch {
      // The last list stays; with none, the list says it failed.
      runInAction(() => {
        if (this.noticesStatus !== 'ready') this.noticesStatus = 'failed';
      });
    }
  }

  /**
   * Closes the popup at once and stores show=false for this set. The popup component plays its
   * 225 ms closing animation before it calls this, so the store adds no delay of its own.
   */
  closePopup(): void {
    if (!this.popupVisible) return;
    const { storageKey, fingerprint } = this.decision;
    safeSetItem(this.deps.storage, storageKey, encodePopupRecord(popupRecordOnClose(fingerprint)));
    this.popupVisible = false;
  }

  /**
   * Marks a notice read: at once on screen; the platform is told (for a session) with calls
   * throttled to one burst per 150 ms, after which the list reloads.
   */
  markAsRead(id: number): void {
    const notice = this.notices.find((item) => item.id === id);
    if (!notice || notice.read) return;
    this.notices = this.notices.map((item) => (item.id === id ? { ...item, read: true } : item));
    this.noticeUnreadCount = Math.max(0, this.noticeUnreadCount - 1);
    if (!this.deps.session.isLoggedIn) return;
    this.pendingReads.add(id);
    this.flushReads();
  }

  private decide(): void {
    const stored = safeGetItem(this.deps.storage, this.decision.storageKey);
    this.popupVisible = decideAnnouncementPopup(this.popups, this.viewer, stored).show;
  }

  private async sendReads(): Promise<void> {
    const ids = [...this.pendingReads];
    this.pendingReads.clear();
    // A failed mark is shown unread again by the reload that follows.
    await Promise.allSettled(ids.map((announcementId) => markAnnouncementRead(this.deps.api, { announcementId, read: true })));
    this.deps.onNoticesRead?.();
    await this.loadNotices();
  }
}
