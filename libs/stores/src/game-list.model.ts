import { makeAutoObservable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  LIMITS,
  chooseGameCentreTab,
  gameListRequest,
  isMoreDisabled,
  listNeedsReset,
  pageFailed,
  pageIndicator,
  receivePage,
  removeFromPaging,
  requestMore,
  resetPaging,
  tilesAfterUnfavourite,
  type GameListFilter,
  type GamePageAnswer,
  type GamePaging,
  type PlatformLanguage,
} from '@gp/domain';
import {
  getHotGames,
  isPlatformError,
  listFavourites,
  listGames,
  listRecentGames,
  type Game,
  type GameCategoryCode,
  type PlatformClient,
} from '@gp/api-client';

/** What a list shows: a filtered game list, the favourites, the hot games or the recent games. */
export type GameListSource =
  | { readonly kind: 'games'; readonly filter: GameListFilter }
  | { readonly kind: 'favourites'; readonly gameType?: GameCategoryCode | '' }
  | { readonly kind: 'hot'; readonly gameType?: GameCategoryCode | '' }
  | { readonly kind: 'recent' };

/** Collaborators of a game list. */
export interface GameListDeps {
  readonly api: PlatformClient;
  /** `languageVersion` goes up 250 ms after a language change: the list reloads then. */
  readonly language: { readonly languageVersion: number; readonly current: PlatformLanguage };
}

/** Where a list stands: loading its first page, showing tiles, or failed with nothing shown. */
export type GameListStatus = 'loading' | 'ready' | 'error';

