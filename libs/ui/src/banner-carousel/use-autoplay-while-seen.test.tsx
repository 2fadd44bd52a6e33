import { renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayWhileSeen } from './use-autoplay-while-seen';

let intersect: (visible: boolean) => void = () => undefined;

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe(): void {
    /* the test calls intersect() */
  }
  disconnect(): void {
    intersect = () => undefined;
  }
}

function fakeCarousel() {
  const root = document.createElement('div');
  root.append(document.createElement('button'));
  document.body.append(root);
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  const handlers = new Map<string, () => void>();
  const api = {
    plugins: () => ({ autoplay }),
    rootNode: () => root,
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
  } as unknown as EmblaCarouselType;
  return { api, autoplay, root, touch: () => handlers.get('pointerDown')?.() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useAutoplayWhileSeen', () => {
  it('plays only while the carousel is on screen (the page has loaded)', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { api, autoplay } = fakeCarousel();
    const { unmount } = renderHook(() => useAutoplayWhileSeen(api));
    expect(autoplay.play).not.toHaveBeenCalled();
    autoplay.stop.mockClear();
    intersect(true);
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    intersect(false);
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    unmount();
    intersect(true);
    expect(autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to load before playing', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { api, autoplay } = fakeCarousel();
    renderHook(() => useAutoplayWhileSeen(api));
    intersect(true);
    expect(autoplay.play).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('keeps a touched carousel still when asked to, and any carousel with focus inside', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const banner = fakeCarousel();
    renderHook(() => useAutoplayWhileSeen(banner.api, { stopWhenTouched: true }));
    banner.touch();
    intersect(true);
    expect(banner.autoplay.play).not.toHaveBeenCalled();

    const board = fakeCarousel();
    renderHook(() => useAutoplayWhileSeen(board.api));
    board.touch();
    board.root.querySelector('button')?.focus();
    intersect(true);
    expect(board.autoplay.play).not.toHaveBeenCalled();
    board.root.querySelector('button')?.blur();
    intersect(true);
    expect(board.autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('counts as on screen without IntersectionObserver, and does nothing without autoplay', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { api, autoplay } = fakeCarousel();
    renderHook(() => useAutoplayWhileSeen(api));
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    expect(() => renderHook(() => useAutoplayWhileSeen({ plugins: () => undefined } as unknown as EmblaCarouselType))).not.toThrow();
  });
});
