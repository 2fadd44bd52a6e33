import { makeAutoObservable } from 'mobx';
import { MESSAGE_DURATIONS } from '@gp/domain';
import type { Clock } from './ports';
import { Timer } from './timing';

/** How long a toast stays: the default 1.5 s, SHORT 3 s, LONG 8 s (SPEC §9), or milliseconds. */
export type ToastDuration = 'default' | 'short' | 'long' | number;

/**
 * A message the UI translates: a message id and its values. A store names the ids it raises
 * with `UiMessage<MessageId>`, so that only ids of the domain's catalogue compile.
 */
export interface UiMessage<I extends string = string> {
  readonly id: I;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** One toast on screen. */
export interface Toast {
  readonly key: number;
  readonly message: UiMessage;
  readonly kind: 'info' | 'success' | 'error';
  readonly durationMs: number;
}

/** The loading overlay while it shows. */
export interface LoadingOverlay {
  readonly key: number;
  readonly message: UiMessage | null;
}

/** What a confirm or alert dialog says; the UI translates each id and labels the buttons. */
export interface DialogOptions {
  readonly title?: UiMessage;
  readonly message: UiMessage;
  readonly confirmLabel?: UiMessage;
  readonly cancelLabel?: UiMessage;
}

/** A dialog waiting for the player: `confirm` has two buttons, `alert` one. */
export interface OpenDialog extends DialogOptions {
  readonly key: number;
  readonly kind: 'confirm' | 'alert';
}

/** The milliseconds a toast duration stands for (SPEC §9 via MESSAGE_DURATIONS). */
export function toastDurationMs(duration: ToastDuration): number {
  if (typeof duration === 'number') return duration;
  if (duration === 'short') return MESSAGE_DURATIONS.toastShortMs;
  if (duration === 'long') return MESSAGE_DURATIONS.toastLongMs;
  return MESSAGE_DURATIONS.toastDefaultMs;
}

/**
 * Transient UI feedback (SPEC §9): toasts that expire by themselves, one loading overlay that
 * always ends itself after its maximum duration, and confirm / alert dialogs answered as promises.
 */
export class UiStore {
  toasts: Toast[] = [];
  loading: LoadingOverlay | null = null;
  dialogs: OpenDialog[] = [];
  private nextKey = 1;
  /** Ends the loading overlay by itself after its maximum duration. */
  private readonly loadingTimer: Timer;
  private readonly resolvers = new Map<number, (confirmed: boolean) => void>();

  constructor(private readonly clock: Clock) {
    this.loadingTimer = new Timer(clock);
    makeAutoObservable<UiStore, 'clock' | 'nextKey' | 'loadingTimer' | 'resolvers'>(
      this,
      { clock: false, nextKey: false, loadingTimer: false, resolvers: false },
      { autoBind: true },
    );
  }

  /** The dialog to show now (the first of the queue), or null. */
  get dialog(): OpenDialog | null {
    return this.dialogs[0] ?? null;
  }

  /** Shows a toast that disappears after its duration; returns its key. */
  toast(message: UiMessage, options: { readonly duration?: ToastDuration; readonly kind?: Toast['kind'] } = {}): number {
    const key = this.nextKey++;
    const durationMs = toastDurationMs(options.duration ?? 'default');
    this.toasts.push({ key, message, kind: options.kind ?? 'info', durationMs });
    this.clock.setTimeout(() => this.dismissToast(key), durationMs);
    return key;
  }

  /** Tells the player a refusal the domain decided (a trial account and a game without free play): an error toast for the rule's duration. */
  refuse(messageId: string, durationMs: number): void {
    this.toast({ id: messageId }, { duration: durationMs, kind: 'error' });
  }

  /** Removes a toast before its time. */
  dismissToast(key: number): void {
    this.toasts = this.toasts.filter((toast) => toast.key !== key);
  }

  /**
   * Shows the loading overlay (replacing any other) for at most `maxMs`, after which it ends by
   * itself: it can never stay stuck. Returns a function that hides this overlay (and only it).
   */
  showLoading(message: UiMessage | null, maxMs: number): () => void {
    const key = this.nextKey++;
    this.loading = { key, message };
    // Scheduling replaces the timer of the overlay this one replaces.
    this.loadingTimer.schedule(() => this.hideLoading(key), maxMs);
    return () => this.hideLoading(key);
  }

  /** Shows the overlay while `work` runs (at most `maxMs`), and hides it when `work` settles. */
  async withLoading<T>(message: UiMessage | null, maxMs: number, work: () => Promise<T>): Promise<T> {
    const hide = this.showLoading(message, maxMs);
    try {
      return await work();
    } finally {
      hide();
    }
  }

  /** Hides the overlay if `key` (or, without one, any overlay) is the one showing. */
  hideLoading(key?: number): void {
    if (!this.loading || (key !== undefined && this.loading.key !== key)) return;
    this.loadingTimer.cancel();
    this.loading = null;
  }

  /** Asks the player; resolves true on confirm and false on cancel. */
  confirm(options: DialogOptions): Promise<boolean> {
    return this.open('confirm', options);
  }

  /** Tells the player something; resolves when they close it. */
  async alert(options: DialogOptions): Promise<void> {
    await this.open('alert', options);
  }

  /** The UI's answer to the dialog on screen: true for confirm / OK, false for cancel or dismiss. */
  answerDialog(confirmed: boolean): void {
    const dialog = this.dialogs[0];
    if (!dialog) return;
    this.dialogs = this.dialogs.slice(1);
    const resolve = this.resolvers.get(dialog.key);
    this.resolvers.delete(dialog.key);
    resolve?.(dialog.kind === 'alert' ? true : confirmed);
  }

  private open(kind: OpenDialog['kind'], options: DialogOptions): Promise<boolean> {
    const key = this.nextKey++;
    this.dialogs.push({ ...options, key, kind });
    return new Promise((resolve) => this.resolvers.set(key, resolve));
  }
}
