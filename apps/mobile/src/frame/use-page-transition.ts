import { useEffect, useRef, type RefObject } from 'react';
import { TIMINGS } from '@gp/domain';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The page's entrance: a short fade and slide from the right. */
const ENTRANCE: Keyframe[] = [
  { opacity: 0, transform: 'translateX(1.5rem)' },
  { opacity: 1, transform: 'none' },
];

/**
 * Plays the 300 ms page transition (SPEC §2 'Page frame') on the element each time `pageKey`
 * changes (not on the first page), unless the player asked for reduced motion.
 */
export function usePageTransition(ref: RefObject<HTMLElement | null>, pageKey: string): void {
  const previous = useRef(pageKey);
  useEffect(() => {
    if (previous.current === pageKey) return;
    previous.current = pageKey;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.(REDUCED_MOTION).matches) return;
    element.animate(ENTRANCE, { duration: TIMINGS.pageTransitionMs, easing: 'ease-out' });
  }, [ref, pageKey]);
}
