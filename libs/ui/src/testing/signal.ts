import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { SIGNAL_SETTLE_MS } from '../connectivity/use-retry-when-online';

/** Tells the page the browser is offline (`navigator.onLine` false), as a lost signal does, until `switchSignal(true)` or the mocks are restored. */
export function loseSignal(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/**
 * Switches the signal on or off as the browser reports it (`navigator.onLine` and its event) and lets
 * the settle time pass (needs fake timers), so that what waits for the signal runs.
 */
export function switchSignal(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    vi.advanceTimersByTime(SIGNAL_SETTLE_MS);
  });
}
