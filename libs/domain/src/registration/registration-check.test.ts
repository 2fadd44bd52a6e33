import { describe, expect, it } from 'vitest';
import type { FieldRule, FieldRuleSet } from '../validation/field-rules';
import { registrationCheck } from './registration-check';
import type { RegistrationFacts } from './registration-fields';

const on = (pattern: string | null, message: string, required = false): FieldRule => ({ enabled: true, required, pattern, message });

const RULES: FieldRuleSet = {
  username: on('^[A-Za-z][A-Za-z0-9]{3,15}$', 'invalid_account_format', true),
  password: on('^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$', 'invalid_password_format', true),
  confirmPassword: on(null, 'in_incorrect_password', true),
  mobileNum: on(null, 'invalid_mobile_format'),
  verificationCode: on('^[0-9]{6}$', 'verification_code_error'),
  email: on(null, 'invalid_email_format'),
  captcha: on('^[0-9]{1,16}$', 'in_vwrite_code', true),
};

const facts: RegistrationFacts = { rules: RULES, smsVerification: true, captchaRequired: true, linkCodeValid: false, minimumAge: 21 };
const good = { username: 'lucky77', password: 'Secret12', confirmPassword: 'Secret12', captcha: '1234', birthDate: '1990-05-17' };
// 27 November 2026 in Manila.
const NOW = Date.UTC(2026, 10, 27, 4);

describe('registration check', () => {
  it('asks for a real date of birth at least the minimum age ago', () => {
    const check = (birthDate: string) => registrationCheck('username', facts, { values: { ...good, birthDate }, ageConfirmed: true, now: NOW }).results['birthDate'];
    expect(check('2005-11-27')?.valid).toBe(true);
    expect(check('2005-11-28')).toMatchObject({ valid: false, message: 'register.error.underAge' });
    expect(check('')).toMatchObject({ valid: false, message: 'register.error.birthDateInvalid' });
    expect(check('2031-01-01')).toMatchObject({ valid: false, message: 'register.error.birthDateInvalid' });
  });

  it('passes a complete form with the age confirmed', () => {
    expect(registrationCheck('username', facts, { values: good, ageConfirmed: true, now: NOW }).valid).toBe(true);
  });

  it('shows the rule’s message and focuses the first invalid field in form order', () => {
    const check = registrationCheck('username', facts, { values: { ...good, username: '7up', captcha: '' }, ageConfirmed: true, now: NOW });
    expect(check.firstInvalidField).toBe('username');
    expect(check.results['username']).toEqual({ valid: false, reason: 'pattern', message: 'invalid_account_format' });
    expect(check.results['captcha']).toMatchObject({ valid: false, message: 'in_vwrite_code' });
  });

  it('wants the confirmation filled and equal to the password', () => {
    const empty = registrationCheck('username', facts, { values: { ...good, confirmPassword: '' }, ageConfirmed: true, now: NOW });
    expect(empty.results['confirmPassword']).toMatchObject({ message: 'in_incorrect_password' });
    const other = registrationCheck('username', facts, { values: { ...good, confirmPassword: 'Secret13' }, ageConfirmed: true, now: NOW });
    expect(other.results['confirmPassword']).toEqual({ valid: false, message: 'error.confirmationMismatch' });
  });

  it('refuses without the minimum-age confirmation, and focuses it last', () => {
    const check = registrationCheck('username', facts, { values: good, ageConfirmed: false, now: NOW });
    expect(check.firstInvalidField).toBe('ageConfirmed');
    expect(check.results['ageConfirmed']).toEqual({ valid: false, message: 'register.error.ageConfirmation' });
  });

  it('by mobile: the number is required, holds 10 to 11 digits without a server pattern, and needs its SMS code', () => {
    const none = registrationCheck('mobileNum', facts, { values: { ...good, mobileNum: '' }, ageConfirmed: true, now: NOW });
    expect(none.firstInvalidField).toBe('mobileNum');
    const short = registrationCheck('mobileNum', facts, { values: { ...good, mobileNum: '0917123' }, ageConfirmed: true, now: NOW });
    expect(short.results['mobileNum']).toEqual({ valid: false, message: 'form.mobileFormat' });
    const noCode = registrationCheck('mobileNum', facts, { values: { ...good, mobileNum: '09171234567' }, ageConfirmed: true, now: NOW });
    expect(noCode.firstInvalidField).toBe('verificationCode');
    const done = registrationCheck('mobileNum', facts, { values: { ...good, mobileNum: '09171234567', verificationCode: '123456' }, ageConfirmed: true, now: NOW });
    expect(done.valid).toBe(true);
  });

  it('checks values as they are sent: trimmed, passwords as typed', () => {
    expect(registrationCheck('username', facts, { values: { ...good, username: ' lucky77 ' }, ageConfirmed: true, now: NOW }).valid).toBe(true);
    const spaced = registrationCheck('username', facts, { values: { ...good, password: ' Secret12', confirmPassword: 'Secret12' }, ageConfirmed: true, now: NOW });
    expect(spaced.results['confirmPassword']).toEqual({ valid: false, message: 'error.confirmationMismatch' });
  });

  it('keeps e-mails under 255 characters', () => {
    const long = registrationCheck('username', facts, { values: { ...good, email: `${'a'.repeat(250)}@x.com` }, ageConfirmed: true, now: NOW });
    expect(long.results['email']).toEqual({ valid: false, message: 'form.emailFormat' });
  });

  it('leaves the digits check to a server pattern for the mobile number', () => {
    const withPattern: RegistrationFacts = { ...facts, rules: { ...RULES, mobileNum: on('^9[0-9]{9}$', 'invalid_mobile_format') } };
    const check = registrationCheck('mobileNum', withPattern, { values: { ...good, mobileNum: '09171234567', verificationCode: '123456' }, ageConfirmed: true, now: NOW });
    expect(check.results['mobileNum']).toMatchObject({ valid: false, reason: 'pattern', message: 'invalid_mobile_format' });
  });
});
