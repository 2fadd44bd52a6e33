import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailLengthCheck, phoneNumberCheck, smsRequestCheck } from './contact-checks';
import type { FieldRuleSet } from './field-rules';

const invalidMobile = { valid: false, message: 'form.mobileFormat' };

describe('phoneNumberCheck', () => {
  it('accepts 10 to 11 digits (phone number hint)', () => {
    expect(phoneNumberCheck('9171234567')).toEqual({ valid: true });
    expect(phoneNumberCheck('09171234567')).toEqual({ valid: true });
  });

  it("refuses other lengths and non-digits ('Please enter a valid mobile number')", () => {
    for (const value of ['', '917123456', '091712345678', '0917-123456', '+639171234567']) {
      expect(phoneNumberCheck(value)).toEqual(invalidMobile);
    }
  });

  it('decides by length for every digit string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
        expect(phoneNumberCheck(digits).valid).toBe(digits.length >= 10 && digits.length <= 11);
      }),
    );
  });
});

describe('emailLengthCheck', () => {
  it('accepts an e-mail under 255 characters, refuses 255 and more', () => {
    const local = (n: number): string => `${'a'.repeat(n - '@x.ph'.length)}@x.ph`;
    expect(emailLengthCheck(local(254))).toEqual({ valid: true });
    expect(emailLengthCheck(local(255))).toEqual({ valid: false, message: 'form.emailFormat' });
    expect(emailLengthCheck('')).toEqual({ valid: true });
  });
});

describe('smsRequestCheck (mobile number must validate before a code is requested)', () => {
  const rules: FieldRuleSet = {
    mobileNum: { enabled: true, required: false, pattern: '^0?9\\d{9}$', message: 'in_mobile_format' },
    loginMobileNum: { enabled: true, required: true, message: 'in_login_mobile' },
    off: { enabled: false, required: true, pattern: '^x$', message: 'never' },
  };

  it("requires the number even when the rule is optional, with the rule's message", () => {
    expect(smsRequestCheck(rules, 'mobileNum', '')).toEqual({ valid: false, message: 'in_mobile_format', focusField: 'mobileNum' });
  });

  it("applies the server's pattern and message when the rule has one", () => {
    expect(smsRequestCheck(rules, 'mobileNum', '8171234567')).toEqual({
      valid: false,
      message: 'in_mobile_format',
      focusField: 'mobileNum',
    });
    expect(smsRequestCheck(rules, 'mobileNum', '09171234567')).toEqual({ valid: true });
  });

  it('falls back to the 10-11 digit hint when the rule has no pattern or there is no rule', () => {
    expect(smsRequestCheck(rules, 'loginMobileNum', '12345')).toEqual({ ...invalidMobile, focusField: 'loginMobileNum' });
    expect(smsRequestCheck(rules, 'loginMobileNum', '')).toEqual({ valid: false, message: 'in_login_mobile', focusField: 'loginMobileNum' });
    expect(smsRequestCheck(rules, 'loginMobileNum', '9171234567')).toEqual({ valid: true });
    expect(smsRequestCheck({}, 'mobileNum', '')).toEqual({ ...invalidMobile, focusField: 'mobileNum' });
    expect(smsRequestCheck(rules, 'off', '09171234567')).toEqual({ valid: true });
    expect(smsRequestCheck(rules, 'off', 'x')).toEqual({ ...invalidMobile, focusField: 'off' });
  });
});
