import { describe, expect, it } from 'vitest';
import type { FieldRuleSet } from '../validation/field-rules';
import { loginCodeRequestDecision, loginDecision, loginModes, type LoginFormValues } from './login-form';

const RULES: FieldRuleSet = {
  loginUsername: { enabled: true, required: true, pattern: '^[A-Za-z0-9]{3,32}$', message: 'invalid_account_format' },
  loginPassword: { enabled: true, required: true, pattern: '^[!-~]{6,32}$', message: 'invalid_password_format' },
  loginMobileNum: { enabled: true, required: true, pattern: '^[0-9]{10,11}$', message: 'invalid_mobile_format' },
  verificationCode: { enabled: true, required: true, pattern: '^[0-9]{6}$', message: 'verification_code_error' },
};

const EMPTY: LoginFormValues = { username: '', password: '', mobileNum: '', messageCode: '', captcha: '', countryDialingCode: '+63' };

describe('loginModes', () => {
  it('offers SMS only when MOBILEVERCODELOGIN3 is on', () => {
    expect(loginModes({ MOBILEVERCODELOGIN3: true })).toEqual(['username', 'sms']);
    expect(loginModes({ MOBILEVERCODELOGIN3: false })).toEqual(['username']);
    expect(loginModes({})).toEqual(['username']);
  });
});

describe('loginDecision', () => {
  it('sends the trimmed username and the password as typed', () => {
    const rules: FieldRuleSet = { ...RULES, loginPassword: { enabled: true, required: true, pattern: null, message: 'invalid_password_format' } };
    const decision = loginDecision(rules, 'username', { ...EMPTY, username: ' demo ', password: ' Demo1234' }, false);
    expect(decision).toEqual({ kind: 'submit', payload: { type: 'username', username: 'demo', password: ' Demo1234' } });
  });

  it('names every failing field with its rule message and focuses the first', () => {
    const decision = loginDecision(RULES, 'username', { ...EMPTY, username: 'a!' }, true);
    expect(decision).toEqual({
      kind: 'invalid',
      firstInvalidField: 'username',
      results: {
        username: { valid: false, reason: 'pattern', message: 'invalid_account_format' },
        password: { valid: false, reason: 'required', message: 'invalid_password_format' },
        captcha: { valid: false, message: 'error.captchaRequired' },
      },
    });
  });

  it('requires the captcha only while shown and sends its trimmed answer', () => {
    const values = { ...EMPTY, username: 'demo', password: 'Demo1234', captcha: ' 24680 ' };
    expect(loginDecision(RULES, 'username', { ...values, captcha: '' }, true)).toMatchObject({ kind: 'invalid', firstInvalidField: 'captcha' });
    expect(loginDecision(RULES, 'username', values, true)).toEqual({
      kind: 'submit',
      payload: { type: 'username', username: 'demo', password: 'Demo1234', captcha: '24680' },
    });
    expect(loginDecision(RULES, 'username', values, false)).toEqual({ kind: 'submit', payload: { type: 'username', username: 'demo', password: 'Demo1234' } });
  });

  it('requires username and password even when the merchant sends no rules', () => {
    expect(loginDecision({}, 'username', EMPTY, false)).toMatchObject({
      kind: 'invalid',
      results: { username: { message: 'invalid_account_format' }, password: { message: 'invalid_password_format' } },
    });
    const optional: FieldRuleSet = { loginUsername: { enabled: false, required: false, pattern: null, message: 'x' } };
    expect(loginDecision(optional, 'username', EMPTY, false)).toMatchObject({ kind: 'invalid', firstInvalidField: 'username' });
  });

  it('in SMS mode sends the number as username and the code as password, with the dialling code', () => {
    const decision = loginDecision(RULES, 'sms', { ...EMPTY, mobileNum: ' 09171234567 ', messageCode: ' 123456 ' }, false);
    expect(decision).toEqual({
      kind: 'submit',
      payload: { type: 'sms', username: '09171234567', password: '123456', countryDialingCode: '+63' },
    });
  });

  it('in SMS mode checks the number, then the code', () => {
    expect(loginDecision(RULES, 'sms', { ...EMPTY, mobileNum: '123' }, false)).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'mobileNum',
      results: { mobileNum: { valid: false, message: 'invalid_mobile_format' }, messageCode: { valid: false, message: 'verification_code_error' } },
    });
    expect(loginDecision({}, 'sms', { ...EMPTY, mobileNum: '12', messageCode: '1' }, false)).toMatchObject({
      kind: 'invalid',
      results: { mobileNum: { message: 'form.mobileFormat' }, messageCode: { valid: true } },
    });
  });
});

describe('loginCodeRequestDecision', () => {
  it('needs a valid number first', () => {
    expect(loginCodeRequestDecision(RULES, ' 0917 ', '', false)).toMatchObject({ kind: 'invalid', firstInvalidField: 'mobileNum' });
    expect(loginCodeRequestDecision(RULES, ' 09171234567 ', '', false)).toEqual({ kind: 'submit', payload: { mobileNum: '09171234567' } });
  });

  it('needs the captcha when the merchant asks for one', () => {
    expect(loginCodeRequestDecision(RULES, '09171234567', ' ', true)).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'captcha',
      results: { captcha: { message: 'error.captchaRequired' } },
    });
    expect(loginCodeRequestDecision(RULES, '09171234567', ' 1234 ', true)).toEqual({ kind: 'submit', payload: { mobileNum: '09171234567', captcha: '1234' } });
  });
});
