import { useCallback, useEffect, useState } from 'react';

/** How far ahead of the screen a section counts as near: about one phone screen. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * Tells whether an element has come near the screen (within `margin`), and stays true from then
 * on: a long screen draws what is far below only as the player scrolls towards it, so a low-end
 * phone builds the first screen first. Without IntersectionObserver everything counts as near once mounted.
 * Returns the ref to put on the element and the flag.
 */
export function useNearViewport(margin = NEAR_VIEWPORT_MARGIN): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  // Far at first everywhere, a server render included (it has no observer either), so that the
  // browser's first render matches it; without an observer the effect then calls it near.
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  const ref = useCallback((next: Element | null) => setElement(next), []);
  return [ref, near];
}
