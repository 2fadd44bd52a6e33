import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@gp/stores';
import { STALE_BUILD_RELOAD_GAP_MS, failedScriptOf, reloadWhenCodeIsGone } from './stale-build';

const CHUNK = 'http://aurora.localhost/m/assets/Ab12Cd34.js';

/** A window that dispatches real events, says whether a script is gone, and records reloads. */
function fakeWindow(gone: boolean) {
  const target = new EventTarget();
  return {
    addEventListener: (type: string, listener: (event: Event) => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: (event: Event) => void) => target.removeEventListener(type, listener),
    isGone: vi.fn(async () => gone),
    reload: vi.fn(),
    failedImport(message = `Failed to fetch dynamically imported module: ${CHUNK}`) {
      target.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError(message) }));
    },
  };
}

describe('failedScriptOf', () => {
  it("reads the script's address from Chromium's and Firefox's messages, and nothing from Safari's", () => {
    expect(failedScriptOf(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedScriptOf(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedScriptOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('reloadWhenCodeIsGone', () => {
  it('reloads into the new build when the failed chunk is no longer served', async () => {
    const win = fakeWindow(true);
    reloadWhenCodeIsGone(win, createMemoryStorage(), () => 1_000_000);
    win.failedImport();
    await vi.waitFor(() => expect(win.reload).toHaveBeenCalledTimes(1));
    expect(win.isGone).toHaveBeenCalledWith(CHUNK);
  });

  it('leaves a chunk that failed for the signal to the error page: no reload that would lose what was typed', async () => {
    const win = fakeWindow(false);
    reloadWhenCodeIsGone(win, createMemoryStorage());
    win.failedImport();
    await vi.waitFor(() => expect(win.isGone).toHaveBeenCalled());
    await Promise.resolve();
    expect(win.reload).not.toHaveBeenCalled();
  });

  it('reloads at most once a minute, so a chunk missing from the new build too ends on the error page', async () => {
    const win = fakeWindow(true);
    let now = 1_000_000;
    reloadWhenCodeIsGone(win, createMemoryStorage(), () => now);
    win.failedImport();
    await vi.waitFor(() => expect(win.reload).toHaveBeenCalledTimes(1));
    now += STALE_BUILD_RELOAD_GAP_MS - 1;
    win.failedImport();
    await vi.waitFor(() => expect(win.isGone).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(win.reload).toHaveBeenCalledTimes(1);
    now += 2;
    win.failedImport();
    await vi.waitFor(() => expect(win.reload).toHaveBeenCalledTimes(2));
  });

  it('does nothing when the browser does not say which script failed, or once stopped', async () => {
    const win = fakeWindow(true);
    const stop = reloadWhenCodeIsGone(win, createMemoryStorage());
    win.failedImport('Importing a module script failed.');
    stop();
    win.failedImport();
    await Promise.resolve();
    expect(win.isGone).not.toHaveBeenCalled();
    expect(win.reload).not.toHaveBeenCalled();
  });
});
