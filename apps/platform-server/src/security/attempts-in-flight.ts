/**
 * Attempts of one process still being checked, per key, with a way to wait until one of them
 * finishes. A throttle that counts an attempt before an awaited check uses it to tell attempts
 * in flight from completed failures: a caller refused only because of attempts in flight waits
 * for them instead of being refused.
 */
export class AttemptsInFlight {
  private readonly running = new Map<string, { count: number; waiters: (() => void)[] }>();

  /** Marks one more attempt of `key` as running. */
  begin(key: string): void {
    const entry = this.running.get(key);
    if (entry) entry.count += 1;
    else this.running.set(key, { count: 1, waiters: [] });
  }

  /** Marks one attempt of `key` as finished and wakes everyone waiting on `key`. */
  end(key: string): void {
    const entry = this.running.get(key);
    if (!entry) throw new Error(`no attempt of ${key} is running`);
    entry.count -= 1;
    const waiters = entry.waiters.splice(0);
    if (entry.count === 0) this.running.delete(key);
    for (const wake of waiters) wake();
  }

  /** Resolves when the next attempt of `key` finishes; null when none is running. */
  nextEnd(key: string): Promise<void> | null {
    const entry = this.running.get(key);
    if (!entry) return null;
    return new Promise((resolve) => entry.waiters.push(resolve));
  }
}
