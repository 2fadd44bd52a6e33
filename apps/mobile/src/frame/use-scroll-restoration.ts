import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, kept for the life of the document. */
const positions = new Map<string, number>();

/**
 * Scroll restoration for the app's history: a new page starts at the top; Back and Forward return
 * to where the player was on that entry. Positions are recorded while scrolling, so a shorter next
 * page cannot clamp the one being left.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, navigationType]);
}
