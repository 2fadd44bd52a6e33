import type { LightMyRequestResponse } from 'fastify';

import type { TestServer } from '../testing/test-db';
import { solvedCaptcha } from '../testing/captcha';

/** Test support: a registration payload for username registration that keeps every seeded rule, with a solved captcha. */
export function registrationPayload(server: TestServer, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 0,
    registerMethod: 'H5',
    registerUrl: 'https://aurora.localhost/m/register',
    username: 'newplayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    birthDate: '1990-05-17',
    ...solvedCaptcha(server.app.platform),
    ...overrides,
  };
}

/** Test support: the latest SMS code sent to a number, read through the development outbox call. */
export async function outboxCode(
  server: TestServer,
  mobileNum: string,
  purpose: 'register' | 'login' | 'reset',
  merchant = 'aurora',
): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/wps/dev/sms-outbox',
    query: { mobileNum, countryDialingCode: '+63', purpose },
    headers: { merchant },
  });
  if (response.statusCode !== 200) throw new Error(`no code in the outbox: ${response.body}`);
  return (response.json() as { value: { code: string } }).value.code;
}

/** Test support: asks for an SMS code with a solved captcha. */
export function requestSmsCode(
  server: TestServer,
  url: '/wps/verification/sms/register' | '/wps/verification/sms/noLogin',
  body: Record<string, unknown>,
  options: { merchant?: string; remoteAddress?: string; device?: string } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { merchant: options.merchant ?? 'aurora', ...(options.device ? { 'device-id': options.device } : {}) },
    payload: { countryDialingCode: '+63', ...solvedCaptcha(server.app.platform), ...body },
    remoteAddress: options.remoteAddress,
  });
}
