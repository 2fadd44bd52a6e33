import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldRuleCheck } from './field-rules';
import type { FieldRuleSet } from './field-rules';
import { formFirstInvalidField, formRulesCheck } from './form-check';
import { passwordConfirmationCheck } from './password-confirmation';

const registrationRules: FieldRuleSet = {
  mobileNum: { enabled: true, required: true, pattern: '^\\d{10,11}$', message: 'Please enter a valid mobile number' },
  username: { enabled: true, required: true, pattern: '^[a-z0-9]{6,16}$', message: 'in_account_format' },
  password: { enabled: true, required: true, pattern: '^.{6,20}$', message: 'in_password_format' },
  email: { enabled: true, required: false, pattern: '^\\S+@\\S+$', message: 'in_email_format' },
  wechat: { enabled: false, required: true, message: 'in_wechat' },
};
const order = ['mobileNum', 'username', 'password', 'confirmPassword', 'email', 'wechat'];

describe('formRulesCheck', () => {
  it('passes a filled registration with optional and disabled fields left empty', () => {
    const values = { mobileNum: '09171234567', username: 'player01', password: 'secret1', confirmPassword: 'secret1' };
    const result = formRulesCheck(registrationRules, values, order, {
      confirmPassword: passwordConfirmationCheck(values.password, values.confirmPassword),
    });
    expect(result.valid).toBe(true);
    expect(result.firstInvalidField).toBeUndefined();
    expect(Object.keys(result.results)).toEqual(order);
  });

  it('focuses the first invalid field in the given order on submit', () => {
    const values = { mobileNum: '09171234567', username: 'AB', password: '', email: 'not-an-email' };
    const result = formRulesCheck(registrationRules, values, order);
    expect(result.valid).toBe(false);
    expect(result.firstInvalidField).toBe('username');
    expect(result.results['username']).toEqual({ valid: false, reason: 'pattern', message: 'in_account_format' });
    expect(result.results['password']).toEqual({ valid: false, reason: 'required', message: 'in_password_format' });
    expect(result.results['email']).toEqual({ valid: false, reason: 'pattern', message: 'in_email_format' });
    expect(result.results['wechat']).toEqual({ valid: true });
  });

  it("adds extra checks for fields the rules let through; the rule's failure wins", () => {
    const values = { mobileNum: '09171234567', username: 'player01', password: 'secret1', confirmPassword: 'other' };
    const confirm = passwordConfirmationCheck(values.password, values.confirmPassword);
    const result = formRulesCheck(registrationRules, values, order, { confirmPassword: confirm, username: confirm });
    expect(result.firstInvalidField).toBe('username');
    expect(result.results['confirmPassword']).toEqual({ valid: false, message: 'error.confirmationMismatch' });
    const ruleWins = formRulesCheck(registrationRules, { ...values, username: '' }, order, { username: confirm });
    expect(ruleWins.results['username']).toMatchObject({ reason: 'required', message: 'in_account_format' });
  });

  it('checks only the listed fields and ignores prototype names', () => {
    const result = formRulesCheck(registrationRules, {}, ['constructor', 'wechat'], { toString: { valid: false, message: 'x' } });
    expect(result).toEqual({ results: { constructor: { valid: true }, wechat: { valid: true } }, firstInvalidField: undefined, valid: true });
  });
});

describe('formFirstInvalidField', () => {
  it('follows the order, not the order of the results', () => {
    const results = { b: { valid: false, message: 'b' }, a: { valid: false, message: 'a' }, c: { valid: true } } as const;
    expect(formFirstInvalidField(results, ['c', 'a', 'b'])).toBe('a');
    expect(formFirstInvalidField(results, ['c', 'missing'])).toBeUndefined();
  });
});

const fieldName = fc.constantFrom('username', 'password', 'email', 'mobileNum', 'nickname', 'qqNum', 'zalo', 'line');
const rule = fc.record({
  enabled: fc.boolean(),
  required: fc.boolean(),
  pattern: fc.option(fc.constantFrom('^\\d+$', '^[a-z]{2,4}$', '[', 'x'), { nil: undefined }),
  message: fc.string(),
});

describe('formRulesCheck properties', () => {
  it('gives each field its own rule result and focuses the first failing field in order', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fieldName, rule),
        fc.dictionary(fieldName, fc.oneof(fc.string(), fc.stringMatching(/^\d{1,3}$/), fc.constant(''))),
        fc.uniqueArray(fieldName),
        (ruleSet, values, fieldOrder) => {
          const result = formRulesCheck(ruleSet, values, fieldOrder);
          const expected = fieldOrder.map((field) => fieldRuleCheck(ruleSet[field], values[field]));
          expect(fieldOrder.map((field) => result.results[field])).toEqual(expected);
          const firstIndex = expected.findIndex((check) => !check.valid);
          expect(result.firstInvalidField).toBe(firstIndex === -1 ? undefined : fieldOrder[firstIndex]);
          expect(result.valid).toBe(firstIndex === -1);
        },
      ),
    );
  });

  it('a form whose rules are all disabled, or all optional and left empty, is valid', () => {
    fc.assert(
      fc.property(fc.dictionary(fieldName, rule), fc.uniqueArray(fieldName), fc.boolean(), (ruleSet, fieldOrder, disable) => {
        const relaxed = Object.fromEntries(
          Object.entries(ruleSet).map(([name, r]) => [name, disable ? { ...r, enabled: false } : { ...r, required: false }]),
        );
        const values = disable ? Object.fromEntries(fieldOrder.map((field) => [field, 'anything'])) : {};
        expect(formRulesCheck(relaxed, values, fieldOrder).valid).toBe(true);
      }),
    );
  });
});
