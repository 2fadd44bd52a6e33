/** Test helpers: a clock moved by hand and page events fired by hand. Not exported by the package. */
import type { Clock, EventTargetLike, PageEvents } from '../ports';

interface Pending {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/** A clock whose time moves only when a test calls `advance`. */
export class ManualClock implements Clock {
  private time = 0;
  private nextId = 1;
  private timers: Pending[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ id, at: this.time + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** How many timeouts are waiting. */
  get pendingCount(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, running every timeout that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer.id !== due.id);
      this.time = due.at;
      due.callback();
    }
    this.time = end;
  }
}

class ManualTarget implements EventTargetLike {
  private readonly listeners = new Map<string, Set<() => void>>();

  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  fire(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }

  count(type: string): number {
    return this.listeners.get(type)?.size ?? 0;
  }
}

/** Page events a test fires by hand; `visible` is what `isVisible` answers. */
export class ManualPageEvents implements PageEvents {
  readonly window = new ManualTarget();
  readonly document = new ManualTarget();
  visible = true;

  isVisible(): boolean {
    return this.visible;
  }
}
