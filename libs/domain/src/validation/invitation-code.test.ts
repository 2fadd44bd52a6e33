import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_FIELD,
  invitationCodeCheck,
  isAffiliateCodeFieldShown,
  isInvitationCodeCheckNeeded,
} from './invitation-code';

describe('isAffiliateCodeFieldShown', () => {
  it.each([
    { enabled: true, linkCodeValid: false, expected: true },
    { enabled: true, linkCodeValid: true, expected: false },
    { enabled: false, linkCodeValid: false, expected: false },
    { enabled: false, linkCodeValid: true, expected: false },
  ])('enabled $enabled, valid link code $linkCodeValid gives $expected', ({ expected, ...facts }) => {
    expect(isAffiliateCodeFieldShown(facts)).toBe(expected);
  });
});

describe('isInvitationCodeCheckNeeded', () => {
  it('checks a code the user entered in a shown field, before registering', () => {
    expect(isInvitationCodeCheckNeeded('AG1234', true)).toBe(true);
    expect(isInvitationCodeCheckNeeded('', true)).toBe(false);
    expect(isInvitationCodeCheckNeeded(undefined, true)).toBe(false);
    expect(isInvitationCodeCheckNeeded('AG1234', false)).toBe(false);
  });
});

describe('invitationCodeCheck', () => {
  it('gives invitation_code_error and focuses the code field when the platform refuses the code', () => {
    expect(invitationCodeCheck({ success: false })).toEqual({
      valid: false,
      message: 'error.invitationCode',
      focusField: 'affiliateCode',
    });
    expect(AFFILIATE_CODE_FIELD).toBe('affiliateCode');
  });

  it('passes an accepted code', () => {
    expect(invitationCodeCheck({ success: true })).toEqual({ valid: true });
  });
});
