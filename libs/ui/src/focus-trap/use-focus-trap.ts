import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab reaches inside a container, in document order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert],[hidden],[aria-hidden="true"]'),
  );
}

/** Open traps, innermost last: only the innermost one answers keys. */
const openTraps: object[] = [];

/** Options of useFocusTrap. */
export interface FocusTrapOptions {
  /** Trap only while true (the dialog is shown). */
  readonly active: boolean;
  /** Called on Escape while this trap is the innermost one. */
  readonly onEscape?: () => void;
}

/**
 * Keeps keyboard focus inside a dialog while it is open: focus moves to its first control (or the
 * container), Tab and Shift+Tab wrap around, Escape calls `onEscape`, and on closing focus returns
 * to the element that had it before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { active, onEscape }: FocusTrapOptions) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = container.current;
    if (!active || root === null) return undefined;
    const token = {};
    openTraps.push(token);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!root.contains(document.activeElement)) (tabbablesIn(root)[0] ?? root).focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbables = tabbablesIn(root);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const focused = document.activeElement;
      if (first === undefined || last === undefined) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (focused === first || !root.contains(focused))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || !root.contains(focused))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      openTraps.splice(openTraps.indexOf(token), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, container]);
}
