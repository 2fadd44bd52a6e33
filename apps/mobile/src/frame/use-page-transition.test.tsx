import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePageTransition } from './use-page-transition';

const animate = vi.fn();

function Page({ pageKey }: { pageKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  usePageTransition(ref, pageKey);
  return <div ref={ref} />;
}

function setMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', vi.fn().mockReturnValue({ matches: reduced }));
}

describe('usePageTransition', () => {
  const ownAnimate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
  beforeAll(() => {
    Element.prototype.animate = animate;
  });
  afterEach(() => {
    animate.mockReset();
    vi.unstubAllGlobals();
  });
  afterAll(() => {
    if (ownAnimate) Object.defineProperty(Element.prototype, 'animate', ownAnimate);
    else delete (Element.prototype as Partial<Element>).animate;
  });

  it('plays a 300 ms transition when the page changes, not on the first page', () => {
    setMotion(false);
    const { rerender } = render(<Page pageKey="/" />);
    expect(animate).not.toHaveBeenCalled();
    rerender(<Page pageKey="/activity" />);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]?.[1]).toMatchObject({ duration: 300 });
  });

  it('stays still for players who ask for reduced motion', () => {
    setMotion(true);
    const { rerender } = render(<Page pageKey="/" />);
    rerender(<Page pageKey="/activity" />);
    expect(animate).not.toHaveBeenCalled();
  });
});
