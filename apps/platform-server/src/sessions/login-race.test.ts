import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE_POLICY as P } from '../security/login-throttle';
import { solvedCaptcha } from '../testing/captcha';
import { sendEncrypted } from '../testing/encryption';
import { useClockedServer } from '../testing/clocked-server';

const server = useClockedServer(Date.UTC(2026, 3, 1, 8, 0));

async function login(payload: object, merchant: string, ip: string) {
  return sendEncrypted(server, 'POST', '/wps/session/login', payload, { merchant }, ip);
}

const failureRows = (address: string) =>
  server.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM login_failure WHERE address = ?').get(address)?.n ?? 0;

const codesOf = async (answers: Promise<{ json: () => { errorCode: string | null } }>[]) =>
  (await Promise.all(answers)).map((answer) => answer.json().errorCode);

const count = (codes: (string | null)[], code: string) => codes.filter((c) => c === code).length;

describe('parallel logins', () => {
  it('checks only 3 of 8 parallel wrong passwords for one account before the captcha is required', async () => {
    const codes = await codesOf(Array.from({ length: 8 }, (_, i) => login({ type: 'username', username: 'demo', password: `bad${i}` }, 'jade', '10.7.0.1')));
    expect(count(codes, 'LOGIN_FAILED')).toBe(P.accountCaptchaAfter);
    expect(count(codes, 'CAPTCHA_REQUIRED')).toBe(8 - P.accountCaptchaAfter);
    // Only the attempts whose password was checked count; the captcha refusals do not.
    expect(failureRows('10.7.0.1')).toBe(P.accountCaptchaAfter);

    const right = { type: 'username', username: 'demo', password: 'Demo1234' };
    expect((await login(right, 'jade', '10.7.0.2')).json().errorCode).toBe('CAPTCHA_REQUIRED');
    const done = await login({ ...right, ...solvedCaptcha(server.app.platform) }, 'jade', '10.7.0.2');
    expect(done.statusCode, done.body).toBe(200);
    // The success is not a failure of its address, and clears the account.
    expect(failureRows('10.7.0.2')).toBe(0);
    expect((await login(right, 'jade', '10.7.0.2')).statusCode).toBe(200);
  });

  it('lets at most 10 failures of one account through one address in parallel, then refuses that pair until the window passes', async () => {
    const address = '10.7.1.1';
    const insert = server.db.prepare("INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES ('aurora', 'demo', ?, ?)");
    const already = P.pairRateLimitAfter - 3;
    for (let i = 0; i < already; i++) insert.run(address, server.now);
    const attempts = Array.from({ length: 8 }, (_, i) =>
      login({ type: 'username', username: 'demo', password: `guess${i}`, ...solvedCaptcha(server.app.platform) }, 'aurora', address),
    );
    const codes = await codesOf(attempts);
    expect(count(codes, 'LOGIN_FAILED')).toBe(3);
    expect(count(codes, 'RATE_LIMITED')).toBe(5);
    expect(failureRows(address)).toBe(P.pairRateLimitAfter);

    const right = (from: string) => login({ type: 'username', username: 'demo', password: 'Demo1234', ...solvedCaptcha(server.app.platform) }, 'aurora', from);
    const refused = await right(address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    server.now += P.windowMs - 1;
    expect((await right(address)).statusCode).toBe(429);
    server.now += 1;
    const done = await right(address);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('does not count a success as a failure of its address', async () => {
    const address = '10.7.2.1';
    const insert = server.db.prepare("INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES ('ember', ?, ?, ?)");
    for (let i = 0; i < P.addressCaptchaAfter - 1; i++) insert.run(`someone${i}`, address, server.now);
    for (let i = 0; i < 3; i++) expect((await login({ type: 'username', username: 'agent01', password: 'Agent1234' }, 'ember', address)).statusCode).toBe(200);
    expect(failureRows(address)).toBe(P.addressCaptchaAfter - 1);
    const wrong = await login({ type: 'username', username: 'nobody1', password: 'bad' }, 'ember', address);
    expect(wrong.json()).toMatchObject({ errorCode: 'LOGIN_FAILED', value: { captcha: true } });
  });
});
