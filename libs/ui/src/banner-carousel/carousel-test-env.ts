/** Test helper (not exported): what Embla needs from a browser that jsdom lacks. */
import { afterEach, beforeEach, vi } from 'vitest';

class InertObserver {
  observe(): void {
    /* nothing is ever resized or intersected in jsdom */
  }
  unobserve(): void {
    /* as above */
  }
  disconnect(): void {
    /* as above */
  }
  takeRecords(): [] {
    return [];
  }
}

/** jsdom lays nothing out, so everything counts as on screen: each observed element is reported intersecting. */
class OnScreenObserver {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element): void {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }]));
  }
  unobserve(): void {
    /* nothing is watched over time */
  }
  disconnect(): void {
    /* as above */
  }
  takeRecords(): [] {
    return [];
  }
}

/** Stubs ResizeObserver, IntersectionObserver (everything on screen) and matchMedia (reduced motion as given) around each test. */
export function stubCarouselBrowser(options: { reducedMotion?: () => boolean } = {}): void {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', InertObserver);
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduced-motion') ? (options.reducedMotion?.() ?? false) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());
}
