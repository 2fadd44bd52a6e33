import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_RULE_NAMES, fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRule } from './field-rules';

const usernameRule: FieldRule = {
  enabled: true,
  required: true,
  pattern: '^[a-z0-9]{6,16}$',
  message: 'Account format incorrect',
};

/** Regex sources a server could send, with values known to match each. */
const PATTERNS = [/^[a-z0-9]{6,16}$/, /^\d{10,11}$/, /^[A-Za-z][A-Za-z0-9_]{3,15}$/, /^\S+@\S+\.\S+$/, /\d/];
const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\r')).map((chars) => chars.join(''));
const maybeBlank = fc.oneof(blank, fc.constant(undefined), fc.constant(null));
const anyPattern = fc.oneof(fc.string(), fc.constantFrom('(', '[a-', '*', '(?<', 'a{2,1}'), fc.constant(undefined));
const anyRule = fc.record({ enabled: fc.boolean(), required: fc.boolean(), pattern: anyPattern, message: fc.string() });

describe('fieldRuleCheck', () => {
  it('passes a disabled field and a field without a rule', () => {
    expect(fieldRuleCheck({ ...usernameRule, enabled: false }, '')).toEqual({ valid: true });
    expect(fieldRuleCheck(undefined, '')).toEqual({ valid: true });
  });

  it('passes an optional empty field (optional empty passes)', () => {
    expect(fieldRuleCheck({ ...usernameRule, required: false }, '')).toEqual({ valid: true });
    expect(fieldRuleCheck({ ...usernameRule, required: false }, undefined)).toEqual({ valid: true });
  });

  it("fails a required empty field with the rule's message", () => {
    expect(fieldRuleCheck(usernameRule, '')).toEqual({ valid: false, reason: 'required', message: 'Account format incorrect' });
    expect(fieldRuleCheck(usernameRule, '   ')).toMatchObject({ valid: false, reason: 'required' });
    expect(fieldRuleCheck(usernameRule, null)).toMatchObject({ valid: false, reason: 'required' });
  });

  it("fails a value that does not match the pattern with the rule's message", () => {
    expect(fieldRuleCheck(usernameRule, 'Ab')).toEqual({ valid: false, reason: 'pattern', message: 'Account format incorrect' });
    expect(fieldRuleCheck(usernameRule, 'player01')).toEqual({ valid: true });
  });

  it('passes a filled value when the rule has no pattern (missing, null or empty)', () => {
    expect(fieldRuleCheck({ enabled: true, required: true, message: 'm' }, 'anything')).toEqual({ valid: true });
    expect(fieldRuleCheck({ enabled: true, required: true, pattern: null, message: 'm' }, 'x')).toEqual({ valid: true });
    expect(fieldRuleCheck({ enabled: true, required: true, pattern: '', message: 'm' }, 'x')).toEqual({ valid: true });
  });

  it('searches the pattern as given: an unanchored pattern matches anywhere', () => {
    expect(fieldRuleCheck({ enabled: true, required: true, pattern: '\\d', message: 'm' }, 'abc1')).toEqual({ valid: true });
  });

  it("fails closed, without throwing, when the server's pattern is not a valid regex", () => {
    const broken = { enabled: true, required: false, pattern: '([a-z', message: 'in_format' };
    expect(fieldRuleCheck(broken, 'abc')).toEqual({ valid: false, reason: 'invalidPattern', message: 'in_format' });
    expect(fieldRuleCheck(broken, '')).toEqual({ valid: true });
  });
});

describe('fieldRuleCheck properties', () => {
  it('a disabled field always passes', () => {
    fc.assert(
      fc.property(anyRule, fc.option(fc.string(), { nil: undefined }), (rule, value) => {
        expect(fieldRuleCheck({ ...rule, enabled: false }, value)).toEqual({ valid: true });
      }),
    );
  });

  it('an optional empty field always passes, whatever its pattern', () => {
    fc.assert(
      fc.property(anyRule, maybeBlank, (rule, value) => {
        expect(fieldRuleCheck({ ...rule, required: false }, value)).toEqual({ valid: true });
      }),
    );
  });

  it("a required empty enabled field always fails with the rule's message", () => {
    fc.assert(
      fc.property(anyRule, maybeBlank, (rule, value) => {
        const result = fieldRuleCheck({ ...rule, enabled: true, required: true }, value);
        expect(result).toEqual({ valid: false, reason: 'required', message: rule.message });
      }),
    );
  });

  it('a value matching the pattern passes', () => {
    const matching = fc
      .constantFrom(...PATTERNS)
      .chain((regex) => fc.tuple(fc.constant(regex), fc.stringMatching(regex)))
      .filter(([, value]) => value.trim() !== '');
    fc.assert(
      fc.property(matching, fc.boolean(), ([regex, value], required) => {
        expect(fieldRuleCheck({ enabled: true, required, pattern: regex.source, message: 'm' }, value)).toEqual({ valid: true });
      }),
    );
  });

  it("a filled value not matching the pattern fails with the rule's message", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.string(), fc.string(), (regex, value, message) => {
        fc.pre(value.trim() !== '' && !regex.test(value));
        expect(fieldRuleCheck({ enabled: true, required: false, pattern: regex.source, message }, value)).toEqual({
          valid: false,
          reason: 'pattern',
          message,
        });
      }),
    );
  });

  it('never throws, whatever the rule and value', () => {
    fc.assert(
      fc.property(anyRule, fc.option(fc.string(), { nil: null }), (rule, value) => {
        expect(() => fieldRuleCheck(rule, value)).not.toThrow();
      }),
    );
  });
});

describe('fieldRuleOf', () => {
  it('reads own rules only, never prototype members', () => {
    const ruleSet = { loginUsername: usernameRule };
    expect(fieldRuleOf(ruleSet, LOGIN_RULE_NAMES.username)).toBe(usernameRule);
    expect(fieldRuleOf(ruleSet, 'constructor')).toBeUndefined();
    expect(fieldRuleOf(ruleSet, 'toString')).toBeUndefined();
  });

  it('names the login rules as the spec does', () => {
    expect(Object.values(LOGIN_RULE_NAMES)).toEqual(['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode']);
  });
});
