import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE_POLICY as P } from '../security/login-throttle';
import { solvedCaptcha } from '../testing/captcha';
import { sendEncrypted } from '../testing/encryption';
import { useClockedServer } from '../testing/clocked-server';

/**
 * Issue 16's attack: one attacker behind the same address as everyone else (a TLS proxy in front
 * of the server, or a carrier NAT) fails 30 captcha-solved logins against other accounts; the
 * real owner of `demo` must still get in with the right password and a solved captcha. Brute
 * force of one account must still be stopped.
 */
const PROXY = '10.0.0.2';
const server = useClockedServer(Date.UTC(2026, 3, 1, 8, 0), { trustProxy: [PROXY] });

/** A login as the proxy forwards it: from the proxy's socket, naming the client in X-Forwarded-For. */
function throughProxy(client: string, payload: object, device?: string) {
  const headers: Record<string, string> = { merchant: 'aurora', 'x-forwarded-for': client };
  if (device) headers['device-id'] = device;
  return sendEncrypted(server, 'POST', '/wps/session/login', payload, headers, PROXY);
}

/** A login straight from `address` (no proxy), as from behind a carrier NAT. */
function direct(address: string, payload: object, device?: string) {
  return sendEncrypted(server, 'POST', '/wps/session/login', payload, { merchant: 'aurora', ...(device ? { 'device-id': device } : {}) }, address);
}

const captcha = () => solvedCaptcha(server.app.platform);
const owner = () => ({ type: 'username', username: 'demo', password: 'Demo1234', ...captcha() });

const failuresFrom = (address: string) =>
  server.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM login_failure WHERE address = ?').get(address)?.n ?? 0;

/**
 * 30 captcha-solved wrong logins against other accounts from the attacker's address: the first 3
 * sent for real (each costs a full password hash), the rest written as the failures they leave.
 */
async function attackOtherAccounts(address: string, send: (payload: object) => ReturnType<typeof direct>): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const answer = await send({ type: 'username', username: `victim${i}`, password: 'guess1234', ...captcha() });
    expect(answer.json().errorCode).toBe('LOGIN_FAILED');
  }
  expect(failuresFrom(address)).toBe(3);
  const insert = server.db.prepare("INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES ('aurora', ?, ?, ?)");
  for (let i = 3; i < 30; i++) insert.run(`victim${i}`, address, server.now);
}

describe('one attacker behind a shared address', () => {
  it('cannot keep the owner out through a trusted proxy', async () => {
    await attackOtherAccounts('198.51.100.7', (payload) => throughProxy('198.51.100.7', payload));
    const mine = await throughProxy('198.51.100.7', owner());
    expect(mine.statusCode, mine.body).toBe(200);
    // The proxy's own address is not the client's: the failures were counted for the attacker.
    expect(failuresFrom('198.51.100.7')).toBe(30);
    expect(failuresFrom(PROXY)).toBe(0);
  });

  it('cannot keep the owner out from a shared carrier NAT address', async () => {
    await attackOtherAccounts('203.0.113.9', (payload) => direct('203.0.113.9', payload));
    const mine = await direct('203.0.113.9', owner());
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const forged = await sendEncrypted(server, 'POST', '/wps/session/login', { type: 'username', username: 'y', password: 'guess1234' }, { merchant: 'aurora', 'x-forwarded-for': '1.2.3.4' }, '192.0.2.50');
    expect(forged.json().errorCode).toBe('LOGIN_FAILED');
    expect(failuresFrom('192.0.2.50')).toBe(1);
    expect(failuresFrom('1.2.3.4')).toBe(0);
  });

  it('still stops brute force of one account, and lets the owner in on a device that logged in before', async () => {
    const phone = 'owner-phone-0000000000000001';
    expect((await direct('203.0.113.20', { type: 'username', username: 'demo', password: 'Demo1234' }, phone)).statusCode).toBe(200);
    // Earlier guesses at demo's password from the address, then two more for real: the second is refused.
    const insert = server.db.prepare("INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES ('aurora', 'demo', '203.0.113.20', ?)");
    for (let i = 0; i < P.pairRateLimitAfter - 1; i++) insert.run(server.now);
    const guess = (i: number) => throughProxy('203.0.113.20', { type: 'username', username: 'demo', password: `guess${i}`, ...captcha() }, `attacker-device-${String(i).padStart(8, '0')}`);
    expect((await guess(1)).json().errorCode).toBe('LOGIN_FAILED');
    expect((await guess(2)).json().errorCode).toBe('RATE_LIMITED');
    // From another address the account asks for a captcha; its owner's known phone gets straight in.
    expect((await direct('192.0.2.80', { type: 'username', username: 'demo', password: 'Demo1234' })).json().errorCode).toBe('CAPTCHA_REQUIRED');
    expect((await throughProxy('203.0.113.20', owner())).statusCode).toBe(429);
    const onPhone = await throughProxy('203.0.113.20', { type: 'username', username: 'demo', password: 'Demo1234' }, phone);
    expect(onPhone.statusCode, onPhone.body).toBe(200);
  });
});
