import type { FieldCheck } from './field-check';
import { fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRule, FieldRuleSet } from './field-rules';
import { NEW_PASSWORD_RULE_NAME } from './change-password';

// The checks the password-reset forms share (SMS and e-mail); the public API is in password-reset.ts.

/** The outcome of a reset form's check: field results and the field to focus, or the payload to send. */
export type ResetDecision<F extends string, P> =
  | { readonly kind: 'invalid'; readonly results: Readonly<Record<F, FieldCheck>>; readonly firstInvalidField: F }
  | { readonly kind: 'submit'; readonly payload: P };

/** The decision of a reset form: the first invalid field in screen order, else the payload. */
export function decideReset<F extends string, P>(order: readonly F[], results: Readonly<Record<F, FieldCheck>>, payload: () => P): ResetDecision<F, P> {
  const firstInvalidField = order.find((field) => !results[field].valid);
  return firstInvalidField === undefined ? { kind: 'submit', payload: payload() } : { kind: 'invalid', results, firstInvalidField };
}

/** A rule that must be filled whatever the merchant's required flag says (a reset without it means nothing). */
export function requiredRule(ruleSet: FieldRuleSet, name: string, fallbackMessage: string): FieldRule {
  const rule = fieldRuleOf(ruleSet, name);
  return rule === undefined ? { enabled: true, required: true, pattern: null, message: fallbackMessage } : { ...rule, enabled: true, required: true };
}

/** The message of a field that has no rule in the set: the rule name itself, for the app to translate. */
export const RULE_MISSING_MESSAGES = {
  verificationCode: 'verification_code_error',
  username: 'invalid_account_format',
  email: 'invalid_email_format',
  newPassword: 'invalid_password_format',
} as const;

/** The new password of any reset: filled, by the merchant's password rule. */
export function newPasswordCheck(ruleSet: FieldRuleSet, value: string): FieldCheck {
  return fieldRuleCheck(requiredRule(ruleSet, NEW_PASSWORD_RULE_NAME, RULE_MISSING_MESSAGES.newPassword), value);
}
