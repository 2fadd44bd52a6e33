import { makeAutoObservable, runInAction } from 'mobx';
import { rgSessionRefusalOf, type RgSessionRefusal } from '@gp/domain';
import { isPlatformError, touchRgPlaySession, type PlatformClient, type RgPlaySession } from '@gp/api-client';
import type { Clock } from './ports';

const MINUTE_MS = 60_000;

/** Collaborators of the play-session watch. */
export interface PlaySessionWatchDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** Today's play-time limit is reached: the game closes (the details when the platform gave them). */
  readonly onSessionLimit: (refusal: RgSessionRefusal | null) => void;
}

/** What the reality check shows: the session's length and money so far. */
export interface RealityCheck {
  readonly playedMinutes: number;
  readonly wageredMinor: number;
  readonly netMinor: number;
  readonly currency: string;
}

/**
 * Watches a cash game while it is open (issue 20): tells the platform every minute that the game
 * is still open (the play time its daily limit counts), closes the game when the platform says
 * today's limit is reached, and every `realityCheckMinutes` of the session brings up the reality
 * check (`due`) with the time played and the session's net result, until the player goes on.
 */
export class PlaySessionWatch {
  /** The reality check on screen, or null. */
  due: RealityCheck | null = null;
  private session: RgPlaySession | null = null;
  /** When the session began, on this device's clock. */
  private localStart = 0;
  private nextCheckAt: number | null = null;
  private touchTimer: unknown = null;
  private checkTimer: unknown = null;
  private running = false;

  constructor(private readonly deps: PlaySessionWatchDeps) {
    makeAutoObservable<PlaySessionWatch, 'deps' | 'session' | 'localStart' | 'nextCheckAt' | 'touchTimer' | 'checkTimer' | 'running'>(
      this,
      { deps: false, session: false, localStart: false, nextCheckAt: false, touchTimer: false, checkTimer: false, running: false },
      { autoBind: true },
    );
  }

  /** The game opened: the first sign of play, then one a minute. */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.touch();
  }

  /** The game closed: nothing more is sent or shown. */
  stop(): void {
    this.running = false;
    this.due = null;
    const { clock } = this.deps;
    clock.clearTimeout(this.touchTimer);
    clock.clearTimeout(this.checkTimer);
  }

  /** The player goes on playing: the next check comes one interval later. */
  keepPlaying(): void {
    this.due = null;
    if (this.session && this.nextCheckAt !== null) this.scheduleCheck(this.nextCheckAt + this.session.realityCheckMinutes * MINUTE_MS);
  }

  private async touch(): Promise<void> {
    try {
      const session = await touchRgPlaySession(this.deps.api);
      runInAction(() => this.took(session));
    } catch (error) {
      if (isPlatformError(error) && error.code === 'RG_SESSION_LIMIT') {
        this.stop();
        this.deps.onSessionLimit(rgSessionRefusalOf(error.code, error.value));
        return;
      }
      // A lost signal: the next minute tries again.
    }
    if (this.running) this.touchTimer = this.deps.clock.setTimeout(() => void this.touch(), MINUTE_MS);
  }

  private took(session: RgPlaySession): void {
    const now = this.deps.clock.now();
    const first = this.session === null || this.session.startedAt !== session.startedAt;
    this.session = session;
    if (this.due !== null) this.due = { ...this.due, wageredMinor: session.wageredMinor, netMinor: session.netMinor };
    if (!first || !this.running) return;
    this.localStart = now - session.playedMinutes * MINUTE_MS;
    const interval = session.realityCheckMinutes * MINUTE_MS;
    this.scheduleCheck(this.localStart + (Math.floor((now - this.localStart) / interval) + 1) * interval);
  }

  private scheduleCheck(at: number): void {
    const { clock } = this.deps;
    clock.clearTimeout(this.checkTimer);
    this.nextCheckAt = at;
    this.checkTimer = clock.setTimeout(() => runInAction(() => this.showCheck()), Math.max(0, at - clock.now()));
  }

  private showCheck(): void {
    const session = this.session;
    if (!this.running || session === null) return;
    this.due = {
      playedMinutes: Math.floor((this.deps.clock.now() - this.localStart) / MINUTE_MS),
      wageredMinor: session.wageredMinor,
      netMinor: session.netMinor,
      currency: session.currency,
    };
    // Fresh figures for the check on screen: the minute's sign of play comes now.
    this.deps.clock.clearTimeout(this.touchTimer);
    void this.touch();
  }
}
