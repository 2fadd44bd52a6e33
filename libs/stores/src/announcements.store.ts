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
import { getAnnouncements, type ContentPopup, type PlatformClient } from '@gp/api-client';
import { safeGetItem, safeSetItem, type Clock, type KeyValueStorage } from './ports';
import { Timer } from './timing';

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
  /** Bumped (debounced) after each language change; the list reloads on it. */
  readonly language: { readonly languageVersion: number };
}

/**
 * The announcement popup (SPEC §2 'Announcement popup', §3, §4): the list loads 500 ms after start
 * and again when the language or the login changes; the domain rule picks the items (A members,
 * B guests, F as A on a first login) and decides from SHELL_PU_A / SHELL_PU_B whether the popup
 * shows. The notices of `/m/notice` are the notice screen's own store (`noticesStoreOf`).
 */
export class AnnouncementsStore {
  popups: ContentPopup[] = [];
  popupVisible = false;
  loaded = false;
  private readonly startTimer: Timer;
  private disposers: IReactionDisposer[] = [];

  constructor(private readonly deps: AnnouncementsStoreDeps) {
    this.startTimer = new Timer(deps.clock);
    makeAutoObservable<AnnouncementsStore, 'deps' | 'startTimer' | 'disposers'>(
      this,
      { deps: false, startTimer: false, disposers: false },
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
  }

  /** Loads the popups, then decides whether the popup shows. */
  async load(): Promise<void> {
    this.startTimer.cancel();
    await this.loadPopups();
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

  private decide(): void {
    const stored = safeGetItem(this.deps.storage, this.decision.storageKey);
    this.popupVisible = decideAnnouncementPopup(this.popups, this.viewer, stored).show;
  }
}
