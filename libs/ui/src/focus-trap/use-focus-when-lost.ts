import { useEffect, type RefObject } from 'react';

/** Whether keyboard focus is nowhere: on the page's body (the element that had it went away or was disabled). */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Moves focus to `target` when it appears (and while `active`), but only when focus is nowhere:
 * the button that started a call was disabled or replaced meanwhile, so the player's next step
 * (a Try again) is where the keyboard and the screen reader are. Focus the player placed stays.
 */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (active && isFocusLost()) target.current?.focus();
  }, [target, active]);
}
