import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

let reportIntersecting: (visible: boolean) => void = () => undefined;
const margins: string[] = [];

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
    margins.push(options.rootMargin);
    reportIntersecting = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe(): void {
    /* the test reports */
  }
  disconnect(): void {
    reportIntersecting = () => undefined;
  }
}

function Probe() {
  const [ref, near] = useNearViewport();
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('turns true once the element comes near the screen, and stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(margins.at(-1)).toBe('800px 0px');
    act(() => reportIntersecting(false));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => reportIntersecting(true));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    act(() => reportIntersecting(false));
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('counts everything as near without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
