import { useSyncExternalStore } from 'react';

const stay = () => () => undefined;

/**
 * Whether this part of the page is live: false in the server's render and while the browser
 * hydrates it, true from the render after, and at once in a render made in the browser. A control
 * that acts only through the app's code (a form's submit) waits for it, so that a tap on the
 * server's markup is never taken by the browser alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    stay,
    () => true,
    () => false,
  );
}
