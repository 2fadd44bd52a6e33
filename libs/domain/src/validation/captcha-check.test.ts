import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_MESSAGES, captchaCheck, isCaptchaWithinHint } from './captcha-check';

describe('captchaCheck', () => {
  it('requires the captcha when shown (in_vwrite_code on registration)', () => {
    expect(captchaCheck('', true, 'register')).toEqual({ valid: false, message: 'error.captchaRequired' });
    expect(captchaCheck(undefined, true, 'register')).toEqual({ valid: false, message: 'error.captchaRequired' });
    expect(captchaCheck('4821', true, 'register')).toEqual({ valid: true });
  });

  it("uses the login ('please enter the code') and feedback ('Enter a captcha') wording ids", () => {
    expect(captchaCheck(' ', true, 'login')).toEqual({ valid: false, message: 'error.captchaRequired' });
    expect(captchaCheck(null, true, 'feedback')).toEqual({ valid: false, message: 'form.feedbackCaptchaRequired' });
    expect(CAPTCHA_REQUIRED_MESSAGES).toEqual({
      register: 'error.captchaRequired',
      login: 'error.captchaRequired',
      feedback: 'form.feedbackCaptchaRequired',
    });
  });

  it('passes a hidden captcha (hidden until a failed login asks for it)', () => {
    expect(captchaCheck('', false, 'login')).toEqual({ valid: true });
  });
});

describe('isCaptchaWithinHint', () => {
  it('accepts 1 to 16 digits only', () => {
    expect(['1', '4821', '1234567890123456'].every(isCaptchaWithinHint)).toBe(true);
    expect(['', '12345678901234567', '12a4', ' 12'].some(isCaptchaWithinHint)).toBe(false);
  });

  it('holds for every digit string by its length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (digits) => {
        expect(isCaptchaWithinHint(digits)).toBe(digits.length >= 1 && digits.length <= 16);
      }),
    );
  });
});
