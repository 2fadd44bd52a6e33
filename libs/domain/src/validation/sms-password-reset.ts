import { captchaCheck } from './captcha-check';
import { smsRequestCheck } from './contact-checks';
import { FIELD_VALID } from './field-check';
import { fieldRuleCheck } from './field-rules';
import type { FieldRuleSet } from './field-rules';
import { newPasswordConfirmationCheck } from './password-confirmation';
import { PASSWORD_RESET_RULE_NAMES } from './password-reset';
import { RULE_MISSING_MESSAGES, decideReset, newPasswordCheck, requiredRule, type ResetDecision } from './reset-checks';

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
  return decideReset(SMS_RESET_CODE_REQUEST_FIELDS, results, () => ({ mobileNum, captcha: form.captcha.trim() }));
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
  return decideReset(SMS_PASSWORD_RESET_FIELDS, results, () => ({
    countryDialingCode,
    mobileNum,
    verificationCode,
    newPassword: form.newPassword,
    confirmNewPassword: form.confirmPassword,
  }));
}
