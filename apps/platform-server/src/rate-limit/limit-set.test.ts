import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { LimitSet } from './limit-set';

const NOW = 1_700_000_000_000;

function limits() {
  const db = openDatabase(':memory:');
  migrate(db);
  return new LimitSet(db, 'demo', { device: { limit: 2, windowMs: 60_000 }, address: { limit: 3, windowMs: 600_000 } });
}

describe('LimitSet', () => {
  it('allows a call only when every limit with a subject allows it, counting it under each', () => {
    const set = limits();
    expect(set.take({ device: 'd1', address: 'a' }, NOW)).toBeNull();
    expect(set.take({ device: 'd1', address: 'a' }, NOW + 1)).toBeNull();
    expect(set.take({ device: 'd1', address: 'a' }, NOW + 2)).toEqual({ by: 'device', retryAfterMs: 60_000 - 2 });
    // The refused call was not counted: the address has room for one more, from another device.
    expect(set.take({ device: 'd2', address: 'a' }, NOW + 3)).toBeNull();
    expect(set.take({ device: 'd3', address: 'a' }, NOW + 4)).toEqual({ by: 'address', retryAfterMs: 600_000 - 4 });
  });

  it('skips a limit without a subject, and names the refusal that lasts longest', () => {
    const set = limits();
    for (let i = 0; i < 3; i++) set.hit({ address: 'a', device: 'd' }, NOW);
    expect(set.check({ address: 'a', device: null }, NOW + 10)).toEqual({ by: 'address', retryAfterMs: 599_990 });
    expect(set.check({ address: 'a', device: 'd' }, NOW + 10)?.by).toBe('address');
    expect(set.check({ device: undefined, address: 'b' }, NOW + 10)).toBeNull();
    expect(set.check({}, NOW + 10)).toBeNull();
  });
});
