import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Where the grid starts on the page and how wide it is: measured when it mounts and whenever the
 * grid or the page changes size (content above it appearing moves it down).
 */
export function useGridBox(): [RefObject<HTMLDivElement | null>, { top: number; width: number }] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState({ top: 0, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.round(rect.width) };
      setBox((current) => (current.top === next.top && current.width === next.width ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return [ref, box];
}
