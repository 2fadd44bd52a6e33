import { describe, expect, it } from 'vitest';
import { affiliateCodeFromLink, minimumAgeOf, registrationModesOf } from './registration-modes';

describe('registration tabs', () => {
  it('shows tabs only when both modes are on, username first', () => {
    expect(registrationModesOf({ usernameRegistration: true, mobileRegistration: true })).toEqual({
      modes: ['username', 'mobileNum'],
      tabsShown: true,
      defaultMode: 'username',
    });
  });

  it('opens in mobile without tabs when only mobile is on', () => {
    expect(registrationModesOf({ usernameRegistration: false, mobileRegistration: true })).toEqual({
      modes: ['mobileNum'],
      tabsShown: false,
      defaultMode: 'mobileNum',
    });
  });

  it('opens in username without tabs when only username is on, and offers nothing when both are off', () => {
    expect(registrationModesOf({ usernameRegistration: true, mobileRegistration: false }).tabsShown).toBe(false);
    expect(registrationModesOf({ usernameRegistration: false, mobileRegistration: false })).toEqual({ modes: [], tabsShown: false, defaultMode: null });
  });
});

describe('minimum age', () => {
  it('is the merchant’s age, 21 where configured, and never under 18', () => {
    expect(minimumAgeOf(21)).toBe(21);
    expect(minimumAgeOf(18)).toBe(18);
    expect(minimumAgeOf(16)).toBe(18);
    expect(minimumAgeOf(20.5)).toBe(18);
    expect(minimumAgeOf(null)).toBe(18);
    expect(minimumAgeOf(undefined)).toBe(18);
  });
});

describe('invitation code from the link', () => {
  it('reads aff, affiliateCode or inviteCode, trimmed', () => {
    expect(affiliateCodeFromLink('?aff=%20AGT-JADE-01%20')).toBe('AGT-JADE-01');
    expect(affiliateCodeFromLink('?affiliateCode=AB12')).toBe('AB12');
    expect(affiliateCodeFromLink('inviteCode=XY99&x=1&inviteCode=ZZ')).toBe('XY99');
    expect(affiliateCodeFromLink('?x&aff=A+B')).toBe('A B');
  });

  it('gives null without a code, for an empty one, or one longer than 32 characters', () => {
    expect(affiliateCodeFromLink('')).toBeNull();
    expect(affiliateCodeFromLink('?aff=%20')).toBeNull();
    expect(affiliateCodeFromLink('?aff=%E0%A4%A')).toBeNull();
    expect(affiliateCodeFromLink(`?aff=${'A'.repeat(33)}`)).toBeNull();
  });
});
