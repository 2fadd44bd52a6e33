import { FIELD_VALID, fieldInvalid } from '../validation/field-check';
import type { FieldCheck } from '../validation/field-check';
import { captchaCheck } from '../validation/captcha-check';
import { emailLengthCheck, phoneNumberCheck } from '../validation/contact-checks';
import { fieldRuleOf } from '../validation/field-rules';
import { formRulesCheck } from '../validation/form-check';
import type { FormCheck } from '../validation/form-check';
import { passwordConfirmationCheck } from '../validation/password-confirmation';
import { registrationFieldsOf, registrationRulesOf } from './registration-fields';
import { registrationValuesAsSent } from './registration-payload';
import type { RegistrationFacts } from './registration-fields';
import type { RegistrationMode } from './registration-modes';
import { checkBirthDate } from '../responsible-gaming/rg-age';

/** The date of birth's check: a real past date (YYYY-MM-DD) at least `minimumAge` years ago. */
export function birthDateFieldCheck(birthDate: string, minimumAge: number, now: number): FieldCheck {
  const problem = checkBirthDate(birthDate, minimumAge, now);
  if (problem === null) return FIELD_VALID;
  return fieldInvalid(problem === 'invalid' ? 'register.error.birthDateInvalid' : 'register.error.underAge');
}

/** What the player typed and ticked. */
export interface RegistrationInput {
  readonly values: Readonly<Record<string, string | null | undefined>>;
  readonly ageConfirmed: boolean;
  /** The time of the check (the date of birth is checked on Manila's date at this moment). */
  readonly now: number;
}

/**
 * Checks the registration form before it is sent (SPEC §5), on the values as they will be sent
 * (trimmed, passwords as typed): every shown field against the
 * merchant's rule (as `registrationRulesOf` adjusts it), then confirm password (required, equal),
 * e-mail under 255 characters, a mobile number of 10 to 11 digits where the rule gives no pattern,
 * the captcha when shown, the date of birth (a real past date, the merchant's minimum age old)
 * and the minimum-age confirmation. The first invalid field in form order
 * is the one to focus.
 */
export function registrationCheck(mode: RegistrationMode, facts: RegistrationFacts, input: RegistrationInput): FormCheck {
  const values = registrationValuesAsSent(input.values);
  const text = (field: string) => values[field] ?? '';
  const fields = registrationFieldsOf(mode, facts);
  const rules = registrationRulesOf(mode, facts, values);
  const mobileRule = fieldRuleOf(rules, 'mobileNum');
  const mobileByDigits = (mobileRule?.pattern ?? '') === '' && text('mobileNum') !== '';
  const extra: Record<string, FieldCheck> = {
    confirmPassword: passwordConfirmationCheck(text('password'), text('confirmPassword')),
    email: emailLengthCheck(text('email')),
    mobileNum: mobileByDigits ? phoneNumberCheck(text('mobileNum')) : FIELD_VALID,
    captcha: captchaCheck(text('captcha'), fields.includes('captcha'), 'register'),
    birthDate: birthDateFieldCheck(text('birthDate'), facts.minimumAge, input.now),
    ageConfirmed: input.ageConfirmed ? FIELD_VALID : fieldInvalid('register.error.ageConfirmation'),
  };
  return formRulesCheck(rules, values, fields, extra);
}
