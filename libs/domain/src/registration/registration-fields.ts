import { fieldRuleOf } from '../validation/field-rules';
import type { FieldRule, FieldRuleSet } from '../validation/field-rules';
import { isBlank } from '../validation/field-check';
import { AFFILIATE_CODE_FIELD, isAffiliateCodeFieldShown } from '../validation/invitation-code';
import type { RegistrationMode } from './registration-modes';

/** The optional profile fields of SPEC §2, in the spec's order; each shows when its rule is enabled. */
export const REGISTRATION_PROFILE_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
] as const;

/** One optional profile field. */
export type RegistrationProfileField = (typeof REGISTRATION_PROFILE_FIELDS)[number];

/** Every field the registration form can show; `ageConfirmed` is the minimum-age checkbox. */
export type RegistrationField =
  | 'mobileNum'
  | 'verificationCode'
  | 'username'
  | 'password'
  | 'confirmPassword'
  | RegistrationProfileField
  | typeof AFFILIATE_CODE_FIELD
  | 'captcha'
  | 'birthDate'
  | 'ageConfirmed';

/** What decides the form's fields besides the mode: the merchant's rules and settings, and the link. */
export interface RegistrationFacts {
  /** The register settings' field rules (messages as the server's message keys). */
  readonly rules: FieldRuleSet;
  /** Mobile numbers are verified with an SMS code (REGMOBVERF3). */
  readonly smsVerification: boolean;
  /** The form needs a captcha answer. */
  readonly captchaRequired: boolean;
  /** The link supplied an invitation code the platform accepted (the field then hides). */
  readonly linkCodeValid: boolean;
  /** The merchant's minimum age (the date of birth must be at least this old). */
  readonly minimumAge: number;
}

const enabled = (rules: FieldRuleSet, field: string): boolean => fieldRuleOf(rules, field)?.enabled === true;

/**
 * The fields the form shows, in order (SPEC §2): by username, the username and passwords first and
 * the mobile number (with its SMS code) only when its rule is on; by mobile, the mobile number and
 * SMS code first and no username (the platform names the account after the number). Then the
 * profile fields whose rules are on, the invitation code (enabled and not already supplied by the
 * link), the captcha when required, the date of birth and the minimum-age confirmation.
 */
export function registrationFieldsOf(mode: RegistrationMode, facts: RegistrationFacts): readonly RegistrationField[] {
  const { rules } = facts;
  const mobile: RegistrationField[] = mode === 'mobileNum' || enabled(rules, 'mobileNum') ? ['mobileNum'] : [];
  if (mobile.length > 0 && facts.smsVerification) mobile.push('verificationCode');
  const passwords: RegistrationField[] = ['password', 'confirmPassword'];
  const head: RegistrationField[] = mode === 'username' ? ['username', ...passwords, ...mobile] : [...mobile, ...passwords];
  const profile: RegistrationField[] = REGISTRATION_PROFILE_FIELDS.filter((field) => enabled(rules, field));
  const affiliate = isAffiliateCodeFieldShown({ enabled: enabled(rules, AFFILIATE_CODE_FIELD), linkCodeValid: facts.linkCodeValid });
  const tail: RegistrationField[] = affiliate ? [AFFILIATE_CODE_FIELD] : [];
  if (facts.captchaRequired) tail.push('captcha');
  return [...head, ...profile, ...tail, 'birthDate', 'ageConfirmed'];
}

/** Message key of an SMS code rule the merchant did not configure. */
const VERIFICATION_CODE_MESSAGE = 'verification_code_error';

function forced(rule: FieldRule | undefined, required: boolean, fallbackMessage: string): FieldRule {
  return { enabled: true, required, pattern: rule?.pattern ?? null, message: rule?.message ?? fallbackMessage };
}

/**
 * The rules the form checks in this mode, as the platform applies them: the username is required
 * by username, the mobile number by mobile, passwords always, and the SMS code whenever a number is
 * given and numbers are verified. Other fields keep the merchant's rule.
 */
export function registrationRulesOf(
  mode: RegistrationMode,
  facts: RegistrationFacts,
  values: Readonly<Record<string, string | null | undefined>>,
): FieldRuleSet {
  const { rules } = facts;
  const rule = (field: string) => fieldRuleOf(rules, field);
  const mobileGiven = mode === 'mobileNum' || !isBlank(values['mobileNum']);
  const adjusted: Record<string, FieldRule> = { ...rules };
  adjusted['password'] = forced(rule('password'), true, 'invalid_password_format');
  adjusted['confirmPassword'] = forced(rule('confirmPassword'), true, 'in_incorrect_password');
  if (mode === 'username') adjusted['username'] = forced(rule('username'), true, 'invalid_account_format');
  if (mode === 'mobileNum') adjusted['mobileNum'] = forced(rule('mobileNum'), true, 'invalid_mobile_format');
  if (facts.smsVerification) adjusted['verificationCode'] = forced(rule('verificationCode'), mobileGiven, VERIFICATION_CODE_MESSAGE);
  return adjusted;
}
