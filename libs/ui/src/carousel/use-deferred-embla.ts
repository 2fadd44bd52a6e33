import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

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

/** Creates the carousel, fetching Embla (and its autoplay plugin when asked) on first use. */
async function createCarousel(viewport: HTMLElement, options: EmblaOptionsType, autoplay: AutoplayOptionsType | null): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, autoplayModule] = await Promise.all([
    import('embla-carousel'),
    autoplay ? import('embla-carousel-autoplay') : Promise.resolve(null),
  ]);
  return EmblaCarousel(viewport, options, autoplayModule ? [autoplayModule.default(autoplay ?? {})] : []);
}

/** Waits for the page's load event and then an idle moment, or the player reaching for `viewport`; gives a cancel. */
function whenWanted(viewport: HTMLElement, start: () => void): () => void {
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
}

/**
 * An Embla carousel that starts only once the page has loaded and the browser is idle, or as soon
 * as the player reaches for it (touch, focus, wheel). Until then the slides sit where the styles
 * put them, the first one in view, and neither Embla's code nor its measuring (a forced layout per
 * carousel) stands between a low-end phone and its first screen. `autoplay` adds Embla's autoplay
 * plugin with these options (null: none). A failed download leaves the first slide in place.
 * Returns the viewport's ref and the carousel once started.
 */
export function useDeferredEmbla(options: EmblaOptionsType = {}, autoplay: AutoplayOptionsType | null = null): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [started, setStarted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  // Options come as fresh literals on every render: the carousel is rebuilt only when their content changes.
  const settingsKey = JSON.stringify([options, autoplay]);
  const settings = useRef({ options, autoplay });
  settings.current = { options, autoplay };

  useEffect(() => {
    if (started || !viewport) return undefined;
    return whenWanted(viewport, () => setStarted(true));
  }, [started, viewport]);

  useEffect(() => {
    if (!started || !viewport) return undefined;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    createCarousel(viewport, settings.current.options, settings.current.autoplay).then(
      (created) => {
        if (cancelled) created.destroy();
        else setApi((carousel = created));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [started, viewport, settingsKey]);

  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);
  return [ref, api];
}
