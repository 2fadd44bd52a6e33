import { makeAutoObservable, runInAction } from 'mobx';
import { claimSignIn, getSignInCalendar, isPlatformError, type PlatformClient, type SignInCalendar } from '@gp/api-client';
import { ClaimKeys, refusedForGood } from './claim-keys';
import { Resource } from './resource';
import type { UiStore } from './ui.store';

/** Collaborators of the daily sign-in screen. */
export interface SignInDeps {
  readonly api: PlatformClient;
  readonly ui: Pick<UiStore, 'toast'>;
  /** The balance, refreshed once a reward is credited. */
  readonly wallet: { refresh(): Promise<void> };
  /** Makes Idempotency-Keys (tests pass a fixed one). */
  readonly claimKeys?: ClaimKeys;
}

/**
 * The daily sign-in `/m/activity/signIn` (LOGIN promo): this week's calendar with today's
 * conditions, and the claim of today's reward. The claim is sent with one Idempotency-Key per day
 * until it is settled; once credited, the calendar the platform answers with replaces the shown
 * one and the balance is refreshed. A claim the platform refuses because today was claimed already
 * reloads the calendar.
 */
export class SignInModel {
  readonly calendar: Resource<SignInCalendar | null>;
  claiming = false;
  /** Why the last claim failed, as an error code, or null. */
  claimError: string | null = null;
  /** What the last claim credited (minor units), shown until the screen closes. */
  credited: number | null = null;
  private readonly keys: ClaimKeys;

  constructor(private readonly deps: SignInDeps) {
    this.calendar = new Resource(() => getSignInCalendar(deps.api), null);
    this.keys = deps.claimKeys ?? new ClaimKeys();
    makeAutoObservable<SignInModel, 'deps' | 'keys'>(this, { deps: false, keys: false, calendar: false }, { autoBind: true });
  }

  /** Loads the calendar. */
  start(): void {
    void this.calendar.load();
  }

  /** Nothing runs in the background. */
  stop(): void {
    /* no timers */
  }

  /** Claims today's reward once. */
  async claim(): Promise<void> {
    const calendar = this.calendar.value;
    if (this.claiming || calendar === null) return;
    const today = calendar.days[calendar.todayIndex]?.date ?? '';
    this.claiming = true;
    this.claimError = null;
    try {
      const result = await claimSignIn(this.deps.api, { idempotencyKey: this.keys.keyFor(today) });
      this.keys.settled(today);
      runInAction(() => {
        this.calendar.value = result.calendar;
        this.credited = result.creditedMinor;
      });
      void this.deps.wallet.refresh();
    } catch (error) {
      const code = isPlatformError(error) ? error.code : 'UNKNOWN';
      if (refusedForGood(code)) this.keys.settled(today);
      runInAction(() => (this.claimError = code));
      if (code === 'ALREADY_CLAIMED') void this.calendar.load();
    } finally {
      runInAction(() => (this.claiming = false));
    }
  }
}