const isCategoryCode = (value: string): value is GameCategoryCode | '' =>
  ['', 'LOCAL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'LIVESTREAM', 'BGS'].includes(value);

/**
 * One screen's list of games (SPEC §4 'Game list'), made per screen: page 1 on start, 'more'
 * appends the next page (nothing on the last page), a change of filter, search text or vendor
 * goes back to page 1 and reloads, and an answer for an older filter or page is ignored.
 * Favourites page and append the same way; hot games come as one page.
 */
export class GameListModel {
  source: GameListSource;
  paging: GamePaging<Game> = resetPaging<Game>();
  /** The code of the last failed load, or null. */
  errorCode: string | null = null;
  /** Counts resets, so that an answer for an older filter is dropped. */
  private generation = 0;
  private disposeLanguage: IReactionDisposer | null = null;

  constructor(
    private readonly deps: GameListDeps,
    source: GameListSource,
  ) {
    this.source = source;
    makeAutoObservable<GameListModel, 'deps' | 'generation' | 'disposeLanguage'>(
      this,
      // Pages of games are replaced whole, never changed in place: no deep observation of thousands of records.
      { deps: false, generation: false, disposeLanguage: false, paging: observableRef, source: observableRef },
      { autoBind: true },
    );
  }

  /** The tiles of every page loaded so far. */
  get games(): readonly Game[] {
    return this.paging.items;
  }

  /** The filter of a game list; the lobby's for the other sources. */
  get filter(): GameListFilter {
    return this.source.kind === 'games' ? this.source.filter : chooseGameCentreTab();
  }

  /** 'current / total'. */
  get indicator(): string {
    return pageIndicator(this.paging);
  }

  /** The page shown and the pages there are. */
  get page(): number {
    return this.paging.page;
  }

  /** Pages the platform reports. */
  get totalPages(): number {
    return this.paging.totalPages;
  }

  /** 'More games' is disabled on the last page. */
  get moreDisabled(): boolean {
    return isMoreDisabled(this.paging);
  }

  /** The first page is on its way (or being reloaded after a reset). */
  get loadingFirstPage(): boolean {
    return this.paging.pending === 1;
  }

  /** A later page is on its way. */
  get loadingMore(): boolean {
    return this.paging.pending !== null && this.paging.pending > 1;
  }

  /** Loading the first page, showing tiles, or failed before any tile was shown. */
  get status(): GameListStatus {
    if (this.loadingFirstPage) return 'loading';
    return this.errorCode !== null && this.games.length === 0 ? 'error' : 'ready';
  }

  /** A tile removed from favourites leaves the list only in a favourites list. */
  get isFavouritesList(): boolean {
    return this.source.kind === 'favourites' || (this.source.kind === 'games' && this.source.filter.classification === 'fav');
  }

  /** Loads page 1 and reloads it after every language change. */
  start(): void {
    if (this.disposeLanguage) return;
    this.reload();
    this.disposeLanguage = reaction(
      () => this.deps.language.languageVersion,
      () => this.reload(),
    );
  }

  /** Stops following the language; answers still on their way are dropped. */
  stop(): void {
    this.disposeLanguage?.();
    this.disposeLanguage = null;
    this.generation += 1;
  }

  /** Narrows a game list: back to page 1 and a reload when the change matters (trimmed search text). */
  setFilter(filter: GameListFilter): void {
    const previous = this.filter;
    const changed = this.source.kind !== 'games' || listNeedsReset(previous, filter);
    if (!changed && previous.searchText === filter.searchText) return;
    this.source = { kind: 'games', filter };
    if (changed) this.reload();
  }

  /** Shows another source (favourites, hot, recent or a game list) from page 1. */
  setSource(source: GameListSource): void {
    this.source = source;
    this.reload();
  }

  /** Back to page 1 with no tiles, and page 1 asked for. */
  reload(): void {
    this.generation += 1;
    this.paging = resetPaging<Game>();
    this.errorCode = null;
    void this.fetch(1);
  }

  /** 'More games': asks for the next page; nothing on the last page or while a page is on its way. */
  more(): void {
    const next = requestMore(this.paging);
    if (next === this.paging || next.pending === null) return;
    this.paging = next;
    this.errorCode = null;
    void this.fetch(next.pending);
  }

  /** After a failure: page 1 again when nothing is shown, else the next page. */
  retry(): void {
    if (this.games.length === 0) this.reload();
    else this.more();
  }

  /** A favourite was removed: in a favourites list its tile disappears, elsewhere nothing changes. */
  dropUnfavourited(nodeId: number | string): void {
    if (!this.isFavouritesList) return;
    const kept = new Set(tilesAfterUnfavourite(this.games, nodeId, true));
    this.paging = removeFromPaging(this.paging, (game) => kept.has(game));
  }

  private async fetch(page: number): Promise<void> {
    const generation = this.generation;
    try {
      const answer = await this.request(page);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.paging = receivePage(this.paging, page, answer);
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.paging = pageFailed(this.paging);
        this.errorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    }
  }

  private async request(pageNo: number): Promise<GamePageAnswer<Game>> {
    const { api, language } = this.deps;
    const source = this.source;
    const pageSize = LIMITS.gameListPageSize;
    switch (source.kind) {
      case 'games': {
        const request = gameListRequest(source.filter, pageNo);
        const page = await listGames(api, {
          clientType: 2,
          platform: 'html5',
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          gameName: request.gameName,
          gameType: isCategoryCode(request.gameType) ? request.gameType : '',
          vassalage: request.vassalage,
          gameClassify: request.gameClassify,
          ...(request.isNew === 1 ? { isNew: 1 as const } : {}),
          language: language.current,
          imgSize: LIMITS.imageSize,
        });
        return { items: page.games, totalPages: page.totalPages };
      }
      case 'favourites': {
        const page = await listFavourites(api, { pageNo, pageSize, gameType: source.gameType ?? '', language: language.current });
        return { items: page.content, totalPages: page.totalPages };
      }
      case 'recent': {
        const page = await listRecentGames(api, { pageNo, pageSize, language: language.current });
        return { items: page.content, totalPages: page.totalPages };
      }
      case 'hot': {
        const hot = await getHotGames(api, { isPlatform: 2, platform: 'html5', language: language.current, gameType: source.gameType ?? '' });
        return { items: hot.list, totalPages: 1 };
      }
    }
  }
}
