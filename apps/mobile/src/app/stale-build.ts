import type { KeyValueStorage } from '@gp/stores';

/**
 * Session-storage key of the last reload for missing code (kept here, not in APP_STORAGE_KEYS,
 * whose object is part of the first load; nothing else reads it).
 */
export const STALE_BUILD_RELOAD_KEY = 'staleBuildReloadAt';

/** How long after such a reload a second missing chunk is left to the error page (no reload loop). */
export const STALE_BUILD_RELOAD_GAP_MS = 60_000;

/** What the guard needs of the browser. */
export interface StaleBuildWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  /** Whether the file at `url` is no longer served (404): the build that named it is gone. */
  isGone(url: string): Promise<boolean>;
  reload(): void;
}

/** The address of the script a failed dynamic import named, when the browser says (Chromium and Firefox do). */
export function failedScriptOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /\bhttps?:\/\/\S+\.js\b/.exec(message)?.[0] ?? null;
}

/**
 * Reloads the page when a chunk of its code is gone from the server (Vite's `vite:preloadError`
 * for a script now answered 404): after a deploy, the build this page started with is no longer
 * served, and a fresh page brings the new one. A chunk that failed for the signal (it is still
 * there) is left to the frame's error page and its Try again, so that nothing typed is lost to a
 * reload; and at most one reload a minute, so that a chunk missing from the new build too ends on
 * that page, not in a loop. Gives the way to stop listening.
 */
export function reloadWhenCodeIsGone(win: StaleBuildWindow, storage: KeyValueStorage, now: () => number = Date.now): () => void {
  const listener = (event: Event) => {
    const script = failedScriptOf((event as Event & { readonly payload?: unknown }).payload);
    if (!script) return;
    void win.isGone(script).then((gone) => {
      const last = Number(storage.getItem(STALE_BUILD_RELOAD_KEY) ?? 0);
      if (!gone || now() - last < STALE_BUILD_RELOAD_GAP_MS) return;
      storage.setItem(STALE_BUILD_RELOAD_KEY, String(now()));
      win.reload();
    });
  };
  win.addEventListener('vite:preloadError', listener);
  return () => win.removeEventListener('vite:preloadError', listener);
}
