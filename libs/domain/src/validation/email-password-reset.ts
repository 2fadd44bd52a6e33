import { parseQueryString } from '../lottery/query-string';
import { emailLengthCheck } from './contact-checks';
import { fieldRuleCheck } from './field-rules';
import type { FieldRuleSet } from './field-rules';
import { newPasswordConfirmationCheck } from './password-confirmation';
import { PASSWORD_RESET_RULE_NAMES } from './password-reset';
import { RULE_MISSING_MESSAGES, decideReset, newPasswordCheck, requiredRule, type ResetDecision } from './reset-checks';

/** What asking for a reset e-mail needs: the account's username and its e-mail address. */
export interface EmailResetRequestForm {
  readonly username: string;
  readonly email: string;
}

/** Fields of the e-mail request, in screen order. */
export const EMAIL_RESET_REQUEST_FIELDS = ['username', 'email'] as const;

/** One field of the e-mail request. */
export type EmailResetRequestField = (typeof EMAIL_RESET_REQUEST_FIELDS)[number];

/**
 * Decides whether a reset e-mail may be asked for: the username filled and by the login username
 * rule, the e-mail filled, by the merchant's e-mail rule and shorter than 255 characters. The
 * payload carries both trimmed.
 */
export function emailResetRequestDecision(
  ruleSet: FieldRuleSet,
  form: EmailResetRequestForm,
): ResetDecision<EmailResetRequestField, EmailResetRequestForm> {
  const username = form.username.trim();
  const email = form.email.trim();
  const emailByRule = fieldRuleCheck(requiredRule(ruleSet, PASSWORD_RESET_RULE_NAMES.email, RULE_MISSING_MESSAGES.email), email);
  const results = {
    username: fieldRuleCheck(requiredRule(ruleSet, PASSWORD_RESET_RULE_NAMES.username, RULE_MISSING_MESSAGES.username), username),
    email: emailByRule.valid ? emailLengthCheck(email) : emailByRule,
  };
  return decideReset(EMAIL_RESET_REQUEST_FIELDS, results, () => ({ username, email }));
}

/** What the new-password step of the e-mail reset holds. */
export interface NewPasswordForm {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Fields of the new-password step, in screen order. */
export const NEW_PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const;

/** One field of the new-password step. */
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];

/** The body of the e-mail reset (contract EmailPasswordResetPayload), sent encrypted. */
export interface EmailPasswordResetRequest {
  readonly token: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Decides what confirming the new password of an e-mailed link does: the same password checks as the SMS reset. */
export function emailPasswordResetDecision(
  ruleSet: FieldRuleSet,
  form: NewPasswordForm,
  token: string,
): ResetDecision<NewPasswordField, EmailPasswordResetRequest> {
  const results = {
    newPassword: newPasswordCheck(ruleSet, form.newPassword),
    confirmPassword: newPasswordConfirmationCheck(form.newPassword, form.confirmPassword),
  };
  return decideReset(NEW_PASSWORD_FIELDS, results, () => ({ token, newPassword: form.newPassword, confirmNewPassword: form.confirmPassword }));
}

const RESET_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The query parameter of the e-mailed link that carries the reset token (`/m/forget?resetToken=`). */
export const RESET_TOKEN_PARAM = 'resetToken';

/**
 * Reads the reset token of the e-mailed link from the page's query ('?resetToken=...'): 16 to 128
 * URL-safe characters, or null when absent or malformed (the screen then starts at the request).
 */
export function resetTokenOf(search: string): string | null {
  const token = parseQueryString(search).get(RESET_TOKEN_PARAM);
  return token !== undefined && RESET_TOKEN.test(token) ? token : null;
}
