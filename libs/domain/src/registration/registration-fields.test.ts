import { describe, expect, it } from 'vitest';
import type { FieldRule, FieldRuleSet } from '../validation/field-rules';
import { registrationFieldsOf, registrationRulesOf, type RegistrationFacts } from './registration-fields';

const on = (pattern: string | null, message: string, required = false): FieldRule => ({ enabled: true, required, pattern, message });
const off: FieldRule = { enabled: false, required: false, pattern: null, message: 'x' };

/** Aurora-like rules: mobile, e-mail, nickname, affiliate and SMS code optional; the rest off. */
const RULES: FieldRuleSet = {
  username: on('^[A-Za-z][A-Za-z0-9]{3,15}$', 'invalid_account_format', true),
  password: on('^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', 'invalid_password_format', true),
  confirmPassword: on(null, 'in_incorrect_password', true),
  mobileNum: on('^[0-9]{10,11}$', 'invalid_mobile_format'),
  verificationCode: on('^[0-9]{6}$', 'verification_code_error'),
  email: on(null, 'invalid_email_format'),
  nickname: on(null, 'invalid_nickname_format'),
  affiliateCode: on(null, 'invitation_code_error'),
  idNumber: off,
  captcha: on('^[0-9]{1,16}$', 'in_vwrite_code', true),
};

const facts = (over: Partial<RegistrationFacts> = {}): RegistrationFacts => ({
  rules: RULES,
  smsVerification: true,
  captchaRequired: true,
  linkCodeValid: false,
  minimumAge: 21,
  ...over,
});

describe('registration fields', () => {
  it('by username: username and passwords first, then the optional mobile with its code, profile, invitation, captcha, birth date, age', () => {
    expect(registrationFieldsOf('username', facts())).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'nickname',
      'affiliateCode',
      'captcha',
      'birthDate',
      'ageConfirmed',
    ]);
  });

  it('by mobile: the number and code first and no username', () => {
    expect(registrationFieldsOf('mobileNum', facts()).slice(0, 4)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    expect(registrationFieldsOf('mobileNum', facts())).not.toContain('username');
  });

  it('leaves out the SMS code without verification, the mobile number when its rule is off, the captcha when not required', () => {
    expect(registrationFieldsOf('mobileNum', facts({ smsVerification: false }))).not.toContain('verificationCode');
    const noMobile = registrationFieldsOf('username', facts({ rules: { ...RULES, mobileNum: off }, captchaRequired: false }));
    expect(noMobile).not.toContain('mobileNum');
    expect(noMobile).not.toContain('verificationCode');
    expect(noMobile).not.toContain('captcha');
  });

  it('hides the invitation code when the link supplied a valid one or its rule is off', () => {
    expect(registrationFieldsOf('username', facts({ linkCodeValid: true }))).not.toContain('affiliateCode');
    expect(registrationFieldsOf('username', facts({ rules: { ...RULES, affiliateCode: off } }))).not.toContain('affiliateCode');
  });
});

describe('registration rules as the platform applies them', () => {
  it('requires the username by username and the mobile number by mobile', () => {
    expect(registrationRulesOf('username', facts(), {})['username']?.required).toBe(true);
    expect(registrationRulesOf('mobileNum', facts(), {})['mobileNum']).toEqual(on('^[0-9]{10,11}$', 'invalid_mobile_format', true));
    expect(registrationRulesOf('username', facts(), {})['mobileNum']?.required).toBe(false);
  });

  it('requires the SMS code once a number is given, and keeps its rule’s pattern', () => {
    expect(registrationRulesOf('username', facts(), { mobileNum: '' })['verificationCode']?.required).toBe(false);
    expect(registrationRulesOf('username', facts(), { mobileNum: '09171234567' })['verificationCode']).toEqual(
      on('^[0-9]{6}$', 'verification_code_error', true),
    );
    expect(registrationRulesOf('username', facts({ smsVerification: false }), { mobileNum: '0917' })['verificationCode']?.required).toBe(false);
  });

  it('forces passwords on with fallback messages when the merchant has no rule for them', () => {
    const bare = registrationRulesOf('mobileNum', facts({ rules: {} }), {});
    expect(bare['password']).toEqual(on(null, 'invalid_password_format', true));
    expect(bare['confirmPassword']).toEqual(on(null, 'in_incorrect_password', true));
    expect(bare['mobileNum']).toEqual(on(null, 'invalid_mobile_format', true));
    expect(bare['verificationCode']).toEqual(on(null, 'verification_code_error', true));
    expect(registrationRulesOf('username', facts({ rules: {} }), {})['username']).toEqual(on(null, 'invalid_account_format', true));
  });
});
