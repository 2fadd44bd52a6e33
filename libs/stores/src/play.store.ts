import { makeAutoObservable, runInAction } from 'mobx';
import { MESSAGE_DURATIONS, type GameRecord, type LottoPlayType, type MessageId, type Role } from '@gp/domain';
import {
  addRecentGame,
  getLotteryList,
  isPlatformError,
  launchGame,
  type Game,
  type GameLaunch,
  type LaunchGameQuery,
  type PlatformClient,
} from '@gp/api-client';
import type { ToastDuration, UiMessage } from './ui.store';

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
  /** A trial account and a game without free play: refused before any call. */
  | { readonly kind: 'refused' }
  /** The session ended: the caller sends the player to login. */
  | { readonly kind: 'sessionEnded' }
  | { readonly kind: 'failed'; readonly code: string }
  /** Another launch is still under way. */
  | { readonly kind: 'busy' };

/** Which lottery `/m/launchGame` and the launcher open: by code, or by game id (and group). */
export interface LotteryTarget {
  readonly code?: string;
  readonly gameId?: string;
  readonly gameGroupId?: string;
  readonly playType?: LottoPlayType;
}

/** Collaborators of the play store. */
export interface PlayStoreDeps {
  readonly api: PlatformClient;
  readonly session: { readonly role: Role; handlePlatformError(error: unknown): boolean };
  readonly wallet: { refresh(): Promise<void> };
  readonly ui: {
    toast(message: UiMessage<MessageId>, options?: { readonly duration?: ToastDuration; readonly kind?: 'info' | 'success' | 'error' }): number;
  };
}

/**
 * A game of the api as the domain's rules read it (null fields of the contract become absent).
 * A tile that opens more than one game (`gameCount` above 1) stands for a vendor's game list.
 * Pass it to `decideGameTap`.
 */
export function gameRecordOf(game: Game): GameRecord {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    gameCategory: game.gameCategory,
    gameType: game.gameType,
    gameCode: game.gameCode,
    supportPlay: game.supportPlay,
    isVendorList: game.gameCount > 1,
    ...(game.gameGroupId === null ? {} : { gameGroupId: game.gameGroupId }),
    ...(game.lottoMode === null ? {} : { lottoMode: game.lottoMode }),
  };
}

/** The message a failed launch shows, by error code. */
export function launchFailureMessageId(code: string): MessageId {
  if (code === 'TRIAL_NOT_ALLOWED') return 'error.trialActualAccount';
  if (code === 'URL_EMPTY' || code === 'NOT_FOUND') return 'play.unavailable';
  if (code === 'NETWORK' || code === 'TIMEOUT') return 'error.network';
  if (code === 'SESSION_EXPIRED' || code === 'NOT_LOGGED_IN') return 'error.sessionExpired';
  return 'play.failed';
}

/**
 * Launching games (SPEC §4 'Game tap', §6): asks the platform for the game's address, shows a
 * generic game in the game view (`running`) and records it as recent; opens lotteries for the
 * lottery pages. Trial accounts play free games with play money and are refused the others with
 * the spec's message; members always play for real. Closing refreshes the balance.
 */
export class PlayStore {
  running: RunningGame | null = null;
  loading = false;
  /** The error code of the last failed launch, or null. */
  lastErrorCode: string | null = null;

  constructor(private readonly deps: PlayStoreDeps) {
    makeAutoObservable<PlayStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** True for a trial (free-play) account. */
  private get trial(): boolean {
    return this.deps.session.role === 'trial';
  }

  /**
   * Launches a generic game (the domain's 'launch' tap decision) and shows it in the game view.
   * A trial account is refused a game without free play before any call.
   */
  async launch(game: Game): Promise<LaunchOutcome> {
    if (this.loading) return { kind: 'busy' };
    if (this.trial && game.supportPlay !== 0) return this.refuse();
    const query: LaunchGameQuery = {
      gameCategory: game.gameCategory as LaunchGameQuery['gameCategory'],
      vendor: game.vassalage,
      gameId: game.gameId,
      nodeId: game.nodeId,
      ...this.freePlayQuery(),
    };
    const outcome = await this.request(query, game.nodeId);
    if (outcome.kind === 'opened') {
      const { url, freePlay } = outcome.launch;
      runInAction(() => {
        this.running = { url, title: game.gameName || game.nodeName, nodeId: game.nodeId, freePlay };
      });
    }
    return outcome;
  }

  /**
   * Opens a lottery for the lottery pages: by code, or by game id found in the lottery list
   * (matching the group when one is given). The answer's address is the lotto-h5 frame.
   */
  async openLottery(target: LotteryTarget): Promise<LaunchOutcome> {
    if (this.loading) return { kind: 'busy' };
    const playType = target.playType === undefined ? {} : { playType: target.playType };
    if (target.code !== undefined) return this.request({ gameCode: target.code, ...playType, ...this.freePlayQuery() }, null);
    let nodeId: number;
    try {
      const { list } = await getLotteryList(this.deps.api);
      const game = list.find(
        (entry) => entry.gameId === target.gameId && (target.gameGroupId === undefined || String(entry.gameGroupId) === target.gameGroupId),
      );
      if (!game) return this.fail('NOT_FOUND');
      if (this.trial && game.supportPlay !== 0) return this.refuse();
      nodeId = game.nodeId;
    } catch (error) {
      return this.fail(error);
    }
    return this.request({ nodeId, ...playType, ...this.freePlayQuery() }, nodeId);
  }

  /** Closes the game view and refreshes the balance the game changed. */
  close(): void {
    if (!this.running) return;
    this.running = null;
    void this.deps.wallet.refresh();
  }

  private freePlayQuery(): Pick<LaunchGameQuery, 'freePlay'> {
    // A member asking for free play would play with the demo balance: only trial accounts do.
    return this.trial ? { freePlay: 1 } : {};
  }

  private async request(query: LaunchGameQuery, nodeId: number | null): Promise<LaunchOutcome> {
    this.loading = true;
    this.lastErrorCode = null;
    try {
      const launch = await launchGame(this.deps.api, query);
      if (nodeId !== null) void this.recordRecent(nodeId);
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
    } catch (error) {
      // The recent list is a convenience: a failure to record does not disturb the game.
      this.deps.session.handlePlatformError(error);
    }
  }

  private refuse(): LaunchOutcome {
    this.deps.ui.toast({ id: 'error.trialActualAccount' }, { duration: MESSAGE_DURATIONS.rejectionMs, kind: 'error' });
    return { kind: 'refused' };
  }

  private fail(error: unknown): LaunchOutcome {
    const code = typeof error === 'string' ? error : isPlatformError(error) ? error.code : 'UNKNOWN';
    const ended = this.deps.session.handlePlatformError(error);
    runInAction(() => {
      this.lastErrorCode = code;
    });
    const duration = code === 'TRIAL_NOT_ALLOWED' ? MESSAGE_DURATIONS.rejectionMs : 'short';
    this.deps.ui.toast({ id: launchFailureMessageId(code) }, { duration, kind: 'error' });
    return ended ? { kind: 'sessionEnded' } : { kind: 'failed', code };
  }
}
