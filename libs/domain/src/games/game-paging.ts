/**
 * Paging of a game list that grows by appending pages (SPEC §4 'Game list'): the game list
 * screen and the favourites list both use it.
 */
export interface GamePaging<T> {
  /** The last page shown, from 1; never above totalPages. */
  readonly page: number;
  /** Pages the platform reports, at least 1 (an empty list is one empty page). */
  readonly totalPages: number;
  /** The tiles of pages 1 to page, in page order. */
  readonly items: readonly T[];
  /** The page asked for and not yet answered, or null. */
  readonly pending: number | null;
}

/** One page as the platform answers it (game list: games, totalPages; favourites: content, totalPages). */
export interface GamePageAnswer<T> {
  readonly items: readonly T[];
  readonly totalPages: number;
}

/**
 * Decides the paging after a change of filter, search text or vendor (and at the start): back
 * to page 1 with no tiles, page 1 asked for.
 */
export function resetPaging<T>(): GamePaging<T> {
  return { page: 1, totalPages: 1, items: [], pending: 1 };
}

/** Tells whether 'more games' is disabled: exactly when the shown page is the last one. */
export function isMoreDisabled(paging: GamePaging<unknown>): boolean {
  return paging.page >= paging.totalPages;
}

/** The page indicator text 'current / total'. */
export function pageIndicator(paging: GamePaging<unknown>): string {
  return `${paging.page} / ${paging.totalPages}`;
}

/**
 * Decides what 'more games' does: asks for the next page, or nothing (the same state) on the last
 * page or while a page is on its way. The page to load is the new state's `pending`.
 */
export function requestMore<T>(paging: GamePaging<T>): GamePaging<T> {
  return isMoreDisabled(paging) || paging.pending !== null ? paging : { ...paging, pending: paging.page + 1 };
}

const wholePages = (value: number): number => (Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1);

/**
 * Takes in the answer for a page. Only the page that is pending is accepted (a late or repeated
 * answer is ignored, so no page is added twice); page 1 replaces the tiles, a later page appends.
 * The total is kept at least as large as the page shown.
 */
export function receivePage<T>(
  paging: GamePaging<T>,
  requestedPage: number,
  answer: GamePageAnswer<T>,
): GamePaging<T> {
  if (requestedPage !== paging.pending) return paging;
  const items = requestedPage === 1 ? answer.items : [...paging.items, ...answer.items];
  const totalPages = Math.max(wholePages(answer.totalPages), requestedPage);
  return { page: requestedPage, totalPages, items, pending: null };
}

/** Decides the paging after a page failed to load: nothing pending, the tiles shown stay. */
export function pageFailed<T>(paging: GamePaging<T>): GamePaging<T> {
  return paging.pending === null ? paging : { ...paging, pending: null };
}

/** Removes tiles from the loaded pages (a favourite removed in the favourites filter); paging stays. */
export function removeFromPaging<T>(paging: GamePaging<T>, keep: (item: T) => boolean): GamePaging<T> {
  return { ...paging, items: paging.items.filter(keep) };
}
