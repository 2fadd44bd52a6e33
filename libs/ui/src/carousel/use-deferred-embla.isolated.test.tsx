import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmblaCarouselType } from 'embla-carousel';
import { stubCarouselBrowser } from '../banner-carousel/carousel-test-env';
import { useDeferredEmbla } from './use-deferred-embla';

/** The slides the created carousels were sent to (jsdom measures nothing, so Embla cannot tell). */
const scrolledTo = vi.hoisted(() => [] as number[]);
vi.mock('embla-carousel', async (importOriginal) => {
  const original = await importOriginal<{ default: (...args: unknown[]) => EmblaCarouselType }>();
  return {
    default: (...args: unknown[]) => {
      const carousel = original.default(...args);
      const scrollTo = carousel.scrollTo.bind(carousel);
      carousel.scrollTo = (index: number, jump?: boolean) => {
        scrolledTo.push(index);
        scrollTo(index, jump);
      };
      return carousel;
    },
  };
});

stubCarouselBrowser();

function Probe() {
  const [ref, api, scrollTo, asked] = useDeferredEmbla({ loop: false });
  return (
    <>
      <div ref={ref} data-testid="viewport" data-started={api ? 'yes' : 'no'} data-asked={asked ? 'yes' : 'no'}>
        <div>
          <div>one</div>
          <div>two</div>
        </div>
      </div>
      <button type="button" onClick={() => scrollTo(1, true)}>
        Second
      </button>
    </>
  );
}

const pageIsLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

afterEach(() => vi.restoreAllMocks());

describe('useDeferredEmbla', () => {
  it('does not start the carousel while the page is still loading', async () => {
    pageIsLoading();
    render(<Probe />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'no');
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-asked', 'no');
  });

  it('starts it when the player reaches for it, even before the page has loaded', async () => {
    pageIsLoading();
    render(<Probe />);
    fireEvent.pointerDown(screen.getByTestId('viewport'));
    // Asked for at once, before Embla's code is in.
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-asked', 'yes');
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'yes'));
  });

  it('starts it once the page has loaded and the browser is idle', async () => {
    const loading = pageIsLoading();
    render(<Probe />);
    loading.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'yes'));
  });

  it('waits, once the page has loaded, until the carousel comes near the screen', async () => {
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe(): void {
          /* reports only when the test says so */
        }
        disconnect(): void {
          /* nothing to let go */
        }
      },
    );
    render(<Probe />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'no');
    act(() => report?.([{ isIntersecting: true }]));
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'yes'));
  });

  it('starts the carousel for a page dot tapped before the start, and goes to that slide', async () => {
    pageIsLoading();
    scrolledTo.length = 0;
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'yes'));
    expect(scrolledTo).toEqual([1]);
  });
});
