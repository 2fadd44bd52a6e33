import { makeAutoObservable, runInAction } from 'mobx';

/** Whether the device has a signal, and word when that changes (the browser's online and offline events). */
export interface ConnectivityPort {
  isOnline(): boolean;
  /** Calls `listener` with the new state on every change; gives the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The app's service worker, as the page sees it. */
export interface ServiceWorkerPort {
  /** Registers the worker; `onUpdateWaiting` runs when a new build's worker is installed and waits. Resolves false where there is none. */
  register(onUpdateWaiting: () => void): Promise<boolean>;
  /** Asks the worker to keep what a first visit used before it ran: these pages (and home's) and the pictures shown, for the next visit. */
  keepFirstVisit(pages: readonly string[]): void;
  /** Lets the waiting worker take over, then reloads the page into the new build. */
  activateUpdate(): void;
}

/** What the installed-app store works with. */
export interface InstalledAppDeps {
  readonly connectivity: ConnectivityPort;
  readonly worker: ServiceWorkerPort;
  /** The address the visit opened on (kept for a later visit without a signal). */
  readonly openedOn: string;
}

/**
 * The app as an installed, offline-capable web app: whether the device is offline (the banner),
 * whether a new build waits (the update prompt, until the player agrees or sets it aside), and the
 * service worker's registration, started once by `start`.
 */
export class InstalledAppStore {
  online: boolean;
  updateWaiting = false;
  /** The player set the update prompt aside for this visit. */
  updateDeferred = false;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: InstalledAppDeps) {
    this.online = deps.connectivity.isOnline();
    makeAutoObservable<this, 'deps' | 'unsubscribe'>(this, { deps: false, unsubscribe: false }, { autoBind: true });
  }

  /** Whether the update prompt shows: a new build waits and the player has not set it aside. */
  get updatePromptOpen(): boolean {
    return this.updateWaiting && !this.updateDeferred;
  }

  /** Follows the signal and registers the worker; then keeps the page the visit opened on. Once. */
  start(): void {
    if (this.unsubscribe) return;
    this.online = this.deps.connectivity.isOnline();
    this.unsubscribe = this.deps.connectivity.subscribe((online) => runInAction(() => (this.online = online)));
    void this.deps.worker
      .register(() => runInAction(() => (this.updateWaiting = true)))
      .then((registered) => (registered ? this.deps.worker.keepFirstVisit([this.deps.openedOn]) : undefined))
      .catch(() => undefined);
  }

  /** The player agreed: the new build takes over and the page reloads into it. */
  acceptUpdate(): void {
    if (this.updateWaiting) this.deps.worker.activateUpdate();
  }

  /** The player chose Later: the prompt closes for this visit (the new build starts with the next one). */
  deferUpdate(): void {
    this.updateDeferred = true;
  }

  /** Stops following the signal. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
