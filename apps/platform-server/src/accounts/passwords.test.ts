import { describe, expect, it } from 'vitest';
import { sessionToken, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { outboxCode, requestSmsCode } from './accounts-test-kit';
import { sendEncrypted } from '../testing/encryption';
import { verifyPassword } from './password-hash';

const server = useTestServer();

function passwordHashOf(username: string, merchant = 'aurora'): string {
  return server.db.prepare<[string, string], { password_hash: string }>('SELECT password_hash FROM member WHERE merchant_code = ? AND username = ?').get(merchant, username)
    ?.password_hash ?? '';
}

const memberInfo = (token: string, merchant = 'aurora') =>
  server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { merchant, authorization: token } });

const changePassword = (payload: object, token: string, merchant = 'aurora') =>
  sendEncrypted(server, 'POST', '/wps/member/password', payload, { merchant, authorization: token });

describe('changing the password', () => {
  it('refuses guests and trial accounts', async () => {
    const payload = { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' };
    const guest = await sendEncrypted(server, 'POST', '/wps/member/password', payload);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('NOT_LOGGED_IN');
    const trial = await sendEncrypted(server, 'POST', '/wps/member/password', payload, trialHeaders(server));
    expect(trial.statusCode).toBe(403);
    expect(trial.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });

  it('refuses a confirmation that differs, the same password, a rule-breaking one and a wrong old one', async () => {
    const token = sessionToken(server, 'demo', 'ember');
    const codeOf = async (payload: object) => (await changePassword(payload, token, 'ember')).json().errorCode;
    expect(await codeOf({ oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1235' })).toBe('CONFIRMATION_MISMATCH');
    expect(await codeOf({ oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' })).toBe('SAME_PASSWORD');
    expect(await codeOf({ oldPassword: 'Demo1234', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' })).toBe('VALIDATION_FAILED');
    expect(await codeOf({ oldPassword: 'Wrong1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).toBe('OLD_PASSWORD_INCORRECT');
  });

  it('refuses with 429 after 5 wrong old passwords in 15 minutes', async () => {
    const token = sessionToken(server, 'agent01', 'ember');
    const wrong = { oldPassword: 'Nope12345', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' };
    const insert = server.db.prepare('INSERT INTO rate_limit_hit (key, hit_at, expires_at) VALUES (?, ?, ?)');
    const member = server.db.prepare<[], { id: number }>("SELECT id FROM member WHERE merchant_code = 'ember' AND username = 'agent01'").get();
    const now = server.app.platform.now();
    for (let i = 0; i < 4; i++) insert.run(`password:member:${member?.id}`, now, now + 900_000);
    expect((await changePassword(wrong, token, 'ember')).json().errorCode).toBe('OLD_PASSWORD_INCORRECT');
    const refused = await changePassword({ ...wrong, oldPassword: 'Agent1234' }, token, 'ember');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().value.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('changes it and ends every other session of the account, keeping this one', async () => {
    const current = sessionToken(server, 'demo', 'jade');
    const other = sessionToken(server, 'demo', 'jade');
    const before = server.app.platform.now();
    const response = await changePassword({ oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }, current, 'jade');
    expect(response.statusCode, response.body).toBe(200);
    expect(await verifyPassword('Fresh1234', passwordHashOf('demo', 'jade'))).toBe(true);
    expect((await memberInfo(current, 'jade')).statusCode).toBe(200);
    expect((await memberInfo(other, 'jade')).json().errorCode).toBe('SESSION_EXPIRED');
    const security = await server.app.inject({ method: 'GET', url: '/wps/member/securityConfig', headers: { merchant: 'jade', authorization: current } });
    expect(security.json().value.passwordUpdatedAt).toBeGreaterThanOrEqual(before);
  });
});

describe('resetting the password with an SMS code', () => {
  const reset = (payload: object) => sendEncrypted(server, 'POST', '/wps/member/password/phone', payload);

  it('gives an unknown number the same answer as a wrong code', async () => {
    const payload = { countryDialingCode: '+63', verificationCode: '123456', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' };
    const unknown = await reset({ ...payload, mobileNum: '09170000999' });
    const wrongCode = await reset({ ...payload, mobileNum: '09171234567' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrongCode.json());
    expect(unknown.json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });

  it('resets with the code sent for reset, ends every session, and the code works once', async () => {
    const session = sessionToken(server, 'demo');
    await requestSmsCode(server, '/wps/verification/sms/noLogin', { mobileNum: '09171234567', purpose: 'reset' });
    const code = await outboxCode(server, '09171234567', 'reset');
    const payload = { countryDialingCode: '+63', mobileNum: '09171234567', verificationCode: code, newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' };
    const response = await reset(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(await verifyPassword('Reset1234', passwordHashOf('demo'))).toBe(true);
    expect((await memberInfo(session)).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await reset({ ...payload, newPassword: 'Again1234', confirmNewPassword: 'Again1234' })).json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });
});

describe('resetting the password by e-mail', () => {
  const ask = (username: string, email: string, remoteAddress?: string) =>
    server.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { merchant: 'ember' }, payload: { username, email }, remoteAddress });
  const outbox = () => server.app.inject({ method: 'GET', url: '/wps/dev/email-outbox', query: { to: 'demo@example.test' }, headers: { merchant: 'ember' } });
  const resetByToken = (token: string, password = 'Mail1234') =>
    sendEncrypted(server, 'POST', '/wps/member/password/verification', { token, newPassword: password, confirmNewPassword: password }, { merchant: 'ember' });

  it('answers Done whether or not the username and e-mail match, and mails only a match', async () => {
    const mismatch = await ask('demo', 'someone@example.test');
    const unknown = await ask('nobody', 'demo@example.test');
    expect((await outbox()).statusCode).toBe(404);
    const match = await ask('DEMO', 'Demo@Example.test');
    expect([mismatch.json(), unknown.json()]).toEqual([match.json(), match.json()]);
    const mail = (await outbox()).json().value;
    expect(mail.subject).toContain('reset your password');
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = server.db.prepare<[], { token_hash: Buffer }>('SELECT token_hash FROM password_reset_token').all();
    expect(stored.some((row) => row.token_hash.toString('base64url') === mail.token)).toBe(false);
  });

  it('resets once with the token; a used, unknown or replaced token is refused', async () => {
    await ask('demo', 'demo@example.test');
    const first = (await outbox()).json().value.token as string;
    await ask('demo', 'demo@example.test');
    const second = (await outbox()).json().value.token as string;
    expect((await resetByToken(first)).json().errorCode).toBe('VERIFICATION_CODE_ERROR');
    expect((await resetByToken('x'.repeat(43))).json().errorCode).toBe('VERIFICATION_CODE_ERROR');
    const done = await resetByToken(second);
    expect(done.statusCode, done.body).toBe(200);
    expect(await verifyPassword('Mail1234', passwordHashOf('demo', 'ember'))).toBe(true);
    expect((await resetByToken(second, 'Other1234')).json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });

  it('refuses a token after 30 minutes', async () => {
    await ask('demo', 'demo@example.test');
    const token = (await outbox()).json().value.token as string;
    server.db.prepare('UPDATE password_reset_token SET expires_at = ? WHERE used_at IS NULL').run(server.app.platform.now());
    expect((await resetByToken(token)).json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });

  it('limits reset e-mails to 5 an hour per address', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('nobody', 'x@example.test', '10.3.3.3')).statusCode).toBe(200);
    expect((await ask('nobody', 'x@example.test', '10.3.3.3')).statusCode).toBe(429);
  });
});

describe('the payment password', () => {
  const setPayment = (payload: object, token: string) => sendEncrypted(server, 'POST', '/wps/member/securityConfig/paymentPassword', payload, { merchant: 'jade', authorization: token });

  it('needs the login password and keeps the rules', async () => {
    const token = sessionToken(server, 'agent01', 'jade');
    expect((await setPayment({ loginPassword: 'Wrong1234', paymentPassword: 'Pin12345', confirmPaymentPassword: 'Pin12345' }, token)).json().errorCode).toBe('OLD_PASSWORD_INCORRECT');
    expect((await setPayment({ loginPassword: 'Agent1234', paymentPassword: 'Pin12345', confirmPaymentPassword: 'Pin12346' }, token)).json().errorCode).toBe('CONFIRMATION_MISMATCH');
    expect((await setPayment({ loginPassword: 'Agent1234', paymentPassword: '12', confirmPaymentPassword: '12' }, token)).json().errorCode).toBe('VALIDATION_FAILED');
    const sameAsLogin = await setPayment({ loginPassword: 'Agent1234', paymentPassword: 'Agent1234', confirmPaymentPassword: 'Agent1234' }, token);
    expect(sameAsLogin.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'paymentPassword', messageKey: 'payment_password_same_as_login' }] } });
    const done = await setPayment({ loginPassword: 'Agent1234', paymentPassword: 'Pin12345', confirmPaymentPassword: 'Pin12345' }, token);
    expect(done.statusCode, done.body).toBe(200);
    const hash = server.db.prepare<[], { h: string }>("SELECT payment_password_hash AS h FROM member WHERE merchant_code = 'jade' AND username = 'agent01'").get()?.h;
    expect(await verifyPassword('Pin12345', hash ?? '')).toBe(true);
  });

  it('is refused to trial accounts', async () => {
    const trial = trialHeaders(server, 'jade');
    const response = await sendEncrypted(server, 'POST', '/wps/member/securityConfig/paymentPassword', { loginPassword: 'x', paymentPassword: 'Pin12345', confirmPaymentPassword: 'Pin12345' }, trial);
    expect(response.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});
