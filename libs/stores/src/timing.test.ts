import { describe, expect, it } from 'vitest';
import { ManualClock } from './test-support/manual-clock';
import { Timer, debounce, throttle } from './timing';

describe('throttle', () => {
  it('runs at once, then folds calls within the window into one trailing run', () => {
    const clock = new ManualClock();
    let runs = 0;
    const call = throttle(clock, 150, () => (runs += 1));
    call();
    expect(runs).toBe(1);
    clock.advance(50);
    call();
    call();
    expect(runs).toBe(1);
    clock.advance(99);
    expect(runs).toBe(1);
    clock.advance(1);
    expect(runs).toBe(2);
    clock.advance(150);
    call();
    expect(runs).toBe(3);
  });

  it('drops a waiting run on cancel', () => {
    const clock = new ManualClock();
    let runs = 0;
    const call = throttle(clock, 150, () => (runs += 1));
    call();
    call();
    call.cancel();
    clock.advance(1000);
    expect(runs).toBe(1);
  });
});

describe('debounce', () => {
  it('runs once, after the last call of a burst', () => {
    const clock = new ManualClock();
    let runs = 0;
    const call = debounce(clock, 250, () => (runs += 1));
    call();
    clock.advance(200);
    call();
    clock.advance(249);
    expect(runs).toBe(0);
    clock.advance(1);
    expect(runs).toBe(1);
  });
});

describe('Timer', () => {
  it('keeps one pending run, replaced by each schedule', () => {
    const clock = new ManualClock();
    const seen: string[] = [];
    const timer = new Timer(clock);
    timer.schedule(() => seen.push('a'), 100);
    timer.schedule(() => seen.push('b'), 100);
    expect(timer.pending).toBe(true);
    clock.advance(100);
    expect(seen).toEqual(['b']);
    expect(timer.pending).toBe(false);
  });
});
