import { describe, expect, it } from 'vitest';
import type { FieldRuleSet } from './field-rules';
import { emailPasswordResetDecision, emailResetRequestDecision, resetTokenOf } from './email-password-reset';
import { passwordResetMethods } from './password-reset';
import { smsPasswordResetDecision, smsResetCodeRequestDecision } from './sms-password-reset';

const rules: FieldRuleSet = {
  loginMobileNum: { enabled: true, required: true, pattern: '^[0-9]{10,11}$', message: 'invalid_mobile_format' },
  verificationCode: { enabled: true, required: false, pattern: '^[0-9]{6}$', message: 'verification_code_error' },
  loginUsername: { enabled: true, required: true, pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$', message: 'invalid_account_format' },
  email: { enabled: false, required: false, pattern: '^[^@]+@[^@]+\\.[a-z]{2,}$', message: 'invalid_email_format' },
  password: { enabled: true, required: false, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', message: 'invalid_password_format' },
};

describe('passwordResetMethods', () => {
  it('offers SMS then e-mail when the SMS reset is on, else only e-mail', () => {
    expect(passwordResetMethods(true)).toEqual(['sms', 'email']);
    expect(passwordResetMethods(false)).toEqual(['email']);
  });
});

describe('smsResetCodeRequestDecision', () => {
  it('sends the trimmed number and captcha when both pass', () => {
    expect(smsResetCodeRequestDecision(rules, { mobileNum: ' 9171234567 ', captcha: ' 12345 ' }, true)).toEqual({
      kind: 'submit',
      payload: { mobileNum: '9171234567', captcha: '12345' },
    });
  });

  it('refuses a number that breaks the login mobile rule, before the captcha', () => {
    const decision = smsResetCodeRequestDecision(rules, { mobileNum: '917', captcha: '' }, true);
    expect(decision).toEqual({
      kind: 'invalid',
      firstInvalidField: 'mobileNum',
      results: {
        mobileNum: { valid: false, message: 'invalid_mobile_format' },
        captcha: { valid: false, message: 'error.captchaRequired' },
      },
    });
  });

  it('asks for the captcha only while it is shown', () => {
    expect(smsResetCodeRequestDecision(rules, { mobileNum: '9171234567', captcha: '' }, false).kind).toBe('submit');
    expect(smsResetCodeRequestDecision(rules, { mobileNum: '9171234567', captcha: ' ' }, true)).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'captcha',
    });
  });

  it('falls back to 10 to 11 digits without a mobile rule', () => {
    expect(smsResetCodeRequestDecision({}, { mobileNum: '12345', captcha: '' }, false)).toMatchObject({
      results: { mobileNum: { valid: false, message: 'form.mobileFormat' } },
    });
  });
});

