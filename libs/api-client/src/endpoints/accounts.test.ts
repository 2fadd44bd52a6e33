import { beforeAll, describe, expect, it } from 'vitest';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';
import { makeTestKey, openBody, serveKey, type TestKey } from '../test-support/test-keys';
import { checkAffiliateCode, checkUsername, registerByMobile, registerByUsername, sendNoLoginSmsCode } from './accounts';
import { getMemberInfo, setHeadIcon, setNickname, uploadHeadIcon } from './accounts-member';
import { changePassword, requestPasswordResetEmail, resetPasswordBySms, setPaymentPassword } from './accounts-passwords';

const server = usePlatformServer();
let key: TestKey;
beforeAll(async () => {
  key = await makeTestKey('kid-acc');
});

const form = { username: 'alice01', password: 'secret12', confirmPassword: 'secret12', ageConfirmed: true, birthDate: '1990-05-17' };

describe('accounts', () => {
  it('checks a username and an invitation code with query parameters', async () => {
    const names = answer(server, 'get', '/wps/check/username', () => ok({ available: true }));
    await expect(checkUsername(testClient(null), { username: 'alice01' })).resolves.toEqual({ available: true });
    expect(names[0]?.query).toEqual({ username: 'alice01' });
    const codes = answer(server, 'get', '/wps/agent/affiliate', () => ok({ valid: false }));
    await checkAffiliateCode(testClient(null), { code: 'AG123', domain: 'm.aurora.test' });
    expect(codes[0]?.query).toEqual({ code: 'AG123', domain: 'm.aurora.test' });
  });

  it('registers by username with PUT, an encrypted form and the Device header', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'put', '/wps/member/register', () => ok({ token: 'tok-abcdefabcdefabcd' }));
    await registerByUsername(testClient(null), { ...form, device: 'OTHERS', moduleId: 'REGISTER_REE3' });
    expect(seen[0]?.headers.get('Encryption')).toBe('JWE;kid=kid-acc');
    expect(seen[0]?.headers.get('Device')).toBe('OTHERS');
    expect(seen[0]?.headers.get('ModuleId')).toBe('REGISTER_REE3');
    expect((await openBody(seen[0]?.body, key)).data).toEqual(form);
  });

  it('registers by mobile at its own path and surfaces USERNAME_TAKEN', async () => {
    serveKey(server, () => key);
    const seen = answer(server, 'put', '/wps/member/register/mobile', () => fail('USERNAME_TAKEN', 409));
    const mobileForm = { ...form, mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' };
    expect((await failureOf(registerByMobile(testClient(null), mobileForm))).code).toBe('USERNAME_TAKEN');
    expect((await openBody(seen[0]?.body, key)).data).toEqual(mobileForm);
  });

  it('asks for an SMS code with a plain body and the ModuleId header', async () => {
    const seen = answer(server, 'post', '/wps/verification/sms/noLogin', () => ok({ expiresAt: 1, resendAfterSeconds: 60 }));
    const request = { mobileNum: '9171234567', countryDialingCode: '63', purpose: 'login' } as const;
    await sendNoLoginSmsCode(testClient(null), { ...request, moduleId: 'LOGIN3' });
    expect(seen[0]?.body).toEqual(request);
    expect(seen[0]?.headers.get('ModuleId')).toBe('LOGIN3');
  });

  it('changes the password and the payment password with encrypted bodies', async () => {
    serveKey(server, () => key);
    const password = answer(server, 'post', '/wps/member/password', () => ok(true));
    const change = { oldPassword: 'secret12', newPassword: 'secret34', confirmNewPassword: 'secret34' };
    await expect(changePassword(testClient(), change)).resolves.toBeUndefined();
    expect((await openBody(password[0]?.body, key)).data).toEqual(change);

    const payment = answer(server, 'post', '/wps/member/securityConfig/paymentPassword', () =>
      fail('OLD_PASSWORD_INCORRECT', 400),
    );
    const pin = { loginPassword: 'secret12', paymentPassword: '123456', confirmPaymentPassword: '123456' };
    const error = await failureOf(setPaymentPassword(testClient(), pin));
    expect(error.code).toBe('OLD_PASSWORD_INCORRECT');
    expect(payment[0]?.headers.get('Encryption')).toBe('JWE;kid=kid-acc');
  });

  it('resets a password by SMS encrypted, and asks for a reset email in plain', async () => {
    serveKey(server, () => key);
    const sms = answer(server, 'post', '/wps/member/password/phone', () => ok(true));
    const reset = {
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'secret34',
      confirmNewPassword: 'secret34',
    };
    await resetPasswordBySms(testClient(null), { ...reset, moduleId: 'FORGET3' });
    expect((await openBody(sms[0]?.body, key)).data).toEqual(reset);
    expect(sms[0]?.headers.get('ModuleId')).toBe('FORGET3');

    const email = answer(server, 'post', '/wps/member/password/email', () => ok(true));
    await requestPasswordResetEmail(testClient(null), { username: 'alice01', email: 'a@example.test' });
    expect(email[0]?.body).toEqual({ username: 'alice01', email: 'a@example.test' });
    expect(email[0]?.headers.has('Encryption')).toBe(false);
  });

  it('reads member info and sets the head icon', async () => {
    answer(server, 'get', '/wps/member/info', () => ok({ id: 7, account: 'alice01' }));
    await expect(getMemberInfo(testClient())).resolves.toEqual({ id: 7, account: 'alice01' });
    const icon = answer(server, 'post', '/wps/member/info/icon', () => ok({ iconId: 3, iconUrl: '/i/3.png', choices: [] }));
    await expect(setHeadIcon(testClient(), { iconId: 3 })).resolves.toMatchObject({ iconId: 3 });
    expect(icon[0]?.body).toEqual({ iconId: 3 });
    const upload = answer(server, 'post', '/wps/member/info/icon/upload', () => ok({ iconId: 3, iconUrl: '/u/a.png', uploaded: true, choices: [] }));
    await expect(uploadHeadIcon(testClient(), { mimeType: 'image/png', imageBase64: 'iVBORw0KGgo=' })).resolves.toMatchObject({ uploaded: true });
    expect(upload[0]?.body).toEqual({ mimeType: 'image/png', imageBase64: 'iVBORw0KGgo=' });
    const nickname = answer(server, 'put', '/wps/member/info/nickname', () => ok({ id: 7, nickname: 'Ace' }));
    await expect(setNickname(testClient(), { nickname: 'Ace' })).resolves.toMatchObject({ nickname: 'Ace' });
    expect(nickname[0]?.body).toEqual({ nickname: 'Ace' });
    answer(server, 'get', '/wps/member/info', () => fail('NOT_LOGGED_IN', 401));
    expect((await failureOf(getMemberInfo(testClient(null)))).code).toBe('NOT_LOGGED_IN');
  });
});
