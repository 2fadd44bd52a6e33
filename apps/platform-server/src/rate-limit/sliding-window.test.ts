import { describe, expect, it } from 'vitest';
import { assertRateLimitPolicy, decideSlidingWindow } from './sliding-window';

const policy = { limit: 3, windowMs: 1000 };

describe('sliding window decision', () => {
  it('allows while fewer hits than the limit count, and says how many remain', () => {
    expect(decideSlidingWindow([], 5000, policy)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 3 });
    expect(decideSlidingWindow([4500, 4800], 5000, policy)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
  });

  it('refuses at the limit until the oldest counting hit leaves the window', () => {
    expect(decideSlidingWindow([4200, 4500, 4800], 5000, policy)).toEqual({ allowed: false, retryAfterMs: 200, remaining: 0 });
    expect(decideSlidingWindow([4200, 4500, 4800], 5199, policy).allowed).toBe(false);
    expect(decideSlidingWindow([4200, 4500, 4800], 5200, policy)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
  });

  it('waits for the limit-th most recent hit when more than the limit count, in any order', () => {
    expect(decideSlidingWindow([4800, 4100, 4600, 4300], 5000, policy)).toEqual({ allowed: false, retryAfterMs: 300, remaining: 0 });
  });

  it('ignores hits that left the window, and counts hits stamped in the future', () => {
    expect(decideSlidingWindow([1000, 3999, 4000], 5000, policy).remaining).toBe(3);
    expect(decideSlidingWindow([5100, 5200, 5300], 5000, policy)).toEqual({ allowed: false, retryAfterMs: 1100, remaining: 0 });
  });

  it('refuses a policy without a positive integer limit and window', () => {
    expect(() => assertRateLimitPolicy({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => assertRateLimitPolicy({ limit: 1, windowMs: 0.5 })).toThrow(RangeError);
    expect(() => assertRateLimitPolicy(policy)).not.toThrow();
  });
});
