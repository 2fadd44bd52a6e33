import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isPlatformError } from '@gp/api-client';

/** Where one part of home stands: not asked yet, on its way, shown, or failed (with a retry). */
export type HomePartStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * One independently loaded part of home (banners, winners, one game row...): its data, its
 * status and the error code of a failed load. Only the latest load applies, so a language change
 * that overtakes an earlier load wins; the data of the last success stays while reloading.
 */
export class HomePart<T> {
  status: HomePartStatus = 'idle';
  data: T;
  /** The error code of the last failed load, or null. */
  errorCode: string | null = null;
  /** Whether a load ever succeeded. */
  hasLoaded = false;
  private loads = 0;

  constructor(
    private readonly fetcher: () => Promise<T>,
    empty: T,
    private readonly onError: (error: unknown) => void,
  ) {
    this.data = empty;
    // Each answer replaces the last whole: kept as a reference, not made deeply observable.
    makeAutoObservable<HomePart<T>, 'fetcher' | 'onError' | 'loads'>(this, { fetcher: false, onError: false, loads: false, data: observableRef }, { autoBind: true });
  }

  /** True until a first answer (or failure) arrived: the section shows its skeleton. */
  get pending(): boolean {
    return this.status === 'idle' || (this.status === 'loading' && !this.hasLoaded);
  }

  /** Loads (again); a failure is reported to the session and shown with a retry. */
  async load(): Promise<void> {
    const load = ++this.loads;
    this.status = 'loading';
    try {
      const data = await this.fetcher();
      runInAction(() => {
        if (load !== this.loads) return;
        this.data = data;
        this.status = 'ready';
        this.errorCode = null;
        this.hasLoaded = true;
      });
    } catch (error) {
      this.onError(error);
      runInAction(() => {
        if (load !== this.loads) return;
        this.status = 'failed';
        this.errorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    }
  }

  /** Takes data that came with the page (boot data) as this part's answer, without a call. */
  seed(data: T): void {
    this.loads += 1;
    this.data = data;
    this.status = 'ready';
    this.errorCode = null;
    this.hasLoaded = true;
  }

  /** Loads unless already loaded or on its way. */
  ensure(): void {
    if (this.status === 'idle' || this.status === 'failed') void this.load();
  }
}
