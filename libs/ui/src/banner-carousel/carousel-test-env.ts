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

/** Stubs ResizeObserver, IntersectionObserver and matchMedia (reduced motion as given) around each test. */
export function stubCarouselBrowser(options: { reducedMotion?: () => boolean } = {}): void {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', InertObserver);
    vi.stubGlobal('IntersectionObserver', InertObserver);
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
