import { useEffect, useState } from 'react';

/** How long a step that replaces the one just tapped ignores taps: a double tap's second tap comes within it. */
export const GHOST_TAP_MS = 500;

/**
 * False for `ms` after the component appears, then true. A step shown in place of the button that
 * was tapped (the deposit's payment step after Confirm) ignores taps until then (`pointer-events:
 * none`), so that the second tap of a double tap cannot land on whatever the new step put there.
 */
export function useSettled(ms: number = GHOST_TAP_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return settled;
}
