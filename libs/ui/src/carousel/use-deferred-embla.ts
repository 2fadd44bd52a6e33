import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

/** Events by which a player reaches for a carousel before it has started. */
const REACH_EVENTS = ['pointerdown', 'focusin', 'wheel'] as const;

/** Runs `callback` when the browser is idle (soon after, where there is no idle callback). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Embla, started only once the page has loaded and the browser is idle, or as soon as the player
 * reaches for the carousel (touch, focus, wheel). Until then the slides sit where the styles put
 * them, the first one in view. Starting measures every slide (a forced layout); on a low-end phone
 * that work would otherwise land in the middle of building the first screen, once per carousel.
 * Same return as `useEmblaCarousel`: the viewport's ref and the carousel once started.
 */
export function useDeferredEmbla(options?: EmblaOptionsType, plugins?: EmblaPluginType[]): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || !viewport) return undefined;
    const start = () => setStarted(true);
    let cancelIdle = (): void => undefined;
    const onLoad = () => (cancelIdle = whenIdle(start));
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    for (const type of REACH_EVENTS) viewport.addEventListener(type, start, { once: true, passive: true });
    return () => {
      cancelIdle();
      window.removeEventListener('load', onLoad);
      for (const type of REACH_EVENTS) viewport.removeEventListener(type, start);
    };
  }, [started, viewport]);
  useEffect(() => emblaRef(started ? viewport : null), [emblaRef, started, viewport]);
  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);
  return [ref, api];
}
