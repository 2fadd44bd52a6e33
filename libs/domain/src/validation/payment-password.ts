import { fieldInvalid, isBlank } from './field-check';
import type { FieldCheck } from './field-check';
import { LOGIN_RULE_NAMES, fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRuleSet } from './field-rules';
import { newPasswordConfirmationCheck } from './password-confirmation';

/** Rule name of the payment password: the registration field's rule (SPEC §3, §5). */
export const PAYMENT_PASSWORD_RULE_NAME = 'paymentPassword';

/** Set-payment-password fields in screen order, the order used to pick the field to focus. */
export const PAYMENT_PASSWORD_FIELDS = ['loginPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;

/** One set-payment-password field. */
export type PaymentPasswordField = (typeof PAYMENT_PASSWORD_FIELDS)[number];

/** What the member typed. */
export type PaymentPasswordForm = Readonly<Record<PaymentPasswordField, string>>;

/** The call's body (setPaymentPassword). */
export interface SetPaymentPasswordPayload {
  readonly loginPassword: string;
  readonly paymentPassword: string;
  readonly confirmPaymentPassword: string;
}

/** What pressing confirm leads to: field errors shown inline, or the call with its payload. */
export type PaymentPasswordDecision =
  | {
      readonly kind: 'invalid';
      readonly results: Readonly<Record<PaymentPasswordField, FieldCheck>>;
      readonly firstInvalidField: PaymentPasswordField;
    }
  | { readonly kind: 'submit'; readonly payload: SetPaymentPasswordPayload };

/**
 * The payment password itself: required here (the registration rule lets it be left out, setting
 * it does not), then the merchant's rule; and not the login password, so that one stolen password
 * cannot move money.
 */
function paymentPasswordCheck(ruleSet: FieldRuleSet, form: PaymentPasswordForm): FieldCheck {
  if (isBlank(form.paymentPassword)) return fieldInvalid('form.paymentPasswordRequired');
  const rule = fieldRuleCheck(fieldRuleOf(ruleSet, PAYMENT_PASSWORD_RULE_NAME), form.paymentPassword);
  if (!rule.valid) return rule;
  return form.paymentPassword === form.loginPassword ? fieldInvalid('form.paymentPasswordSameAsLogin') : rule;
}

/**
 * Decides what confirm does on the set-payment-password form: the login password required, then
 * by the login rule; the payment password as above, the confirmation required and equal. The
 * server checks the same (the login password against the account, the rule, the confirmation).
 */
export function paymentPasswordDecision(ruleSet: FieldRuleSet, form: PaymentPasswordForm): PaymentPasswordDecision {
  const results: Readonly<Record<PaymentPasswordField, FieldCheck>> = {
    loginPassword: isBlank(form.loginPassword) ? fieldInvalid('form.loginPasswordRequired') : fieldRuleCheck(fieldRuleOf(ruleSet, LOGIN_RULE_NAMES.password), form.loginPassword),
    paymentPassword: paymentPasswordCheck(ruleSet, form),
    confirmPaymentPassword: newPasswordConfirmationCheck(form.paymentPassword, form.confirmPaymentPassword),
  };
  const firstInvalidField = PAYMENT_PASSWORD_FIELDS.find((field) => !results[field].valid);
  if (firstInvalidField !== undefined) return { kind: 'invalid', results, firstInvalidField };
  return { kind: 'submit', payload: { loginPassword: form.loginPassword, paymentPassword: form.paymentPassword, confirmPaymentPassword: form.confirmPaymentPassword } };
}
