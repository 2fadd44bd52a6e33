import { useEffect, useEffectEvent, type RefObject } from 'react';
import { LIMITS, TIMINGS } from '@gp/domain';

/** How close to the left edge a back swipe must start, in CSS pixels. */
export const SWIPE_EDGE_PX = 40;

interface SwipeStart {
  readonly x: number;
  readonly y: number;
  readonly at: number;
}

/**
 * The back gesture (SPEC §2, §9): a touch that starts at the left edge of the element and moves
 * right by more than 100 px, mostly sideways, within 500 ms calls `onBack`; a slower or shorter
 * one is forgotten (the gesture resets after 500 ms).
 */
export function useSwipeBack(ref: RefObject<HTMLElement | null>, onBack: () => void, now: () => number = Date.now): void {
  // The latest onBack, read when the gesture ends; no ref is written during render.
  const goBack = useEffectEvent(() => onBack());
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let start: SwipeStart | null = null;
    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 && touch.clientX <= SWIPE_EDGE_PX ? { x: touch.clientX, y: touch.clientY, at: now() } : null;
    };
    const handleEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const began = start;
      start = null;
      if (!began || !touch || now() - began.at > TIMINGS.swipeBackResetMs) return;
      const dx = touch.clientX - began.x;
      const dy = Math.abs(touch.clientY - began.y);
      if (dx > LIMITS.swipeBackMinPx && dy < dx) goBack();
    };
    const handleCancel = () => (start = null);
    element.addEventListener('touchstart', handleStart, { passive: true });
    element.addEventListener('touchend', handleEnd, { passive: true });
    element.addEventListener('touchcancel', handleCancel, { passive: true });
    return () => {
      element.removeEventListener('touchstart', handleStart);
      element.removeEventListener('touchend', handleEnd);
      element.removeEventListener('touchcancel', handleCancel);
    };
  }, [ref, now]);
}
