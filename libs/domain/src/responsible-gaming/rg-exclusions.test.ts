import { describe, expect, it } from 'vitest';
import { rgExclusionEnd, rgIrrevocableUntil } from './rg-exclusions';

const NOW = Date.UTC(2026, 10, 27, 7);

describe('responsible-gaming exclusions', () => {
  it('ends a cool-off after its hours and a self-exclusion after its calendar months', () => {
    expect(rgExclusionEnd('cool_off', '1d', NOW)).toBe(NOW + 24 * 3_600_000);
    expect(rgExclusionEnd('cool_off', '6w', NOW)).toBe(NOW + 42 * 24 * 3_600_000);
    expect(rgExclusionEnd('self_exclusion', '6m', NOW)).toBe(Date.UTC(2027, 4, 27, 7));
    expect(rgExclusionEnd('self_exclusion', '5y', NOW)).toBe(Date.UTC(2031, 10, 27, 7));
    expect(rgExclusionEnd('cool_off', '6m', NOW)).toBeNull();
    expect(rgExclusionEnd('self_exclusion', '1d', NOW)).toBeNull();
  });

  it('makes the first six months of a self-exclusion and a whole cool-off irrevocable', () => {
    const fiveYears = rgExclusionEnd('self_exclusion', '5y', NOW) ?? 0;
    expect(rgIrrevocableUntil('self_exclusion', fiveYears, NOW)).toBe(Date.UTC(2027, 4, 27, 7));
    const day = NOW + 24 * 3_600_000;
    expect(rgIrrevocableUntil('cool_off', day, NOW)).toBe(day);
  });
});
