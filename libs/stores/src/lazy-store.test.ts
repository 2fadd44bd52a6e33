import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LazyStore } from './lazy-store';

describe('LazyStore', () => {
  it('builds the store once, however many ask, and shows it as current to an observer', async () => {
    let builds = 0;
    const lazy = new LazyStore(async () => ({ id: ++builds }));
    const seen: (number | null)[] = [];
    const dispose = autorun(() => seen.push(lazy.current?.id ?? null));
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(await lazy.load()).toBe(first);
    expect(builds).toBe(1);
    expect(seen).toEqual([null, 1]);
    dispose();
  });

  it('tries the import again after a failure', async () => {
    let attempts = 0;
    const lazy = new LazyStore(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return 'store';
    });
    await expect(lazy.load()).rejects.toThrow('chunk failed');
    expect(lazy.current).toBeNull();
    await expect(lazy.load()).resolves.toBe('store');
    expect(lazy.current).toBe('store');
  });
});
