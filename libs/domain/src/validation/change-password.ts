import { FIELD_VALID } from './field-check';
import type { FieldCheck } from './field-check';
import { LOGIN_RULE_NAMES, fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRuleSet } from './field-rules';
import { newPasswordConfirmationCheck } from './password-confirmation';

/** Rule name of the new password: the registration password rule (SPEC §5). */
export const NEW_PASSWORD_RULE_NAME = 'password';

/** Change-password fields in screen order, the order used to pick the field to focus. */
export const CHANGE_PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** One change-password field. */
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

/** What the user typed; `oldPassword` is ignored while the old-password field is hidden. */
export type ChangePasswordForm = Readonly<Record<ChangePasswordField, string>>;

/** The call's body (SPEC §3, §7 passWordChangeV2). */
export interface ChangePasswordPayload {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/**
 * What pressing confirm leads to: field errors shown inline; the 'same as old' dialog with nothing
 * sent; or the call with its payload.
 */
export type ChangePasswordDecision =
  | {
      readonly kind: 'invalid';
      readonly results: Readonly<Record<ChangePasswordField, FieldCheck>>;
      readonly firstInvalidField: ChangePasswordField;
    }
  | { readonly kind: 'sameAsOld'; readonly dialogMessage: 'error.samePassword' }
  | { readonly kind: 'submit'; readonly payload: ChangePasswordPayload };

/** Decides whether the old-password field shows: only when no password is held in memory from login (SPEC §2). */
export function isOldPasswordFieldShown(passwordInMemory: string | null | undefined): boolean {
  return (passwordInMemory ?? '') === '';
}

/**
 * Decides what confirm does on the change-password screen (SPEC §4, §5). Fields first: the old
 * password by the login-password rule (only when shown), the new password by the password rule
 * (optional and empty passes), the confirmation required and equal to the new password. Then a new
 * password equal to the old one (typed, or held in memory) gives the dialog and nothing is sent.
 * Otherwise the payload, its old password taken from memory when the field is hidden.
 */
export function changePasswordDecision(
  ruleSet: FieldRuleSet,
  form: ChangePasswordForm,
  passwordInMemory: string | null | undefined,
): ChangePasswordDecision {
  const memory = passwordInMemory ?? '';
  const oldShown = isOldPasswordFieldShown(memory);
  const results: Readonly<Record<ChangePasswordField, FieldCheck>> = {
    oldPassword: oldShown ? fieldRuleCheck(fieldRuleOf(ruleSet, LOGIN_RULE_NAMES.password), form.oldPassword) : FIELD_VALID,
    newPassword: fieldRuleCheck(fieldRuleOf(ruleSet, NEW_PASSWORD_RULE_NAME), form.newPassword),
    confirmPassword: newPasswordConfirmationCheck(form.newPassword, form.confirmPassword),
  };
  const firstInvalidField = CHANGE_PASSWORD_FIELDS.find((field) => !results[field].valid);
  if (firstInvalidField !== undefined) return { kind: 'invalid', results, firstInvalidField };
  const oldPassword = oldShown ? form.oldPassword : memory;
  if (form.newPassword === oldPassword) {
    return { kind: 'sameAsOld', dialogMessage: 'error.samePassword' };
  }
  return {
    kind: 'submit',
    payload: { oldPassword, newPassword: form.newPassword, confirmNewPassword: form.confirmPassword },
  };
}
