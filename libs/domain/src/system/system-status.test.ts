import { describe, expect, it } from 'vitest';
import { SYSTEM_STATUS, isSystemStatus, systemStatusOf } from './system-status';

describe('systemStatusOf', () => {
  it.each([
    { maintenance: true, regionRestriction: false, expected: 1 },
    { maintenance: false, regionRestriction: true, expected: 2 },
    { maintenance: true, regionRestriction: true, expected: 1 },
    { maintenance: false, regionRestriction: false, expected: 0 },
  ])('maintenance $maintenance, restriction $regionRestriction gives $expected', ({ expected, ...facts }) => {
    expect(systemStatusOf(facts)).toBe(expected);
  });

  it('names the three values as the spec numbers them', () => {
    expect(SYSTEM_STATUS).toEqual({ normal: 0, maintenance: 1, regionRestricted: 2 });
  });
});

describe('isSystemStatus', () => {
  it('accepts only 0, 1 and 2', () => {
    expect([0, 1, 2].every(isSystemStatus)).toBe(true);
    expect([3, -1, '1', null, undefined, 1.5].some(isSystemStatus)).toBe(false);
  });
});
