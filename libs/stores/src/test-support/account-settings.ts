/** Test helpers: the platform's register settings and dialling codes as the password screens read them. Not exported by the package. */
import type { CountryCodeList, RegisterFieldRule, RegisterSettings } from '@gp/api-client';

const rule = (messageKey: string, pattern: string | null = null): RegisterFieldRule => ({ enabled: true, required: true, pattern, messageKey });
const off = (messageKey: string): RegisterFieldRule => ({ enabled: false, required: false, pattern: null, messageKey });

/** Register settings with the rules the password screens read; the other fields are off. */
export function registerSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    captchaRequired: true,
    minimumAge: 18,
    fields: {
      username: rule('invalid_account_format', '^[A-Za-z][A-Za-z0-9]{3,15}$'),
      password: rule('invalid_password_format', '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$'),
      confirmPassword: rule('in_incorrect_password'),
      paymentPassword: off('invalid_password_format'),
      nickname: off('invalid_nickname_format'),
      payeeName: off('invalid_payee_name_format'),
      email: { ...rule('invalid_email_format', '^[^@]+@[^@]+$'), enabled: false },
      mobileNum: off('invalid_mobile_format'),
      idNumber: off('invalid_id_number_format'),
      qqNum: off('invalid_contact_format'),
      facebook: off('invalid_contact_format'),
      wechat: off('invalid_contact_format'),
      line: off('invalid_contact_format'),
      whatsapp: off('invalid_contact_format'),
      zalo: off('invalid_contact_format'),
      recommenderId: off('referrer_link_error'),
      affiliateCode: off('invitation_code_error'),
      verificationCode: off('register_code'),
      captcha: rule('in_vwrite_code'),
    },
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
