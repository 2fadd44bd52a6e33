import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isPlatformError } from '@gp/api-client';

/** Where a resource stands: not asked yet, on its way, shown, or failed (with a retry). */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * One independently loaded piece of a screen (home's banners, a game row, a record page...): its
 * value, its status and the error code of a failed load. Only the latest load applies, so a
 * language change that overtakes an earlier load wins; the value of the last success stays while
 * reloading. An ended session is cleared by the client, not here. Stores and screen models hold
 * one per piece instead of writing their own pending flag and try/finally.
 */
export class Resource<T> {
  status: ResourceStatus = 'idle';
  value: T;
  /** The error code of the last failed load, or null. */
  errorCode: string | null = null;
  /** Whether a load ever succeeded. */
  hasLoaded = false;
  private loads = 0;

  constructor(
    private readonly fetcher: () => Promise<T>,
    private readonly empty: T,
  ) {
    this.value = empty;
    // Each answer replaces the last whole: kept as a reference, not made deeply observable.
    makeAutoObservable<Resource<T>, 'fetcher' | 'loads' | 'empty'>(
      this,
      { fetcher: false, loads: false, empty: false, value: observableRef },
      { autoBind: true },
    );
  }

  /** True until a first answer (or failure) arrived: the piece shows its skeleton. */
  get pending(): boolean {
    return this.status === 'idle' || (this.status === 'loading' && !this.hasLoaded);
  }

  /**
   * What a screen shows for this piece: 'failed' (with Try again) only when nothing ever loaded,
   * 'loading' until the first answer, else 'ready' (the last value stays through a failed reload).
   */
  get viewState(): 'loading' | 'failed' | 'ready' {
    if (this.status === 'failed' && !this.hasLoaded) return 'failed';
    return this.pending ? 'loading' : 'ready';
  }

  /** True while a load is on its way (also a reload over a shown value). */
  get loading(): boolean {
    return this.status === 'loading';
  }

  /** Loads (again); a failure keeps the last value and is shown with a retry. */
  async load(): Promise<void> {
    const load = ++this.loads;
    this.status = 'loading';
    try {
      const value = await this.fetcher();
      runInAction(() => {
        if (load !== this.loads) return;
        this.value = value;
        this.status = 'ready';
        this.errorCode = null;
        this.hasLoaded = true;
      });
    } catch (error) {
      runInAction(() => {
        if (load !== this.loads) return;
        this.status = 'failed';
        this.errorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    }
  }

  /** The retry button's action: loads again. */
  retry(): Promise<void> {
    return this.load();
  }

  /** Takes a value that came with the page (boot data) as this resource's answer, without a call. */
  seed(value: T): void {
    this.loads += 1;
    this.value = value;
    this.status = 'ready';
    this.errorCode = null;
    this.hasLoaded = true;
  }

  /** Forgets the value (back to empty and not asked yet, e.g. on logout); a load on its way no longer applies. */
  reset(): void {
    this.loads += 1;
    this.value = this.empty;
    this.status = 'idle';
    this.errorCode = null;
    this.hasLoaded = false;
  }

  /** Loads unless already loaded or on its way. */
  ensure(): void {
    if (this.status === 'idle' || this.status === 'failed') void this.load();
  }
}
