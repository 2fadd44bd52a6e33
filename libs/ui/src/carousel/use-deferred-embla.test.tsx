import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCarouselBrowser } from '../banner-carousel/carousel-test-env';
import { useDeferredEmbla } from './use-deferred-embla';

stubCarouselBrowser();

function Probe() {
  const [ref, api] = useDeferredEmbla({ loop: false });
  return (
    <div ref={ref} data-testid="viewport" data-started={api ? 'yes' : 'no'}>
      <div>
        <div>one</div>
        <div>two</div>
      </div>
    </div>
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
  });

  it('starts it when the player reaches for it, even before the page has loaded', async () => {
    pageIsLoading();
    render(<Probe />);
    fireEvent.pointerDown(screen.getByTestId('viewport'));
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'yes'));
  });

  it('starts it once the page has loaded and the browser is idle', async () => {
    const loading = pageIsLoading();
    render(<Probe />);
    loading.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveAttribute('data-started', 'yes'));
  });
});
