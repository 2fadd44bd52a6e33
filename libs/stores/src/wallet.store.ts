import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { TIMINGS, walletDisplay, APP_STORAGE_KEYS } from '@gp/domain';
import { getWalletBalance, type PlatformClient, type WalletBalance } from '@gp/api-client';
import { safeGetItem, safeSetItem, type Clock, type KeyValueStorage, type PageEvents } from './ports';
import { Timer } from './timing';

/** Local-storage key of the hide-balance toggle (the spec names none; see the report). */
export const HIDE_BALANCE_KEY = APP_STORAGE_KEYS.hideBalance;

/** The part of the session the wallet needs. */
export interface WalletSession {
  readonly isLoggedIn: boolean;
}

/** Collaborators of the wallet store. */
export interface WalletStoreDeps {
  readonly api: PlatformClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly events: PageEvents;
  readonly session: WalletSession;
}

/** The page events that bring the app back to the foreground and refresh the balance. */
const WINDOW_EVENTS = ['focus', 'pageshow'] as const;

/**
 * The player's balance (SPEC §3 'Wallet', §4 'Balance auto-refresh'): refreshed every 60 s while
 * logged in and whenever the page comes back (visible again, focus, pageshow); the player may hide
 * it; it reads *** while logged out, hidden or refreshing.
 */
export class WalletStore {
  balance: WalletBalance | null = null;
  hidden: boolean;
  refreshing = false;
  private readonly timer: Timer;
  private disposeReaction: IReactionDisposer | null = null;
  private readonly handleResume = (): void => void this.refresh();
  private readonly handleVisibility = (): void => {
    if (this.deps.events.isVisible()) void this.refresh();
  };

  constructor(private readonly deps: WalletStoreDeps) {
    this.hidden = safeGetItem(deps.storage, HIDE_BALANCE_KEY) === '1';
    this.timer = new Timer(deps.clock);
    makeAutoObservable<WalletStore, 'deps' | 'timer' | 'disposeReaction' | 'handleResume' | 'handleVisibility'>(
      this,
      { deps: false, timer: false, disposeReaction: false, handleResume: false, handleVisibility: false },
      { autoBind: true },
    );
  }

  /** What the header shows: the symbol and 2 decimals, or *** (domain `walletDisplay`). */
  get displayBalance(): string {
    return walletDisplay({
      balanceMinor: this.balance?.balanceMinor ?? null,
      currencySymbol: this.balance?.currencySymbol ?? '',
      loggedIn: this.deps.session.isLoggedIn,
      hidden: this.hidden,
      refreshing: this.refreshing,
    });
  }

  /** Starts following the session: refresh and the 60 s timer while logged in, and the page events. */
  start(): void {
    if (this.disposeReaction) return;
    this.deps.events.document.addEventListener('visibilitychange', this.handleVisibility);
    for (const type of WINDOW_EVENTS) this.deps.events.window.addEventListener(type, this.handleResume);
    this.disposeReaction = reaction(
      () => this.deps.session.isLoggedIn,
      (loggedIn) => (loggedIn ? void this.refresh() : this.reset()),
      { fireImmediately: true },
    );
  }

  /** Stops the timer and the listeners. */
  stop(): void {
    this.disposeReaction?.();
    this.disposeReaction = null;
    this.timer.cancel();
    this.deps.events.document.removeEventListener('visibilitychange', this.handleVisibility);
    for (const type of WINDOW_EVENTS) this.deps.events.window.removeEventListener(type, this.handleResume);
  }

  /**
   * Fetches the balance now (one call at a time) and schedules the next refresh 60 s later.
   * Does nothing for a guest. A session-ending error logs the player out.
   */
  async refresh(): Promise<void> {
    if (!this.deps.session.isLoggedIn || this.refreshing) return;
    this.refreshing = true;
    this.timer.schedule(() => void this.refresh(), TIMINGS.walletRefreshMs);
    try {
      const balance = await getWalletBalance(this.deps.api);
      runInAction(() => {
        if (this.deps.session.isLoggedIn) this.balance = balance;
      });
    } catch {
      /* The last balance stays on screen; an ended session is cleared by the client. */
    } finally {
      runInAction(() => (this.refreshing = false));
    }
  }

  /** Shows or hides the balance, and remembers the choice. */
  toggleHidden(): void {
    this.hidden = !this.hidden;
    safeSetItem(this.deps.storage, HIDE_BALANCE_KEY, this.hidden ? '1' : '0');
  }

  /** Forgets the balance and stops the timer (logout). */
  reset(): void {
    this.timer.cancel();
    this.balance = null;
  }

}
