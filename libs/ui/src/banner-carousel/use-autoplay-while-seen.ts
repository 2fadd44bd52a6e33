import { useEffect } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** What the hook needs of Embla's autoplay plugin. */
interface AutoplayControls {
  play(): void;
  stop(): void;
}

/**
 * Runs a carousel's autoplay (created with `playOnInit: false`) only once the page has loaded and
 * while the carousel is on screen: nothing slides while a low-end phone is still building the
 * first screen, and a carousel scrolled away costs nothing. With `stopWhenTouched`, a carousel
 * the player has touched stays where the player left it; focus inside always holds it. Without
 * IntersectionObserver it counts as always on screen.
 */
export function useAutoplayWhileSeen(api: EmblaCarouselType | undefined, { stopWhenTouched = false } = {}): void {
  useEffect(() => {
    // An inactive carousel (too few slides) has no plugins at all.
    const autoplay = api?.plugins()?.autoplay as AutoplayControls | undefined;
    if (!api || !autoplay) return;
    let seen = typeof IntersectionObserver === 'undefined';
    let loaded = document.readyState === 'complete';
    let touched = false;
    const focused = () => api.rootNode().contains(document.activeElement);
    const update = () => (seen && loaded && !touched && !focused() ? autoplay.play() : autoplay.stop());
    const onLoad = () => {
      loaded = true;
      update();
    };
    const onTouch = () => (touched = stopWhenTouched);
    api.on('pointerDown', onTouch);
    const observer = seen
      ? null
      : new IntersectionObserver((entries) => {
          seen = entries.some((entry) => entry.isIntersecting);
          update();
        });
    observer?.observe(api.rootNode());
    if (loaded) update();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('load', onLoad);
      api.off('pointerDown', onTouch);
    };
  }, [api, stopWhenTouched]);
}
