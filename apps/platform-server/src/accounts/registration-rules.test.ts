import { describe, expect, it } from 'vitest';
import { newReferralCode } from '../engagement/referral-codes';
import { seededRandom } from '../security/random-source';
import { PATTERNS, fieldProblems, ruleAccepts, type FieldRule, type RegisterField } from './registration-rules';
import { REGISTER_FIELDS } from './registration-rules';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: false, pattern: null, messageKey: 'bad', ...overrides });

describe('rule checks', () => {
  it('passes disabled rules and empty optional values, fails empty required ones', () => {
    expect(ruleAccepts(rule({ enabled: false, required: false }), 'anything')).toBe(true);
    expect(ruleAccepts(rule(), '  ')).toBe(true);
    expect(ruleAccepts(rule({ required: true }), '  ')).toBe(false);
    expect(ruleAccepts(rule(), undefined, { forceRequired: true })).toBe(false);
    expect(ruleAccepts(rule({ required: true }), undefined, { forceOptional: true })).toBe(true);
  });

  it('fails closed on a pattern that does not compile', () => {
    expect(ruleAccepts(rule({ pattern: '([' }), 'x')).toBe(false);
  });

  it('lists the failing fields in form order', () => {
    const rules = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, rule({ messageKey: `bad_${f}` })])) as Record<RegisterField, FieldRule>;
    const strict = { ...rules, username: rule({ required: true, pattern: PATTERNS.username, messageKey: 'u' }), email: rule({ pattern: PATTERNS.email, messageKey: 'e' }) };
    expect(fieldProblems(strict, { email: 'x', username: '' })).toEqual([
      { field: 'username', messageKey: 'u' },
      { field: 'email', messageKey: 'e' },
    ]);
  });
});

describe('the reference patterns', () => {
  const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

  it('accept what players type and refuse the rest', () => {
    expect(matches(PATTERNS.username, 'juan2026')).toBe(true);
    expect(matches(PATTERNS.username, '2026juan')).toBe(false);
    expect(matches(PATTERNS.password, 'Demo1234')).toBe(true);
    expect(matches(PATTERNS.password, 'password')).toBe(false);
    expect(matches(PATTERNS.password, 'with space1')).toBe(false);
    expect(matches(PATTERNS.email, 'demo@example.test')).toBe(true);
    expect(matches(PATTERNS.email, 'demo@example')).toBe(false);
    expect(matches(PATTERNS.payeeName, 'María Dela Cruz')).toBe(true);
    expect(matches(PATTERNS.payeeName, 'R2D2')).toBe(false);
    expect(matches(PATTERNS.nickname, '<script>')).toBe(false);
    expect(matches(PATTERNS.mobileNum, '09171234567')).toBe(true);
    expect(matches(PATTERNS.mobileNum, '0917')).toBe(false);
  });

  it('take in the recommender field a referral code, a username (with an underscore too) or a mobile-registered one, nothing else', () => {
    for (const value of [newReferralCode(seededRandom(7)), 'juan2026', 'bianca_r', '639171234567']) expect(matches(PATTERNS.recommenderId, value), value).toBe(true);
    for (const value of ['juan dc', 'juan-dc', '<demo>', 'x'.repeat(33)]) expect(matches(PATTERNS.recommenderId, value), value).toBe(false);
  });
});
