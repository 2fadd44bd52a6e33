import { useEffect, useRef, useState } from 'react';

/**
 * How long after the browser says it is online the action is repeated: the first requests after a
 * phone's signal returns often still fail (the radio, the route and the service worker catch up).
 */
export const SIGNAL_SETTLE_MS = 1_000;

/**
 * The one way a failed action that Try again repeats (a form's call, a section's or screen's load,
 * the boot problem) is repeated by itself when the signal returns, if it failed without one: the
 * browser's `online` event, then SIGNAL_SETTLE_MS; once per mount (a failure shown again is a new
 * mount), so what was typed offline is sent without another tap. Returns whether the browser is
 * online as the failure renders, for its message to say that it will go once the signal is back.
 */
export function useRetryWhenOnline(retry: (() => void) | undefined): boolean {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  // Read as the failure renders (it renders again when it comes back); online in the server's render.
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  // Only a failure met without a signal waits for it: one met online (a timeout, the platform's
  // failure) is left to Try again, not re-sent by a later blip of the signal. Kept once seen, so that
  // a render while the signal settles (now online) does not call the wait off.
  const [metOffline, setMetOffline] = useState(!online);
  if (!online && !metOffline) setMetOffline(true);
  const waiting = retry !== undefined && metOffline;
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
  return online;
}
