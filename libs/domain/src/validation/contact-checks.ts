import { LIMITS } from '../constants/limits';
import { FIELD_VALID, fieldInvalid } from './field-check';
import type { FieldCheck, FieldValid } from './field-check';
import { fieldRuleCheck, fieldRuleOf } from './field-rules';
import type { FieldRuleSet } from './field-rules';


const PHONE_DIGITS = new RegExp(`^\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`);

/** Mobile number of 10 to 11 digits and nothing else (SPEC §5, §9); otherwise 'Please enter a valid mobile number'. */
export function phoneNumberCheck(value: string): FieldCheck<'form.mobileFormat'> {
  return PHONE_DIGITS.test(value) ? FIELD_VALID : fieldInvalid('form.mobileFormat');
}

/** E-mail shorter than 255 characters (SPEC §5, §9); an empty e-mail passes (required-ness is the rule set's). */
export function emailLengthCheck(value: string): FieldCheck<'form.emailFormat'> {
  return value.length < LIMITS.emailMaxLengthExclusive ? FIELD_VALID : fieldInvalid('form.emailFormat');
}

/** A mobile number that may not be sent an SMS code yet: the message and the field to focus. */
export interface SmsRequestInvalid {
  readonly valid: false;
  readonly message: string;
  readonly focusField: string;
}

/** Outcome of the check made before an SMS code may be requested. */
export type SmsRequestCheck = FieldValid | SmsRequestInvalid;

/**
 * Decides whether an SMS code may be requested for this mobile number (SPEC §5: the number must
 * validate first). The number is always required, whatever the rule says. When the server has an
 * enabled rule for `mobileField` ('mobileNum' on registration, 'loginMobileNum' on login), its
 * message and pattern apply; when that rule gives no pattern (or there is no rule), the
 * 10-11 digit hint applies instead, so a server pattern for other countries is never overridden.
 * Whether the button itself is free (not sending, no countdown) is the SMS code button's call.
 */
export function smsRequestCheck(ruleSet: FieldRuleSet, mobileField: string, mobileNumber: string): SmsRequestCheck {
  const rule = fieldRuleOf(ruleSet, mobileField);
  if (rule?.enabled === true) {
    const byRule = fieldRuleCheck({ ...rule, required: true }, mobileNumber);
    if (!byRule.valid) return { valid: false, message: byRule.message, focusField: mobileField };
    if ((rule.pattern ?? '') !== '') return FIELD_VALID;
  }
  const byDigits = phoneNumberCheck(mobileNumber);
  return byDigits.valid ? FIELD_VALID : { valid: false, message: byDigits.message, focusField: mobileField };
}
