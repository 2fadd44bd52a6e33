import { makeAutoObservable } from 'mobx';
import { getLeaderboard, type Leaderboard, type PlatformClient } from '@gp/api-client';
import type { Clock } from './ports';
import { Resource } from './resource';
import { Timer } from './timing';

/** Collaborators of the leaderboard screen. */
export interface LeaderboardDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
}

/** The first wait before asking again for a race that has not moved on (then doubled, at most 5 minutes). */
export const NEXT_RACE_RETRY_MS = 10_000;
const NEXT_RACE_RETRY_MAX_MS = 5 * 60_000;

/**
 * The leaderboard `/m/leaderBoard` (MISSION promo): the current race with its prize pool, the top
 * 20 and the member's own place. When the shown race ends while the screen is open, the next one
 * loads (a second after the end, so the platform has moved on); while the platform still answers
 * the ended race, or does not answer, it asks again after 10 s, then less and less often.
 */
export class LeaderboardModel {
  readonly board: Resource<Leaderboard | null>;
  private readonly raceEnd: Timer;
  private running = false;
  private retryMs = NEXT_RACE_RETRY_MS;

  constructor(private readonly deps: LeaderboardDeps) {
    this.board = new Resource(() => getLeaderboard(deps.api), null);
    this.raceEnd = new Timer(deps.clock);
    makeAutoObservable<LeaderboardModel, 'deps' | 'raceEnd' | 'running' | 'retryMs'>(this, { deps: false, board: false, raceEnd: false, running: false, retryMs: false }, { autoBind: true });
  }

  /** Loads the race and reloads it when it ends. */
  start(): void {
    this.running = true;
    void this.load();
  }

  /** Stops waiting for the race's end. */
  stop(): void {
    this.running = false;
    this.raceEnd.cancel();
  }

  /** Loads (again). */
  async load(): Promise<void> {
    await this.board.load();
    const race = this.board.value?.race;
    if (!race || !this.running) return;
    const left = race.endsAt - this.deps.clock.now();
    if (this.board.status === 'ready' && left > 0) {
      this.retryMs = NEXT_RACE_RETRY_MS;
      this.raceEnd.schedule(() => void this.load(), left + 1000);
      return;
    }
    this.raceEnd.schedule(() => void this.load(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, NEXT_RACE_RETRY_MAX_MS);
  }
}
