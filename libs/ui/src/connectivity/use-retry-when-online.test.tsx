import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loseSignal, switchSignal } from '../testing/signal';
import { SIGNAL_SETTLE_MS, useRetryWhenOnline } from './use-retry-when-online';

function Probe({ retry }: { readonly retry?: () => void }) {
  return <p>{useRetryWhenOnline(retry) ? 'online' : 'offline'}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useRetryWhenOnline', () => {
  it('says whether the browser is online, and online in the server render', () => {
    expect(renderToString(<Probe />)).toContain('online');
    loseSignal();
    render(<Probe />);
    expect(screen.getByText('offline')).toBeTruthy();
  });

  it('repeats a failure met offline once, a second after the signal returns', () => {
    loseSignal();
    const retry = vi.fn();
    render(<Probe retry={retry} />);
    switchSignal(true);
    expect(retry).toHaveBeenCalledTimes(1);
    switchSignal(false);
    switchSignal(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure met online (a timeout, the platform failing) to Try again', () => {
    const retry = vi.fn();
    render(<Probe retry={retry} />);
    switchSignal(false);
    switchSignal(true);
    expect(retry).not.toHaveBeenCalled();
  });

  it('waits for the signal to settle, and repeats nothing once the failure is gone', () => {
    loseSignal();
    const retry = vi.fn();
    const { rerender } = render(<Probe retry={retry} />);
    act(() => {
      window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(SIGNAL_SETTLE_MS - 1);
    });
    expect(retry).not.toHaveBeenCalled();
    rerender(<Probe />);
    act(() => {
      vi.advanceTimersByTime(SIGNAL_SETTLE_MS);
    });
    expect(retry).not.toHaveBeenCalled();
  });

  it('repeats the latest action it was given', () => {
    loseSignal();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Probe retry={first} />);
    rerender(<Probe retry={second} />);
    switchSignal(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('repeats it though the failure renders again while the signal settles', () => {
    loseSignal();
    const retry = vi.fn();
    const { rerender } = render(<Probe retry={retry} />);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(SIGNAL_SETTLE_MS - 1);
    });
    rerender(<Probe retry={retry} />);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
