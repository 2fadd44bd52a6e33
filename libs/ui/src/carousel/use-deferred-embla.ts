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

/** How close to the screen a carousel must come before it starts by itself. */
const NEAR_SCREEN_MARGIN = '200px 0px';

/**
 * Waits until the page has loaded and `viewport` is near the screen, then for an idle moment; or
 * for the player reaching for `viewport`. Without IntersectionObserver it counts as near. Gives a
 * cancel.
 */
function whenWanted(viewport: HTMLElement, start: () => void): () => void {
  let loaded = document.readyState === 'complete';
  let near = typeof IntersectionObserver === 'undefined';
  let cancelIdle: (() => void) | null = null;
  const maybeStart = () => {
    if (loaded && near && cancelIdle === null) cancelIdle = whenIdle(start);
  };
  const onLoad = () => {
    loaded = true;
    maybeStart();
  };
  const observer = near
    ? null
    : new IntersectionObserver(
        (entries) => {
          near = entries.some((entry) => entry.isIntersecting);
          maybeStart();
        },
        { rootMargin: NEAR_SCREEN_MARGIN },
      );
  observer?.observe(viewport);
  if (!loaded) window.addEventListener('load', onLoad, { once: true });
  maybeStart();
  for (const type of REACH_EVENTS) viewport.addEventListener(type, start, { once: true, passive: true });
  return () => {
    cancelIdle?.();
    observer?.disconnect();
    window.removeEventListener('load', onLoad);
    for (const type of REACH_EVENTS) viewport.removeEventListener(type, start);
  };
}

/**
 * An Embla carousel that starts only once the page has loaded, it is near the screen and the
 * browser is idle, or as soon as the player reaches for it (touch, focus, wheel, a page dot).
 * Until then the slides sit where the styles put them, the first one in view, and neither Embla's
 * code nor its measuring (a forced layout per carousel) stands between a low-end phone and its
 * first screen. `autoplay` adds Embla's autoplay
 * plugin with these options (null: none). A failed download leaves the first slide in place.
 * Returns the viewport's ref, the carousel once started, `scrollTo` for page dots (it works
 * before the start too: it starts the carousel and goes to the slide once it is there), and
 * whether the start was asked for: true from that moment on, also while Embla's code downloads
 * and when the carousel is rebuilt with new options.
 */
export function useDeferredEmbla(
  options: EmblaOptionsType = {},
  autoplay: AutoplayOptionsType | null = null,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, (index: number, jump?: boolean) => void, boolean] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [started, setStarted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const pendingIndex = useRef<number | null>(null);
  // The carousel as soon as it exists, before the render that hands it out as `api`.
  const current = useRef<EmblaCarouselType | null>(null);
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
        if (cancelled) {
          created.destroy();
          return;
        }
        carousel = created;
        current.current = created;
        if (pendingIndex.current !== null) created.scrollTo(pendingIndex.current, true);
        pendingIndex.current = null;
        setApi(created);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
      current.current = null;
      setApi(undefined);
    };
  }, [started, viewport, settingsKey]);

  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);
  const scrollTo = useCallback((index: number, jump = false) => {
    if (current.current) {
      current.current.scrollTo(index, jump);
      return;
    }
    pendingIndex.current = index;
    setStarted(true);
  }, []);
  return [ref, api, scrollTo, started];
}
