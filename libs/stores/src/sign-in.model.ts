import { makeAutoObservable, runInAction } from 'mobx';
import { DAY_MS, startOfManilaDay } from '@gp/domain';
import { claimSignIn, getSignInCalendar, isPlatformError, type PlatformClient, type SignInCalendar } from '@gp/api-client';
import { ClaimKeys, refusedForGood } from './claim-keys';
import type { Clock } from './ports';
import { Resource } from './resource';
import { Timer } from './timing';
import type { UiStore } from './ui.store';

/** Collaborators of the daily sign-in screen. */
export interface SignInDeps {
  readonly api: PlatformClient;
  readonly ui: Pick<UiStore, 'toast'>;
  /** The balance, refreshed once a reward is credited. */
  readonly wallet: { refresh(): Promise<void> };
  /** Reloads the calendar when a new Manila day starts while the screen is open. */
  readonly clock: Clock;
  /** Makes Idempotency-Keys (tests pass a fixed one). */
  readonly claimKeys?: ClaimKeys;
}

/**
 * The daily sign-in `/m/activity/signIn` (LOGIN promo): this week's calendar with today's
 * conditions, and the claim of today's reward. The claim is sent with one Idempotency-Key per day
 * until it is settled; once credited, the calendar the platform answers with replaces the shown
 * one and the balance is refreshed. A claim the platform refuses for good (claimed already, the
 * conditions not met) reloads the calendar, and so does a new Manila day while the screen is open.
 */
export class SignInModel {
  readonly calendar: Resource<SignInCalendar | null>;
  claiming = false;
  /** Why the last claim failed, as an error code, or null. */
  claimError: string | null = null;
  /** What the last claim credited (minor units), shown until the screen closes. */
  credited: number | null = null;
  private readonly keys: ClaimKeys;
  private readonly midnight: Timer;

  constructor(private readonly deps: SignInDeps) {
    this.calendar = new Resource(() => getSignInCalendar(deps.api), null);
    this.keys = deps.claimKeys ?? new ClaimKeys();
    this.midnight = new Timer(deps.clock);
    makeAutoObservable<SignInModel, 'deps' | 'keys' | 'midnight'>(this, { deps: false, keys: false, midnight: false, calendar: false }, { autoBind: true });
  }

  /** Loads the calendar, and again at each Manila midnight while the screen is open. */
  start(): void {
    void this.calendar.load();
    this.followDays();
  }

  /** Stops following the days. */
  stop(): void {
    this.midnight.cancel();
  }

  private followDays(): void {
    const now = this.deps.clock.now();
    this.midnight.schedule(() => {
      this.credited = null;
      void this.calendar.load();
      this.followDays();
    }, startOfManilaDay(now) + DAY_MS - now + 1000);
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
      runInAction(() => (this.claimError = code));
      if (refusedForGood(code)) {
        this.keys.settled(today);
        void this.calendar.load();
      }
    } finally {
      runInAction(() => (this.claiming = false));
    }
  }
}
