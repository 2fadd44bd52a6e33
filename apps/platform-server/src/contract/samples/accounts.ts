import { solvedCaptcha } from '../../testing/captcha';
import { trialHeaders } from '../../testing/sessions';
import type { ContractSamples, SampleKit } from './sample-kit';

/** A username registration payload for `merchant` that keeps the seeded rules, with a solved captcha. */
function registration(kit: SampleKit, username: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 0,
    registerMethod: 'H5',
    registerUrl: 'https://ember.localhost/m/register',
    username,
    password: 'Sample123',
    confirmPassword: 'Sample123',
    ageConfirmed: true,
    birthDate: '1990-05-17',
    ...solvedCaptcha(kit.server.app.platform),
    ...extra,
  };
}

/** Asks for an SMS code through the API and reads it from the development outbox. */
async function smsCode(kit: SampleKit, mobileNum: string, purpose: 'register' | 'reset'): Promise<string> {
  const url = purpose === 'register' ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin';
  const payload = { mobileNum, countryDialingCode: '+63', ...(purpose === 'reset' ? { purpose } : {}), ...solvedCaptcha(kit.server.app.platform) };
  await kit.server.app.inject({ method: 'POST', url, headers: { merchant: 'aurora' }, payload });
  const outbox = await kit.server.app.inject({
    method: 'GET',
    url: '/wps/dev/sms-outbox',
    query: { mobileNum, countryDialingCode: '+63', purpose },
    headers: { merchant: 'aurora' },
  });
  return (outbox.json() as { value: { code: string } }).value.code;
}

/** A fresh account of ember registered through the API; its session token. */
/** A session token of a new ember account registered for a sample. */
export async function registeredToken(kit: SampleKit, username: string): Promise<string> {
  const body = await kit.encrypted(registration(kit, username));
  const response = await kit.server.app.inject({ method: 'PUT', url: '/wps/member/register', headers: { merchant: 'ember', ...body.headers }, payload: body.payload });
  return (response.json() as { value: { token: string } }).value.token;
}

