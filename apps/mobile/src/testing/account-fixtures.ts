/** Test fixtures of the account screens: the merchant's rules, dialling codes and encryption key, as a mock platform answers them. */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { COUNTRIES, fieldRule, fieldRules, registerSettings } from '@gp/stores/testing';
import { BASE, envelope } from './render-app';

/** The account screens read only the password rule of the register fields: letters and digits, 6 to 20. */
const FIELDS = fieldRules({ password: fieldRule('invalid_password_format', '^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$') });

/** Answers the register settings (only the password field on), the dialling codes and a captcha. */
export function mockAccountSettings(server: Pick<SetupServer, 'use'>, options: { readonly captchaRequired?: boolean } = {}): void {
  server.use(
    http.get(`${BASE}/wps/system/setting/register`, () => envelope(registerSettings({ captchaRequired: options.captchaRequired ?? true, fields: FIELDS }))),
    http.get(`${BASE}/wps/system/country`, () => envelope(COUNTRIES)),
    http.get(`${BASE}/wps/captcha`, () => envelope({ captchaId: 'cap-0000000000000001', imageBase64: 'iVBORw0KGgo=', expiresAt: 0 })),
  );
}

/** A refusal envelope. */
export function refusal(errorCode: string, status: number, value: unknown = null): Response {
  return HttpResponse.json({ success: false, value, errorCode, message: errorCode }, { status });
}
