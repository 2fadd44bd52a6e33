import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthDate, latestBirthDate } from './rg-age';

// 2026-11-27 in Manila from 16:00 UTC of the 26th.
const NOV_27 = Date.UTC(2026, 10, 26, 16);

describe('registration age', () => {
  it('counts whole years on the Manila calendar', () => {
    expect(ageOn('2005-11-27', NOV_27)).toBe(21);
    expect(ageOn('2005-11-28', NOV_27)).toBe(20);
    expect(ageOn('2005-11-27', NOV_27 - 1)).toBe(20);
  });

  it('refuses impossible, future and too old dates', () => {
    expect(ageOn('2005-02-30', NOV_27)).toBeNull();
    expect(ageOn('2026-11-28', NOV_27)).toBeNull();
    expect(ageOn('1899-12-31', NOV_27)).toBeNull();
    expect(ageOn('27/11/2005', NOV_27)).toBeNull();
  });

  it('refuses a player one day under the minimum age', () => {
    expect(checkBirthDate('2005-11-27', 21, NOV_27)).toBeNull();
    expect(checkBirthDate('2005-11-28', 21, NOV_27)).toBe('under-age');
    expect(checkBirthDate('2008-11-27', 18, NOV_27)).toBeNull();
    expect(checkBirthDate('nonsense', 18, NOV_27)).toBe('invalid');
  });

  it('gives the latest date of birth old enough, even from 29 February', () => {
    expect(latestBirthDate(21, NOV_27)).toBe('2005-11-27');
    const leapDay = Date.UTC(2028, 1, 28, 16);
    expect(latestBirthDate(21, leapDay)).toBe('2007-02-28');
    expect(checkBirthDate('2007-02-28', 21, leapDay)).toBeNull();
    expect(checkBirthDate('2007-03-01', 21, leapDay)).toBe('under-age');
  });
});
