import { makeAutoObservable, runInAction } from 'mobx';
import { MESSAGE_DURATIONS, endsSession, type GameLaunchRequest, type GameRecord, type MessageId } from '@gp/domain';
import {
  addRecentGame,
  getLotteryList,
  isPlatformError,
  launchGame,
  type GameLaunch,
  type LaunchGameQuery,
  type PlatformClient,
} from '@gp/api-client';
import type { ToastDuration, UiMessage } from './ui.store';
import { gameRecordOf, type GameViewTitle } from './game-tile';
import { PlaySessionWatch } from './play-session-watch';
import type { Clock } from './ports';

/** The game on screen in the game view. */
export interface RunningGame {
  /** The game page's address (on the platform's host, carrying a single-game ticket). */
  readonly url: string;
  readonly title: string;
  readonly nodeId: number;
  /** True when it is played with the demo (play-money) balance. */
  readonly freePlay: boolean;
}

/** How a launch ended. */
export type LaunchOutcome =
  | { readonly kind: 'opened'; readonly launch: GameLaunch }
  /** The session ended (the client has cleared it): the caller sends the player to login. */
  | { readonly kind: 'sessionEnded' }
  | { readonly kind: 'failed'; readonly code: string }
  /** Another launch is still under way. */
  | { readonly kind: 'busy' };

/** Collaborators of the play store. */
export interface PlayStoreDeps {
  readonly api: PlatformClient;
  /** The clock of the play-session watch's minute calls and reality checks. */
  readonly clock: Clock;
  readonly wallet: { refresh(): Promise<void> };
  readonly ui: {
    toast(message: UiMessage<MessageId>, options?: { readonly duration?: ToastDuration; readonly kind?: 'info' | 'success' | 'error' }): number;
  };
}

/** The message a failed launch shows, by error code. */
export function launchFailureMessageId(code: string): MessageId {
  if (code === 'TRIAL_NOT_ALLOWED') return 'error.trialActualAccount';
  if (code === 'URL_EMPTY' || code === 'NOT_FOUND') return 'play.unavailable';
  if (code === 'NETWORK' || code === 'TIMEOUT') return 'error.network';
  if (code === 'SESSION_EXPIRED' || code === 'NOT_LOGGED_IN') return 'error.sessionExpired';
  if (code === 'RG_SESSION_LIMIT') return 'error.rgSessionLimit';
  return 'play.failed';
}

/**
 * Carries out game launches the domain decided (`decideGameTap`): asks the platform for the
 * game's address with exactly the decided request, shows a game in the game view (`running`) and
 * records it as recent; opens lotteries for the lottery pages; finds a lottery named by a deep
 * link. It decides nothing about who may play what. Closing refreshes the balance.
 */
export class PlayStore {
  running: RunningGame | null = null;
  loading = false;
  /** The error code of the last failed launch, or null. */
  lastErrorCode: string | null = null;
  /** The play-session watch of the cash game on screen (reality check, play-time limit), or null. */
  watch: PlaySessionWatch | null = null;

  constructor(private readonly deps: PlayStoreDeps) {
    makeAutoObservable<PlayStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Launches a game with the decided request and shows it in the game view under its title. */
  async launch(request: GameLaunchRequest, view: GameViewTitle): Promise<LaunchOutcome> {
    const outcome = await this.request(request);
    if (outcome.kind === 'opened') {
      const { url, freePlay } = outcome.launch;
      const nodeId = request.nodeId ?? 0;
      runInAction(() => {
        this.running = { url, title: view.title, nodeId, freePlay };
        this.watchCashGame(freePlay);
      });
    }
    return outcome;
  }

  /** Opens a lottery with the decided request for the lottery pages; the answer's address is the lotto-h5 frame. */
  openLottery(request: GameLaunchRequest): Promise<LaunchOutcome> {
    return this.request(request);
  }

  /**
   * Finds the lottery a deep link names by game id (and group, when given) in the platform's
   * lottery list, as a game record for the domain to decide on; null (with a toast) when there is
   * none or the list cannot be had.
   */
  async findLottery(gameId: string, gameGroupId?: string): Promise<GameRecord | null> {
    try {
      const { list } = await getLotteryList(this.deps.api);
      const game = list.find((entry) => entry.gameId === gameId && (gameGroupId === undefined || String(entry.gameGroupId) === gameGroupId));
      if (game) return gameRecordOf(game);
      this.fail('NOT_FOUND');
    } catch (error) {
      this.fail(error);
    }
    return null;
  }

  /** Closes the game view and refreshes the balance the game changed. */
  close(): void {
    if (!this.running) return;
    this.running = null;
    this.watch?.stop();
    this.watch = null;
    void this.deps.wallet.refresh();
  }

  /**
   * Watches a cash lottery's frame while it shows (issue 20): the minute calls and reality checks;
   * `onLimit` leaves the frame when today's play-time limit is reached. Returns the stop to call
   * when the frame goes.
   */
  watchLottery(onLimit: () => void): () => void {
    this.watchCashGame(false, onLimit);
    const watch = this.watch;
    return () => {
      watch?.stop();
      if (this.watch === watch) this.watch = null;
    };
  }

  /** Starts watching a cash game: its minute calls, reality checks and the play-time limit (the game view closes, or `onLimit`). */
  private watchCashGame(freePlay: boolean, onLimit: () => void = this.close): void {
    this.watch?.stop();
    this.watch = freePlay
      ? null
      : new PlaySessionWatch({
          api: this.deps.api,
          clock: this.deps.clock,
          onSessionLimit: () => {
            onLimit();
            this.deps.ui.toast({ id: 'error.rgSessionLimit' }, { duration: 'long', kind: 'error' });
          },
        });
    this.watch?.start();
  }

  private async request(request: GameLaunchRequest): Promise<LaunchOutcome> {
    if (this.loading) return { kind: 'busy' };
    this.loading = true;
    this.lastErrorCode = null;
    try {
      const { gameCategory, ...rest } = request;
      // The domain knows every category; the platform launches the playable ones it names.
      const query: LaunchGameQuery = { ...rest, ...(gameCategory === undefined ? {} : { gameCategory: gameCategory as LaunchGameQuery['gameCategory'] }) };
      const launch = await launchGame(this.deps.api, query);
      if (request.nodeId !== undefined) void this.recordRecent(request.nodeId);
      return { kind: 'opened', launch };
    } catch (error) {
      return this.fail(error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private async recordRecent(nodeId: number): Promise<void> {
    try {
      await addRecentGame(this.deps.api, { nodeId });
    } catch {
      // The recent list is a convenience: a failure to record does not disturb the game.
    }
  }

  private fail(error: unknown): LaunchOutcome {
    const code = typeof error === 'string' ? error : isPlatformError(error) ? error.code : 'UNKNOWN';
    runInAction(() => {
      this.lastErrorCode = code;
    });
    const duration = code === 'TRIAL_NOT_ALLOWED' || code === 'RG_SESSION_LIMIT' ? MESSAGE_DURATIONS.rejectionMs : 'short';
    this.deps.ui.toast({ id: launchFailureMessageId(code) }, { duration, kind: 'error' });
    // The client has already cleared an ended session: the code, not the session, says so.
    return endsSession(code) ? { kind: 'sessionEnded' } : { kind: 'failed', code };
  }
}
