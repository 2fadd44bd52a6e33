import { describe, expect, it } from 'vitest';
import { sessionToken } from '../testing/sessions';
import { useClockedServer } from '../testing/clocked-server';
import { sendEncrypted } from '../testing/encryption';
import { WRONG_PASSWORDS_PER_MEMBER } from './login-password-check';

const server = useClockedServer(Date.UTC(2026, 3, 1, 8, 0));

const changePassword = (oldPassword: string, token: string, merchant: string) =>
  sendEncrypted(server, 'POST', '/wps/member/password', { oldPassword, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }, { merchant, authorization: token });

const setPayment = (loginPassword: string, token: string) =>
  sendEncrypted(server, 'POST', '/wps/member/securityConfig/paymentPassword', { loginPassword, paymentPassword: 'Pin12345', confirmPaymentPassword: 'Pin12345' }, { merchant: 'jade', authorization: token });

/** Wrong old passwords that count now against a member. */
const countedFor = (username: string, merchant: string) =>
  server.db
    .prepare<[string, string, number], { n: number }>(
      `SELECT count(*) AS n FROM rate_limit_hit
        WHERE key = 'password:member:' || (SELECT id FROM member WHERE merchant_code = ? AND username = ?) AND expires_at > ?`,
    )
    .get(merchant, username, server.now)?.n ?? 0;

describe('the old login password throttle', () => {
  it('checks only 5 of 8 parallel wrong old passwords; then the right one is refused until the window passes', async () => {
    const token = sessionToken(server, 'demo', 'ember');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => changePassword(`Wrong${i}000`, token, 'ember')));
    const codes = answers.map((answer) => answer.json().errorCode);
    expect(codes.filter((code) => code === 'OLD_PASSWORD_INCORRECT')).toHaveLength(WRONG_PASSWORDS_PER_MEMBER.limit);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(8 - WRONG_PASSWORDS_PER_MEMBER.limit);
    expect(countedFor('demo', 'ember')).toBe(WRONG_PASSWORDS_PER_MEMBER.limit);

    const refused = await changePassword('Demo1234', token, 'ember');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    server.now += WRONG_PASSWORDS_PER_MEMBER.windowMs - 1;
    expect((await changePassword('Demo1234', token, 'ember')).statusCode).toBe(429);
    server.now += 1;
    const done = await changePassword('Demo1234', token, 'ember');
    expect(done.statusCode, done.body).toBe(200);
  });

  it('does not count a right login password (setting the payment password)', async () => {
    const token = sessionToken(server, 'agent01', 'jade');
    await Promise.all(Array.from({ length: 4 }, () => setPayment('Wrong1234', token)));
    expect(countedFor('agent01', 'jade')).toBe(4);
    for (let i = 0; i < 3; i++) expect((await setPayment('Agent1234', token)).statusCode).toBe(200);
    expect(countedFor('agent01', 'jade')).toBe(4);
    expect((await setPayment('Wrong1234', token)).json().errorCode).toBe('OLD_PASSWORD_INCORRECT');
    expect((await setPayment('Agent1234', token)).statusCode).toBe(429);
  });
});
