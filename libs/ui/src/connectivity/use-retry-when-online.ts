import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser says it has a network (`navigator.onLine`, following its online and offline events); true in the server's render. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * How long after the browser says it is online the action is repeated: the first requests after a
 * phone's signal returns often still fail (the radio, the route and the service worker catch up).
 */
export const SIGNAL_SETTLE_MS = 1_000;

/**
 * For a failed action that a Try again button repeats (a form's call, a screen's load): repeats it
 * by itself when the signal returns (the browser's `online` event, then SIGNAL_SETTLE_MS), so that what was typed offline
 * is sent without another tap (once: a failure shown again is a new mount). Returns whether the browser is online now, for the message to say
 * that it will go once the signal is back. Without `retry` it only reports the signal.
 */
export function useRetryWhenOnline(retry: (() => void) | undefined): boolean {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  const waiting = retry !== undefined;
  useEffect(() => {
    if (!waiting) return undefined;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const back = () => {
      settling = setTimeout(() => latest.current?.(), SIGNAL_SETTLE_MS);
    };
    window.addEventListener('online', back, { once: true });
    return () => {
      window.removeEventListener('online', back);
      clearTimeout(settling);
    };
  }, [waiting]);
  return useOnline();
}
