import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isMoreDisabled, pageFailed, receivePage, requestMore, resetPaging, type GamePaging } from '@gp/domain';
import { isPlatformError } from '@gp/api-client';

/** One page of a record list as a screen model reads it: the lines, the pages there are, and what else came with the page. */
export interface RecordPage<T, E> {
  readonly items: readonly T[];
  readonly totalPages: number;
  readonly extra: E;
}

/** Where a record list stands: loading its first page, showing lines (or none), or failed with nothing shown. */
export type RecordListStatus = 'loading' | 'ready' | 'error';

/**
 * A list of records that grows as the player scrolls (game orders, ledger lines, rebates): page 1
 * on `reload`, the next page on `more` (nothing on the last page or while one is on its way), and
 * an answer for an older filter dropped. `extra` keeps what came with the last page (totals, the
 * currency). The paging rule is the game lists' (domain `GamePaging`).
 */
export class RecordList<T, E> {
  paging: GamePaging<T> = resetPaging<T>();
  extra: E;
  /** The code of the last failed load, or null. */
  errorCode: string | null = null;
  private generation = 0;

  constructor(
    private readonly fetchPage: (pageNo: number) => Promise<RecordPage<T, E>>,
    empty: E,
  ) {
    this.extra = empty;
    makeAutoObservable<RecordList<T, E>, 'fetchPage' | 'generation'>(
      this,
      { fetchPage: false, generation: false, paging: observableRef, extra: observableRef },
      { autoBind: true },
    );
  }

  /** The lines of every page loaded so far. */
  get items(): readonly T[] {
    return this.paging.items;
  }

  /** Loading the first page, showing lines, or failed before any line was shown. */
  get status(): RecordListStatus {
    if (this.paging.pending === 1) return 'loading';
    return this.errorCode !== null && this.items.length === 0 ? 'error' : 'ready';
  }

  /** A later page is on its way. */
  get loadingMore(): boolean {
    return this.paging.pending !== null && this.paging.pending > 1;
  }

  /** Every page is shown. */
  get complete(): boolean {
    return isMoreDisabled(this.paging);
  }

  /** Back to page 1 with no lines, and page 1 asked for. */
  reload(): void {
    this.generation += 1;
    this.paging = resetPaging<T>();
    this.errorCode = null;
    void this.fetch(1);
  }

  /** Asks for the next page; nothing on the last page, while a page is on its way, or after a failure (Try again does it). */
  more(): void {
    if (this.errorCode !== null) return;
    const next = requestMore(this.paging);
    if (next === this.paging || next.pending === null) return;
    this.paging = next;
    void this.fetch(next.pending);
  }

  /** After a failure: page 1 again when nothing is shown, else the next page. */
  retry(): void {
    if (this.items.length === 0) {
      this.reload();
      return;
    }
    this.errorCode = null;
    this.more();
  }

  /** Changes lines already shown (a rebate claimed) and what came with them, without loading again. */
  update(change: (item: T) => T, extra: (current: E) => E = (current) => current): void {
    this.paging = { ...this.paging, items: this.paging.items.map(change) };
    this.extra = extra(this.extra);
  }

  /** Takes lines out of those shown (a message deleted), without loading again. */
  remove(gone: (item: T) => boolean, extra: (current: E) => E = (current) => current): void {
    this.paging = { ...this.paging, items: this.paging.items.filter((item) => !gone(item)) };
    this.extra = extra(this.extra);
  }

  /** Drops answers still on their way (the screen went). */
  cancel(): void {
    this.generation += 1;
    this.paging = pageFailed(this.paging);
  }

  private async fetch(pageNo: number): Promise<void> {
    const generation = this.generation;
    try {
      const page = await this.fetchPage(pageNo);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.paging = receivePage(this.paging, pageNo, page);
        this.extra = page.extra;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.paging = pageFailed(this.paging);
        this.errorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    }
  }
}
