import type { FieldProblem } from '../http/validation-failed';
import type { Schema } from '../contract/schema-types';

/** The fields of the registration payload that carry a merchant rule (SPEC §3, §5), in form order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'verificationCode',
  'captcha',
] as const;

/** A registration field with a rule. */
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The login screen's rule names (SPEC §5). */
export const LOGIN_FIELDS = ['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode'] as const;

/** A login field with a rule. */
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** One field rule as the contract's RegisterFieldRule. */
export type FieldRule = Schema<'RegisterFieldRule'>;

/** Message keys of failing fields: the wording table of SPEC §5 and §8. */
export const MESSAGE_KEYS = {
  account: 'invalid_account_format',
  password: 'invalid_password_format',
  confirmRequired: 'in_incorrect_password',
  confirmMismatch: 'in_confirmation_correct',
  nickname: 'invalid_nickname_format',
  payeeName: 'invalid_payee_name_format',
  email: 'invalid_email_format',
  mobile: 'invalid_mobile_format',
  idNumber: 'invalid_id_number_format',
  contact: 'invalid_contact_format',
  referrer: 'referrer_link_error',
  invitation: 'invitation_code_error',
  verificationCode: 'verification_code_error',
  captcha: 'in_vwrite_code',
  ageConfirmation: 'age_confirmation_required',
  birthDate: 'birth_date_invalid',
  underAge: 'under_minimum_age',
} as const;

/** The patterns of the reference platform's rules; operators may store others. */
export const PATTERNS = {
  username: '^[A-Za-z][A-Za-z0-9]{3,15}$',
  password: '^(?=.*[A-Za-z])(?=.*[0-9])[!-~]{6,20}$',
  nickname: String.raw`^[^<>&"'\\/\u0000-\u001f]{2,20}$`,
  payeeName: String.raw`^[A-Za-z\u00C0-\u024F\u1E00-\u1EFF][A-Za-z\u00C0-\u024F\u1E00-\u1EFF .'-]{1,49}$`,
  email: String.raw`^(?=.{3,254}$)[^\s@<>"]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$`,
  mobileNum: '^[0-9]{10,11}$',
  idNumber: '^[A-Za-z0-9-]{4,30}$',
  qqNum: '^[1-9][0-9]{4,11}$',
  handle: '^[A-Za-z0-9._@-]{2,50}$',
  phoneHandle: String.raw`^\+?[0-9]{6,15}$`,
  /** A referral code or a username (usernames of older or seeded accounts may hold an underscore). */
  recommenderId: '^[A-Za-z0-9_]{1,32}$',
  affiliateCode: '^[A-Za-z0-9-]{4,20}$',
  verificationCode: '^[0-9]{6}$',
  captcha: '^[0-9]{1,16}$',
  loginUsername: '^[A-Za-z0-9]{3,32}$',
  loginPassword: '^[!-~]{6,32}$',
} as const;

/** A field failing its rule, as `value.fields` lists it. */
export type { FieldProblem };

function isFilled(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * Checks a value against its rule (the app's rule check, SPEC §5): a disabled rule passes; an
 * empty value passes unless required; a filled value must match the pattern (searched, no flags).
 * A pattern that does not compile fails closed.
 */
export function ruleAccepts(
  rule: FieldRule,
  value: string | undefined,
  options: { forceRequired?: boolean; forceOptional?: boolean } = {},
): boolean {
  if (!rule.enabled && !options.forceRequired) return true;
  if (!isFilled(value)) return options.forceOptional === true || !(rule.required || options.forceRequired);
  if (rule.pattern === null) return true;
  try {
    return new RegExp(rule.pattern).test(value);
  } catch {
    return false;
  }
}

/**
 * The fields of a payload that break the merchant's rules, in form order. `forceRequired` names
 * fields the call needs whatever the rules say (the mobile number of a mobile registration),
 * `forceOptional` fields it may go without (its username); `skip` names fields checked elsewhere
 * (the captcha).
 */
export function fieldProblems(
  rules: Readonly<Record<RegisterField, FieldRule>>,
  values: Readonly<Partial<Record<RegisterField, string>>>,
  options: { forceRequired?: readonly RegisterField[]; forceOptional?: readonly RegisterField[]; skip?: readonly RegisterField[] } = {},
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of REGISTER_FIELDS) {
    if (options.skip?.includes(field)) continue;
    const rule = rules[field];
    const forceRequired = options.forceRequired?.includes(field) ?? false;
    const forceOptional = options.forceOptional?.includes(field) ?? false;
    if (!ruleAccepts(rule, values[field], { forceRequired, forceOptional })) problems.push({ field, messageKey: rule.messageKey });
  }
  return problems;
}

/** A filled text of a payload field, trimmed, or null for absent and blank ones. */
export function filled(value: string | undefined): string | null {
  return isFilled(value) ? value.trim() : null;
}