describe('smsPasswordResetDecision', () => {
  const form = { mobileNum: ' 9171234567', verificationCode: ' 123456 ', newPassword: 'Better99', confirmPassword: 'Better99' };

  it('builds the encrypted payload with the dialling code, number and code trimmed', () => {
    expect(smsPasswordResetDecision(rules, form, '+63')).toEqual({
      kind: 'submit',
      payload: {
        countryDialingCode: '+63',
        mobileNum: '9171234567',
        verificationCode: '123456',
        newPassword: 'Better99',
        confirmNewPassword: 'Better99',
      },
    });
  });

  it('requires the code even when the merchant rule calls it optional', () => {
    expect(smsPasswordResetDecision(rules, { ...form, verificationCode: '' }, '+63')).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'verificationCode',
      results: { verificationCode: { valid: false, message: 'verification_code_error' } },
    });
  });

  it('requires a new password by the password rule, and a matching confirmation', () => {
    expect(smsPasswordResetDecision(rules, { ...form, newPassword: '', confirmPassword: '' }, '+63')).toMatchObject({
      firstInvalidField: 'newPassword',
      results: {
        newPassword: { valid: false, message: 'invalid_password_format' },
        confirmPassword: { valid: false, message: 'form.confirmRequired' },
      },
    });
    expect(smsPasswordResetDecision(rules, { ...form, newPassword: 'letters' , confirmPassword: 'letters' }, '+63')).toMatchObject({
      firstInvalidField: 'newPassword',
    });
    expect(smsPasswordResetDecision(rules, { ...form, confirmPassword: 'Better98' }, '+63')).toMatchObject({
      firstInvalidField: 'confirmPassword',
      results: { confirmPassword: { valid: false, message: 'error.confirmationMismatch' } },
    });
  });

  it('still checks what it must when the merchant sends no rules at all', () => {
    expect(smsPasswordResetDecision({}, { ...form, verificationCode: '', newPassword: '', confirmPassword: '' }, '+63')).toMatchObject({
      firstInvalidField: 'verificationCode',
      results: {
        verificationCode: { valid: false, message: 'verification_code_error' },
        newPassword: { valid: false, message: 'invalid_password_format' },
      },
    });
    expect(smsPasswordResetDecision({}, form, '+63').kind).toBe('submit');
  });

  it('refuses a bad number first', () => {
    expect(smsPasswordResetDecision(rules, { ...form, mobileNum: 'abc' }, '+63')).toMatchObject({ firstInvalidField: 'mobileNum' });
  });
});

describe('emailResetRequestDecision', () => {
  it('sends the username and e-mail trimmed', () => {
    expect(emailResetRequestDecision(rules, { username: ' demo1 ', email: ' demo@example.test ' })).toEqual({
      kind: 'submit',
      payload: { username: 'demo1', email: 'demo@example.test' },
    });
  });

  it('requires both, by their rules, even when the merchant turned the e-mail field off for registration', () => {
    expect(emailResetRequestDecision(rules, { username: '', email: '' })).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'username',
      results: {
        username: { valid: false, message: 'invalid_account_format' },
        email: { valid: false, message: 'invalid_email_format' },
      },
    });
    expect(emailResetRequestDecision(rules, { username: 'demo1', email: 'not-an-address' })).toMatchObject({ firstInvalidField: 'email' });
  });

  it('refuses an e-mail of 255 characters or more', () => {
    const long = `${'a'.repeat(250)}@example.test`;
    expect(emailResetRequestDecision(rules, { username: 'demo1', email: long })).toMatchObject({
      results: { email: { valid: false, message: 'form.emailFormat' } },
    });
  });

  it('uses the fallback messages without rules', () => {
    expect(emailResetRequestDecision({}, { username: ' ', email: '' })).toMatchObject({
      results: { username: { message: 'invalid_account_format' }, email: { message: 'invalid_email_format' } },
    });
  });
});

describe('emailPasswordResetDecision', () => {
  it('sends the token with the new password twice', () => {
    expect(emailPasswordResetDecision(rules, { newPassword: 'Better99', confirmPassword: 'Better99' }, 'T'.repeat(20))).toEqual({
      kind: 'submit',
      payload: { token: 'T'.repeat(20), newPassword: 'Better99', confirmNewPassword: 'Better99' },
    });
  });

  it('checks the new password and its confirmation', () => {
    expect(emailPasswordResetDecision(rules, { newPassword: 'Better99', confirmPassword: '' }, 'x')).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'confirmPassword',
    });
  });
});

describe('resetTokenOf', () => {
  it('reads the token of the e-mailed link', () => {
    expect(resetTokenOf('?resetToken=abcDEF0123456789_-xyz')).toBe('abcDEF0123456789_-xyz');
  });

  it('ignores a missing, short, long or odd token', () => {
    expect(resetTokenOf('')).toBeNull();
    expect(resetTokenOf('?resetToken=short')).toBeNull();
    expect(resetTokenOf(`?resetToken=${'a'.repeat(129)}`)).toBeNull();
    expect(resetTokenOf('?resetToken=abcdefghijklmnop%3Cscript')).toBeNull();
  });
});
