import type { Clock } from './ports';

/** A call whose runs are spaced out in time; `cancel` drops a run that is waiting. */
export interface SpacedCall {
  (): void;
  cancel(): void;
}

/**
 * Throttles `run` on the injected clock: the first call runs at once; calls within `ms` of the last
 * run are folded into one trailing run at the end of the window, so the last call is never lost.
 */
export function throttle(clock: Clock, ms: number, run: () => void): SpacedCall {
  let lastRun = Number.NEGATIVE_INFINITY;
  let handle: unknown = null;
  const fire = () => {
    handle = null;
    lastRun = clock.now();
    run();
  };
  const call = () => {
    if (handle !== null) return;
    const wait = lastRun + ms - clock.now();
    if (wait <= 0) fire();
    else handle = clock.setTimeout(fire, wait);
  };
  return Object.assign(call, {
    cancel: () => {
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  });
}

/** Debounces `run` on the injected clock: it runs once, `ms` after the last of a burst of calls. */
export function debounce(clock: Clock, ms: number, run: () => void): SpacedCall {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  const call = () => {
    cancel();
    handle = clock.setTimeout(() => {
      handle = null;
      run();
    }, ms);
  };
  return Object.assign(call, { cancel });
}

/** One pending timeout that a new `schedule` replaces; for refresh timers. */
export class Timer {
  private handle: unknown = null;

  constructor(private readonly clock: Clock) {}

  /** Runs `callback` after `ms`, replacing whatever was scheduled. */
  schedule(callback: () => void, ms: number): void {
    this.cancel();
    this.handle = this.clock.setTimeout(() => {
      this.handle = null;
      callback();
    }, ms);
  }

  /** Drops the scheduled run, if any. */
  cancel(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  /** True while a run is scheduled. */
  get pending(): boolean {
    return this.handle !== null;
  }
}
