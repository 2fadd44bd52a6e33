import { fieldRuleOf } from '../validation/field-rules';
import type { FieldRule, FieldRuleSet } from '../validation/field-rules';
import { formRulesCheck } from '../validation/form-check';
import type { FormCheck } from '../validation/form-check';
import { passwordConfirmationCheck } from '../validation/password-confirmation';
import { registrationValuesAsSent } from './registration-payload';
import { birthDateFieldCheck } from './registration-check';

/** The fields of the agent registration form (/m/agentRegister), in order. */
export type AgentRegistrationField = 'username' | 'password' | 'confirmPassword' | 'nickname' | 'birthDate';

/**
 * The fields an agent fills to open a player account in their downline: username, password and
 * its confirmation, the nickname where the merchant's registration form has it, and the player's
 * date of birth (checked against the merchant's minimum age, issue 20).
 */
export function agentRegistrationFieldsOf(rules: FieldRuleSet): readonly AgentRegistrationField[] {
  const nickname = fieldRuleOf(rules, 'nickname')?.enabled === true;
  return nickname ? ['username', 'password', 'confirmPassword', 'nickname', 'birthDate'] : ['username', 'password', 'confirmPassword', 'birthDate'];
}

const required = (rule: FieldRule | undefined, message: string): FieldRule => ({
  enabled: true,
  required: true,
  pattern: rule?.pattern ?? null,
  message: rule?.message ?? message,
});

/**
 * Checks the agent registration form (values as sent: trimmed, passwords as typed) with the
 * merchant's registration rules, as the platform does:
 * username, password and confirmation always required, the confirmation equal to the password,
 * and the date of birth at least the merchant's minimum age ago (Manila's date at `age.now`).
 */
export function agentRegistrationCheck(
  rules: FieldRuleSet,
  values: Readonly<Record<string, string | null | undefined>>,
  age: { readonly minimumAge: number; readonly now: number },
): FormCheck {
  const adjusted: FieldRuleSet = {
    ...rules,
    username: required(fieldRuleOf(rules, 'username'), 'invalid_account_format'),
    password: required(fieldRuleOf(rules, 'password'), 'invalid_password_format'),
    confirmPassword: required(fieldRuleOf(rules, 'confirmPassword'), 'in_incorrect_password'),
  };
  const asSent = registrationValuesAsSent(values);
  const confirmation = passwordConfirmationCheck(asSent['password'] ?? '', asSent['confirmPassword'] ?? '');
  return formRulesCheck(adjusted, asSent, agentRegistrationFieldsOf(rules), {
    confirmPassword: confirmation,
    birthDate: birthDateFieldCheck(asSent['birthDate'] ?? '', age.minimumAge, age.now),
  });
}
