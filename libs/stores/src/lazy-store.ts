import { makeObservable, observableRef, runInAction } from 'mobx';

/**
 * A store whose code loads the first time something asks for it, so that it stays out of the first
 * download: `load()` imports and builds it once (every caller gets the same promise; a failed
 * import may be tried again), and `current` is the built store, else null. `current` is
 * observable: an observer that reads it renders again when the store arrives.
 */
export class LazyStore<T> {
  /** The store, once its code has loaded. */
  current: T | null = null;
  private pending: Promise<T> | null = null;

  constructor(private readonly build: () => Promise<T>) {
    makeObservable<LazyStore<T>, 'pending'>(this, { current: observableRef, pending: false });
  }

  /** The store, built on the first call; the same promise until it fails. */
  load(): Promise<T> {
    this.pending ??= this.build().then(
      (store) => {
        runInAction(() => {
          this.current = store;
        });
        return store;
      },
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }
}
