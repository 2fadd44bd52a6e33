import { parseQueryString } from '../lottery/query-string';
import { captchaCheck } from './captcha-check';
import { emailLengthCheck, smsRequestCheck } from './contact-checks';
import { FIELD_VALID } from './field-check';
import type { FieldCheck } from './field-check';
import { LOGIN_RULE_NAMES, fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRule, FieldRuleSet } from './field-rules';
import { NEW_PASSWORD_RULE_NAME } from './change-password';
import { newPasswordConfirmationCheck } from './password-confirmation';

/** How a player who forgot the password gets back in: a code by SMS, or a link by e-mail. */
export type PasswordResetMethod = 'sms' | 'email';

/**
 * The methods the forgot-password screen offers, in tab order: SMS only when the merchant has the
 * SMS reset (module CHNGPASSVERIF3), e-mail always.
 */
export function passwordResetMethods(smsResetEnabled: boolean): readonly PasswordResetMethod[] {
  return smsResetEnabled ? ['sms', 'email'] : ['email'];
}

/** Rule names of the reset screens: an existing account's number and code use the login rules. */
export const PASSWORD_RESET_RULE_NAMES = {
  mobileNum: LOGIN_RULE_NAMES.mobileNum,
  verificationCode: LOGIN_RULE_NAMES.messageCode,
  username: LOGIN_RULE_NAMES.username,
  email: 'email',
  newPassword: NEW_PASSWORD_RULE_NAME,
} as const;

/** The outcome of a reset form's check: field results and the field to focus, or the payload to send. */
export type ResetDecision<F extends string, P> =
  | { readonly kind: 'invalid'; readonly results: Readonly<Record<F, FieldCheck>>; readonly firstInvalidField: F }
  | { readonly kind: 'submit'; readonly payload: P };

function decide<F extends string, P>(order: readonly F[], results: Readonly<Record<F, FieldCheck>>, payload: () => P): ResetDecision<F, P> {
  const firstInvalidField = order.find((field) => !results[field].valid);
  return firstInvalidField === undefined ? { kind: 'submit', payload: payload() } : { kind: 'invalid', results, firstInvalidField };
}

/** A rule that must be filled whatever the merchant's required flag says (a reset without it means nothing). */
function requiredRule(ruleSet: FieldRuleSet, name: string, fallbackMessage: string): FieldRule {
  const rule = fieldRuleOf(ruleSet, name);
  return rule === undefined ? { enabled: true, required: true, pattern: null, message: fallbackMessage } : { ...rule, enabled: true, required: true };
}

/** The message of a field that has no rule in the set: the rule name itself, for the app to translate. */
const RULE_MISSING_MESSAGES = {
  verificationCode: 'verification_code_error',
  username: 'invalid_account_format',
  email: 'invalid_email_format',
  newPassword: 'invalid_password_format',
} as const;

/** The new password of any reset: filled, by the merchant's password rule. */
function newPasswordCheck(ruleSet: FieldRuleSet, value: string): FieldCheck {
  return fieldRuleCheck(requiredRule(ruleSet, NEW_PASSWORD_RULE_NAME, RULE_MISSING_MESSAGES.newPassword), value);
}

/** What asking for a reset SMS code needs: the number and, when the merchant asks for one, the captcha. */
export interface SmsResetCodeRequestForm {
  readonly mobileNum: string;
  readonly captcha: string;
}

/** Fields of the code request, in screen order. */
export const SMS_RESET_CODE_REQUEST_FIELDS = ['mobileNum', 'captcha'] as const;

/** One field of the code request. */
export type SmsResetCodeRequestField = (typeof SMS_RESET_CODE_REQUEST_FIELDS)[number];

/**
 * Decides whether a reset code may be requested (SPEC §5: the number validates first): the mobile
 * number by the login mobile rule (10 to 11 digits when the merchant gives no pattern), then the
 * captcha when shown ('please enter the code'). The payload is the trimmed number and captcha.
 */
export function smsResetCodeRequestDecision(
  ruleSet: FieldRuleSet,
  form: SmsResetCodeRequestForm,
  captchaShown: boolean,
): ResetDecision<SmsResetCodeRequestField, SmsResetCodeRequestForm> {
  const mobileNum = form.mobileNum.trim();
  const mobile = smsRequestCheck(ruleSet, PASSWORD_RESET_RULE_NAMES.mobileNum, mobileNum);
  const results = {
    mobileNum: mobile.valid ? FIELD_VALID : { valid: false as const, message: mobile.message },
    captcha: captchaCheck(form.captcha, captchaShown, 'login'),
  };
  return decide(SMS_RESET_CODE_REQUEST_FIELDS, results, () => ({ mobileNum, captcha: form.captcha.trim() }));
}

/** What the SMS reset form holds when the player confirms. */
export interface SmsPasswordResetForm {
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Fields of the SMS reset, in screen order (the captcha only guards the code request). */
export const SMS_PASSWORD_RESET_FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'] as const;

/** One field of the SMS reset. */
export type SmsPasswordResetField = (typeof SMS_PASSWORD_RESET_FIELDS)[number];

/** The body of the SMS reset (contract SmsPasswordResetPayload), sent encrypted. */
export interface SmsPasswordResetRequest {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/**
 * Decides what confirming the SMS reset does: the number as for the code request, the code filled
 * (by the login code rule), the new password filled and by the password rule, the confirmation
 * required and equal ('Enter password', 'Confirmation password not matched'). Else the payload,
 * number and code trimmed, passwords as typed.
 */
export function smsPasswordResetDecision(
  ruleSet: FieldRuleSet,
  form: SmsPasswordResetForm,
  countryDialingCode: string,
): ResetDecision<SmsPasswordResetField, SmsPasswordResetRequest> {
  const mobileNum = form.mobileNum.trim();
  const verificationCode = form.verificationCode.trim();
  const mobile = smsRequestCheck(ruleSet, PASSWORD_RESET_RULE_NAMES.mobileNum, mobileNum);
  const codeRule = requiredRule(ruleSet, PASSWORD_RESET_RULE_NAMES.verificationCode, RULE_MISSING_MESSAGES.verificationCode);
  const results = {
    mobileNum: mobile.valid ? FIELD_VALID : { valid: false as const, message: mobile.message },
    verificationCode: fieldRuleCheck(codeRule, verificationCode),
    newPassword: newPasswordCheck(ruleSet, form.newPassword),
    confirmPassword: newPasswordConfirmationCheck(form.newPassword, form.confirmPassword),
  };
  return decide(SMS_PASSWORD_RESET_FIELDS, results, () => ({
    countryDialingCode,
    mobileNum,
    verificationCode,
    newPassword: form.newPassword,
    confirmNewPassword: form.confirmPassword,
  }));
}

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
  return decide(EMAIL_RESET_REQUEST_FIELDS, results, () => ({ username, email }));
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
  return decide(NEW_PASSWORD_FIELDS, results, () => ({ token, newPassword: form.newPassword, confirmNewPassword: form.confirmPassword }));
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
