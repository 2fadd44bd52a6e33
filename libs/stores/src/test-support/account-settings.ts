/** Test helpers: the platform's register settings and dialling codes as the account screens read them (also in `@gp/stores/testing`). */
import type { CountryCodeList, RegisterFieldRule, RegisterSettings } from '@gp/api-client';

/** A field rule that is on: required unless said otherwise, checked against `pattern` when given. */
export function fieldRule(messageKey: string, pattern: string | null = null, required = true): RegisterFieldRule {
  return { enabled: true, required, pattern, messageKey };
}

const off = (messageKey: string): RegisterFieldRule => ({ enabled: false, required: false, pattern: null, messageKey });
const rule = fieldRule;

/** The register fields the platform always answers, in its order. */
const FIELD_NAMES = [
  'username', 'password', 'confirmPassword', 'paymentPassword', 'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber',
  'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId', 'affiliateCode', 'verificationCode', 'captcha',
] as const satisfies readonly (keyof RegisterSettings['fields'])[];

/** Every register field off, but for those `on` gives. */
export function fieldRules(on: Partial<RegisterSettings['fields']>): RegisterSettings['fields'] {
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, on[name] ?? off(`${name}_off`)]));
  return fields as RegisterSettings['fields'];
}

/** Register settings with the rules the password screens read; the other fields are off. */
export function registerSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    captchaRequired: true,
    minimumAge: 18,
    fields: fieldRules({
      username: rule('invalid_account_format', '^[A-Za-z][A-Za-z0-9]{3,15}$'),
      password: rule('invalid_password_format', '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$'),
      confirmPassword: rule('in_incorrect_password'),
      email: { ...rule('invalid_email_format', '^[^@]+@[^@]+$'), enabled: false },
      captcha: rule('in_vwrite_code'),
    }),
    loginRules: {
      loginUsername: rule('invalid_account_format'),
      loginPassword: rule('invalid_password_format'),
      loginMobileNum: rule('invalid_mobile_format', '^[0-9]{10,11}$'),
      verificationCode: rule('verification_code_error', '^[0-9]{6}$'),
    },
    termsHtml: '',
    privacyHtml: '',
    ...overrides,
  };
}

/** The dialling codes of the seeded platform, default first. */
export const COUNTRIES: CountryCodeList = [
  { countryCode: 'PH', dialingCode: '+63', name: 'Philippines', isDefault: true },
  { countryCode: 'VN', dialingCode: '+84', name: 'Vietnam', isDefault: false },
];
