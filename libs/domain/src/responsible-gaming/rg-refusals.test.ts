import { describe, expect, it } from 'vitest';
import { exclusionRefusalOf, rgLimitRefusalOf, rgSessionRefusalOf } from './rg-refusals';

describe('responsible-gaming refusals', () => {
  it('reads which limit refused', () => {
    const value = { kind: 'deposit', period: 'day', limitMinor: 100_000, usedMinor: 80_000, resetsAt: 1_800_000_000_000 };
    expect(rgLimitRefusalOf('RG_LIMIT_REACHED', value)).toEqual(value);
    expect(rgLimitRefusalOf('AMOUNT_OUT_OF_RANGE', value)).toBeNull();
    expect(rgLimitRefusalOf('RG_LIMIT_REACHED', { ...value, kind: 'bonus' })).toBeNull();
    expect(rgLimitRefusalOf('RG_LIMIT_REACHED', { ...value, limitMinor: '100' })).toBeNull();
    expect(rgLimitRefusalOf('RG_LIMIT_REACHED', null)).toBeNull();
  });

  it('reads the play-time limit and the break', () => {
    expect(rgSessionRefusalOf('RG_SESSION_LIMIT', { limitMinutes: 60, resetsAt: 5 })).toEqual({ limitMinutes: 60, resetsAt: 5 });
    expect(rgSessionRefusalOf('RG_SESSION_LIMIT', { limitMinutes: -1, resetsAt: 5 })).toBeNull();
    expect(exclusionRefusalOf('ACCOUNT_EXCLUDED', { kind: 'cool_off', endsAt: 9 })).toEqual({ kind: 'cool_off', endsAt: 9 });
    expect(exclusionRefusalOf('ACCOUNT_EXCLUDED', { kind: 'holiday', endsAt: 9 })).toBeNull();
    expect(exclusionRefusalOf('LOGIN_FAILED', { kind: 'cool_off', endsAt: 9 })).toBeNull();
  });
});
