import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipeBack } from './use-swipe-back';

function Surface({ onBack, now }: { onBack: () => void; now: () => number }) {
  const ref = useRef<HTMLDivElement>(null);
  useSwipeBack(ref, onBack, now);
  return <div ref={ref} data-testid="surface" />;
}

function setup() {
  let time = 0;
  const onBack = vi.fn();
  render(<Surface onBack={onBack} now={() => time} />);
  const surface = screen.getByTestId('surface');
  const swipe = (from: [number, number], to: [number, number], ms: number) => {
    fireEvent.touchStart(surface, { touches: [{ clientX: from[0], clientY: from[1] }] });
    time += ms;
    fireEvent.touchEnd(surface, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
  };
  return { onBack, swipe };
}

describe('useSwipeBack', () => {
  it('goes back on a swipe of more than 100 px from the left edge', () => {
    const { onBack, swipe } = setup();
    swipe([10, 200], [130, 210], 200);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('ignores a swipe of 100 px or less', () => {
    const { onBack, swipe } = setup();
    swipe([10, 200], [110, 200], 200);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('ignores a swipe that does not start at the edge', () => {
    const { onBack, swipe } = setup();
    swipe([120, 200], [300, 200], 200);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('resets after 500 ms', () => {
    const { onBack, swipe } = setup();
    swipe([10, 200], [200, 200], 501);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('ignores a mostly vertical movement', () => {
    const { onBack, swipe } = setup();
    swipe([10, 100], [130, 400], 200);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('calls the latest onBack after a re-render, without re-subscribing', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const now = () => 0;
    const { rerender } = render(<Surface onBack={first} now={now} />);
    const surface = screen.getByTestId('surface');
    const add = vi.spyOn(surface, 'addEventListener');
    rerender(<Surface onBack={latest} now={now} />);
    fireEvent.touchStart(surface, { touches: [{ clientX: 10, clientY: 200 }] });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientX: 150, clientY: 200 }] });
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
  });
});
