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

/**
 * The leaderboard `/m/leaderBoard` (MISSION promo): the current race with its prize pool, the top
 * 20 and the member's own place. When the shown race ends while the screen is open, the next one
 * loads (a second after the end, so the platform has moved on).
 */
export class LeaderboardModel {
  readonly board: Resource<Leaderboard | null>;
  private readonly raceEnd: Timer;
  private running = false;

  constructor(private readonly deps: LeaderboardDeps) {
    this.board = new Resource(() => getLeaderboard(deps.api), null);
    this.raceEnd = new Timer(deps.clock);
    makeAutoObservable<LeaderboardModel, 'deps' | 'raceEnd' | 'running'>(this, { deps: false, board: false, raceEnd: false, running: false }, { autoBind: true });
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
    if (race && this.running) this.raceEnd.schedule(() => void this.load(), Math.max(1000, race.endsAt - this.deps.clock.now() + 1000));
  }
}