/** Sample requests of the accounts area's operations, keyed by operationId (see contract.test.ts). */
export const ACCOUNTS_SAMPLES: ContractSamples = {
  getRegisterSettings: [
    { method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'jade', language: 'TY' } },
  ],
  getCountryCodes: [{ method: 'GET', url: '/wps/system/country', headers: { merchant: 'aurora' } }],
  checkUsername: [
    { method: 'GET', url: '/wps/check/username', query: { username: 'demo' }, headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/check/username', query: { username: 'brandnew1' }, headers: { merchant: 'jade' } },
  ],
  checkAffiliateCode: [
    { method: 'GET', url: '/wps/agent/affiliate', query: { code: 'AGTAURORA01', domain: 'aurora.localhost' }, headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/agent/affiliate', query: { code: 'NOPE-0000' }, headers: { merchant: 'aurora' } },
  ],
  registerByUsername: [
    async (kit) => {
      const body = await kit.encrypted(registration(kit, 'sampleuser1', { affiliateCode: 'AGTEMBER01', nickname: 'Sample', email: 'sample@example.test' }));
      return { method: 'PUT', url: '/wps/member/register', headers: { merchant: 'ember', ...body.headers }, payload: body.payload };
    },
  ],
  registerByMobile: [
    async (kit) => {
      const verificationCode = await smsCode(kit, '09178880001', 'register');
      const body = await kit.encrypted(registration(kit, 'samplemobile1', { mobileNum: '09178880001', countryDialingCode: '+63', verificationCode }));
      return { method: 'PUT', url: '/wps/member/register/mobile', headers: { merchant: 'aurora', ...body.headers }, payload: body.payload };
    },
  ],
  sendRegisterSmsCode: [
    (kit) => ({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'aurora' },
      payload: { mobileNum: '09178880002', countryDialingCode: '+63', ...solvedCaptcha(kit.server.app.platform) },
    }),
  ],
  sendNoLoginSmsCode: [
    (kit) => ({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { merchant: 'aurora' },
      payload: { mobileNum: '09178880004', countryDialingCode: '+63', purpose: 'login', ...solvedCaptcha(kit.server.app.platform) },
    }),
  ],
  readSmsOutbox: [
    async (kit) => {
      await smsCode(kit, '09178880003', 'register');
      return { method: 'GET', url: '/wps/dev/sms-outbox', query: { mobileNum: '09178880003', countryDialingCode: '+63', purpose: 'register' }, headers: { merchant: 'aurora' } };
    },
  ],
  changePassword: [
    async (kit) => {
      const token = await registeredToken(kit, 'samplepw1');
      const body = await kit.encrypted({ oldPassword: 'Sample123', newPassword: 'Changed123', confirmNewPassword: 'Changed123' });
      return { method: 'POST', url: '/wps/member/password', headers: { merchant: 'ember', authorization: token, ...body.headers }, payload: body.payload };
    },
  ],
  resetPasswordBySms: [
    async (kit) => {
      const verificationCode = await smsCode(kit, '09171234567', 'reset');
      const body = await kit.encrypted({ countryDialingCode: '+63', mobileNum: '09171234567', verificationCode, newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' });
      return { method: 'POST', url: '/wps/member/password/phone', headers: { merchant: 'aurora', ...body.headers }, payload: body.payload };
    },
  ],
  requestPasswordResetEmail: [
    { method: 'POST', url: '/wps/member/password/email', headers: { merchant: 'ember' }, payload: { username: 'nobody', email: 'nobody@example.test' } },
  ],
  resetPasswordByEmail: [
    async (kit) => {
      await kit.server.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { merchant: 'jade' }, payload: { username: 'demo', email: 'demo@example.test' } });
      const outbox = await kit.server.app.inject({ method: 'GET', url: '/wps/dev/email-outbox', query: { to: 'demo@example.test' }, headers: { merchant: 'jade' } });
      const token = (outbox.json() as { value: { token: string } }).value.token;
      const body = await kit.encrypted({ token, newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' });
      return { method: 'POST', url: '/wps/member/password/verification', headers: { merchant: 'jade', ...body.headers }, payload: body.payload };
    },
  ],
  readEmailOutbox: [
    async (kit) => {
      await kit.server.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { merchant: 'ember' }, payload: { username: 'demo', email: 'demo@example.test' } });
      return { method: 'GET', url: '/wps/dev/email-outbox', query: { to: 'demo@example.test' }, headers: { merchant: 'ember' } };
    },
  ],
  getMemberInfo: [
    (kit) => ({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
    (kit) => ({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'jade', authorization: kit.token('agent01', 'jade') } }),
    (kit) => ({ method: 'GET', url: '/wps/member/info', headers: trialHeaders(kit.server) }),
  ],
  getHeadIcon: [(kit) => ({ method: 'GET', url: '/wps/member/info/icon', headers: { merchant: 'aurora', authorization: kit.token('demo') } })],
  setHeadIcon: [
    (kit) => ({ method: 'POST', url: '/wps/member/info/icon', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') }, payload: { iconId: 5 } }),
  ],
  setNickname: [
    (kit) => ({
      method: 'PUT',
      url: '/wps/member/info/nickname',
      headers: { merchant: 'ember', authorization: kit.token('agent01', 'ember') },
      payload: { nickname: 'Golden Tiger' },
    }),
  ],
  uploadHeadIcon: [
    (kit) => ({
      method: 'POST',
      url: '/wps/member/info/icon/upload',
      headers: { merchant: 'ember', authorization: kit.token('agent01', 'ember') },
      // The eight bytes every png starts with, and the length of its first chunk.
      payload: { mimeType: 'image/png', imageBase64: 'iVBORw0KGgoAAAAN' },
    }),
  ],
  getSecurityConfig: [(kit) => ({ method: 'GET', url: '/wps/member/securityConfig', headers: { merchant: 'aurora', authorization: kit.token('demo') } })],
  setPaymentPassword: [
    async (kit) => {
      const body = await kit.encrypted({ loginPassword: 'Agent1234', paymentPassword: 'Pin12345', confirmPaymentPassword: 'Pin12345' });
      return {
        method: 'POST',
        url: '/wps/member/securityConfig/paymentPassword',
        headers: { merchant: 'ember', authorization: kit.token('agent01', 'ember'), ...body.headers },
        payload: body.payload,
      };
    },
  ],
};
