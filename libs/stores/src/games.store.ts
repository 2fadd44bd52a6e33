import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  MESSAGE_DURATIONS,
  addFavouriteId,
  decideFavouriteToggle,
  favouritePayload,
  isFavourite,
  removeFavouriteId,
  type FavouriteIds,
  type GameRecord,
  type MessageId,
} from '@gp/domain';
import { addFavourite, getFavouriteIds, removeFavourite, type PlatformClient } from '@gp/api-client';
import type { ToastDuration, UiMessage } from './ui.store';

/** The part of the session the games store needs. */
export interface GamesSession {
  readonly token: string | null;
  readonly isLoggedIn: boolean;
}

/** The part of the ui store the games store needs: the loading overlay and toasts. */
export interface GamesUi {
  showLoading(message: UiMessage<MessageId> | null, maxMs: number): () => void;
  toast(message: UiMessage<MessageId>, options?: { readonly duration?: ToastDuration; readonly kind?: 'info' | 'success' | 'error' }): number;
}

/** Collaborators of the games store. */
export interface GamesStoreDeps {
  readonly api: PlatformClient;
  readonly session: GamesSession;
  readonly ui: GamesUi;
}

/** What a tap on a favourite star led to; the page navigates on `login` and drops a tile on `removed`. */
export type FavouriteToggleResult =
  | { readonly kind: 'login'; readonly path: string }
  | { readonly kind: 'added' }
  | { readonly kind: 'removed' }
  /** The call failed; the loading was hidden and nothing changed. */
  | { readonly kind: 'failed' }
  /** A toggle of the same game is still on its way; nothing was done. */
  | { readonly kind: 'busy' };

/** The game a favourite toggle names: its nodeId and vendor. */
export type FavouriteGame = Pick<GameRecord, 'nodeId' | 'vassalage'>;

/**
 * The player's favourite games (SPEC §4 'Favourite toggle', §7 'Favourite ids'): the nodeIds are
 * loaded only when logged in (again after each login) and cleared on logout; the star toggles
 * through the platform with the spec's loading and saved messages.
 */
export class GamesStore {
  favouriteIds: FavouriteIds = [];
  /** The ids were loaded for the current session. */
  favouritesLoaded = false;
  /** NodeIds whose toggle is on its way. */
  pendingToggles: readonly string[] = [];
  private disposeSession: IReactionDisposer | null = null;

  constructor(private readonly deps: GamesStoreDeps) {
    makeAutoObservable<GamesStore, 'deps' | 'disposeSession'>(this, { deps: false, disposeSession: false }, { autoBind: true });
  }

  /** Tells whether a game is one of the player's favourites. */
  isFavourite(nodeId: number | string): boolean {
    return isFavourite(this.favouriteIds, nodeId);
  }

  /** Loads the ids now for a session already there and after every login; clears them on logout. */
  start(): void {
    if (this.disposeSession) return;
    this.disposeSession = reaction(
      () => this.deps.session.token,
      (token) => (token ? void this.loadFavouriteIds() : this.clear()),
      { fireImmediately: true },
    );
  }

  /** Stops following the session. */
  stop(): void {
    this.disposeSession?.();
    this.disposeSession = null;
  }

  /** Fetches the favourite ids (members only); an answer for an older session is dropped. */
  async loadFavouriteIds(): Promise<void> {
    if (!this.deps.session.isLoggedIn) return;
    const token = this.deps.session.token;
    try {
      const ids = await getFavouriteIds(this.deps.api);
      runInAction(() => {
        if (this.deps.session.token !== token) return;
        this.favouriteIds = ids.map(String);
        this.favouritesLoaded = true;
      });
    } catch {
      /* Favourites stay as they were; an ended session is cleared by the client. */
    }
  }

  /**
   * Toggles a game's favourite (domain `decideFavouriteToggle`): a guest gets 'in_logged_login'
   * and is sent to login; a member sees 'in_please_wait' (at most 1 s removing, 2 s adding)
   * while the call runs; success updates the ids and, on add, shows 'in_chang_saved' for 1 s;
   * a failure only hides the loading (SPEC §8 'Silent failures').
   */
  async toggleFavourite(game: FavouriteGame): Promise<FavouriteToggleResult> {
    const id = String(game.nodeId);
    const decision = decideFavouriteToggle(this.deps.session.isLoggedIn, this.isFavourite(id));
    if (decision.kind === 'login') {
      this.deps.ui.toast({ id: 'notice.loginFirst' }, { duration: MESSAGE_DURATIONS.rejectionMs });
      return { kind: 'login', path: decision.path };
    }
    if (this.pendingToggles.includes(id)) return { kind: 'busy' };
    this.pendingToggles = [...this.pendingToggles, id];
    const hide = this.deps.ui.showLoading({ id: 'notice.pleaseWait' }, decision.loadingMs);
    try {
      const payload = favouritePayload(game);
      if (decision.kind === 'add') await addFavourite(this.deps.api, payload);
      else await removeFavourite(this.deps.api, { nodeId: Number(payload.nodeId), vendor: payload.vendor });
      hide();
      runInAction(() => {
        this.favouriteIds = decision.kind === 'add' ? addFavouriteId(this.favouriteIds, id) : removeFavouriteId(this.favouriteIds, id);
      });
      if (decision.kind === 'add') {
        this.deps.ui.toast({ id: 'notice.changeSaved' }, { duration: decision.savedMs, kind: 'success' });
        return { kind: 'added' };
      }
      return { kind: 'removed' };
    } catch {
      hide();
      return { kind: 'failed' };
    } finally {
      runInAction(() => {
        this.pendingToggles = this.pendingToggles.filter((pending) => pending !== id);
      });
    }
  }

  /** Forgets the favourites (logout). */
  clear(): void {
    this.favouriteIds = [];
    this.favouritesLoaded = false;
  }
}
