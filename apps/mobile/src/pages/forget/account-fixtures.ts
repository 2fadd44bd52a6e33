/** Test fixtures of the account screens: the merchant's rules, dialling codes and encryption key, as a mock platform answers them. */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { BASE, envelope } from '../../testing/render-app';

const rule = (messageKey: string, pattern: string | null = null, enabled = true) => ({ enabled, required: enabled, pattern, messageKey });
const FIELDS = ['username', 'password', 'confirmPassword', 'paymentPassword', 'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId', 'affiliateCode', 'verificationCode', 'captcha'];

/** Answers the register settings (password rule: letters and digits, 6 to 20) and the dialling codes. */
export function mockAccountSettings(server: Pick<SetupServer, 'use'>, options: { readonly captchaRequired?: boolean } = {}): void {
  const fields = Object.fromEntries(FIELDS.map((name) => [name, rule(`${name}_key`, null, false)]));
  fields['password'] = rule('invalid_password_format', '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$');
  fields['email'] = rule('invalid_email_format', '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$', false);
  server.use(
    http.get(`${BASE}/wps/system/setting/register`, () =>
      envelope({
        usernameRegistration: true,
        mobileRegistration: true,
        smsVerification: true,
        captchaRequired: options.captchaRequired ?? true,
        minimumAge: 18,
        fields,
        loginRules: {
          loginUsername: rule('invalid_account_format'),
          loginPassword: rule('invalid_password_format'),
          loginMobileNum: rule('invalid_mobile_format', '^[0-9]{10,11}$'),
          verificationCode: rule('verification_code_error', '^[0-9]{6}$'),
        },
        termsHtml: '',
        privacyHtml: '',
      }),
    ),
    http.get(`${BASE}/wps/system/country`, () =>
      envelope([
        { countryCode: 'PH', dialingCode: '+63', name: 'Philippines', isDefault: true },
        { countryCode: 'VN', dialingCode: '+84', name: 'Vietnam', isDefault: false },
      ]),
    ),
    http.get(`${BASE}/wps/captcha`, () => envelope({ captchaId: 'cap-0000000000000001', imageBase64: 'iVBORw0KGgo=', expiresAt: 0 })),
  );
}

/** A refusal envelope. */
export function refusal(errorCode: string, status: number, value: unknown = null): Response {
  return HttpResponse.json({ success: false, value, errorCode, message: errorCode }, { status });
}
