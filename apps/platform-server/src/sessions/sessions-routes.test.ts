import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../testing/captcha';
import { encryptedRequest, sendEncrypted } from '../testing/encryption';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { FREE_PLAY_LIMITS } from './sessions-routes';
import { TRIAL_DEMO_BALANCE_MINOR } from './trial-accounts';

const server = useTestServer();

async function login(payload: object, merchant = 'aurora', ip = '10.0.0.1') {
  return sendEncrypted(server, 'POST', '/wps/session/login', payload, { merchant }, ip);
}

const memberInfo = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/wps/member/trialuser', headers });

describe('login', () => {
  it('logs a member in with username and password, first login flagged once', async () => {
    const first = await login({ type: 'username', username: 'demo', password: 'Demo1234' }, 'ember');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ merchantCode: 'ember', userName: 'demo', type: 0, firstTimeLogin: true });
    expect(first.json().value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await login({ type: 'username', username: 'DEMO', password: 'Demo1234' }, 'ember');
    expect(second.json().value.firstTimeLogin).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    const token = (await login({ type: 'username', username: 'agent01', password: 'Agent1234' })).json().value.token as string;
    const rows = server.db.prepare('SELECT hex(token_hash) AS h FROM session').all() as { h: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.h.includes(Buffer.from(token).toString('hex').toUpperCase()))).toBe(false);
  });

  it('answers the same LOGIN_FAILED for a wrong password and an unknown account', async () => {
    const wrong = await login({ type: 'username', username: 'demo', password: 'nope' }, 'jade', '10.0.1.1');
    const unknown = await login({ type: 'username', username: 'nobody-here', password: 'nope' }, 'jade', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ errorCode: 'LOGIN_FAILED', value: { captcha: false } });
  });

  it('asks for a captcha after three failures of an account, then accepts a right password with a right captcha', async () => {
    for (let i = 0; i < 2; i++) await login({ type: 'username', username: 'agent01', password: 'bad' }, 'ember', `10.0.2.${i}`);
    const third = await login({ type: 'username', username: 'agent01', password: 'bad' }, 'ember', '10.0.2.9');
    expect(third.json()).toMatchObject({ errorCode: 'LOGIN_FAILED', value: { captcha: true } });

    const missing = await login({ type: 'username', username: 'agent01', password: 'Agent1234' }, 'ember');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const wrongAnswer = solvedCaptcha(server.app.platform, '12345');
    const wrong = await login({ type: 'username', username: 'agent01', password: 'Agent1234', ...wrongAnswer, captcha: '54321' }, 'ember');
    expect(wrong.json()).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR', value: { captcha: true } });

    const used = solvedCaptcha(server.app.platform, '12345');
    const badPassword = await login({ type: 'username', username: 'agent01', password: 'bad', ...used }, 'ember');
    expect(badPassword.json()).toMatchObject({ errorCode: 'LOGIN_FAILED', value: { captcha: true } });
    const reused = await login({ type: 'username', username: 'agent01', password: 'Agent1234', ...used }, 'ember');
    expect(reused.json().errorCode).toBe('VERIFICATION_CODE_ERROR');

    const fresh = solvedCaptcha(server.app.platform, '12345');
    const right = await login({ type: 'username', username: 'agent01', password: 'Agent1234', ...fresh }, 'ember');
    expect(right.statusCode, right.body).toBe(200);
  });

  it('refuses one account from one address after 10 failures for a while (429 with Retry-After), without locking the account', async () => {
    const insert = server.db.prepare("INSERT INTO login_failure (merchant_code, username, address, failed_at) VALUES ('aurora', ?, '10.9.9.9', ?)");
    for (let i = 0; i < 10; i++) insert.run('demo', server.app.platform.now());
    const refused = await login({ type: 'username', username: 'demo', password: 'Demo1234' }, 'aurora', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await login({ type: 'username', username: 'demo', password: 'Demo1234', ...solvedCaptcha(server.app.platform) }, 'aurora', '10.9.9.10');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('refuses a replayed encrypted body', async () => {
    const body = await encryptedRequest(server, { type: 'username', username: 'demo', password: 'Demo1234' });
    const send = () => server.app.inject({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'aurora', ...body.headers }, payload: body.payload });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorCode: 'ENCRYPTION_INVALID', value: { reason: 'REPLAYED' } });
  });

  it('refuses a stale body, a foreign key id and a payload that breaks the contract', async () => {
    const stale = await encryptedRequest(server, { type: 'username', username: 'demo', password: 'Demo1234' }, { iat: server.app.platform.now() - 10 * 60_000 });
    const staleResponse = await server.app.inject({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'aurora', ...stale.headers }, payload: stale.payload });
    expect(staleResponse.json()).toMatchObject({ errorCode: 'ENCRYPTION_INVALID', value: { reason: 'STALE' } });

    const foreign = await encryptedRequest(server, { type: 'username', username: 'demo', password: 'Demo1234' });
    const foreignResponse = await server.app.inject({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'aurora', encryption: 'JWE;kid=other' }, payload: foreign.payload });
    expect(foreignResponse.json().errorCode).toBe('ENCRYPTION_INVALID');

    const broken = await login({ type: 'username', username: 'demo' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCode).toBe('BAD_REQUEST');

    const plain = await server.app.inject({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'aurora' }, payload: { type: 'username', username: 'demo', password: 'Demo1234' } });
    expect(plain.statusCode).toBe(400);
  });

  it('offers SMS login only where MOBILEVERCODELOGIN3 is on and never third-party sign-in', async () => {
    const jade = await login({ type: 'sms', username: '09171234567', password: '123456', countryDialingCode: '+63' }, 'jade');
    expect(jade.json().errorCode).toBe('NO_PERMISSION');
    const firebase = await login({ type: 'firebase', username: 'x', password: 'y' }, 'aurora');
    expect(firebase.json().errorCode).toBe('NO_PERMISSION');
  });

  it('logs in by SMS code on a merchant with SMS login, once per code', async () => {
    server.db.prepare("UPDATE member SET mobile = '+639170000001' WHERE merchant_code = 'aurora' AND username = 'agent01'").run();
    const issued = await server.app.platform.sms.issue({
      merchant: 'aurora',
      purpose: 'login',
      countryDialingCode: '+63',
      mobileNumber: '0917 000 0001',
      clientAddress: '10.0.3.1',
    });
    expect(issued.ok).toBe(true);
    const code = (server.db.prepare("SELECT body FROM sms_outbox WHERE to_number = '+639170000001' ORDER BY id DESC").get() as { body: string }).body.match(/\d{6}/)?.[0];
    const payload = { type: 'sms', username: '09170000001', password: code, countryDialingCode: '+63' };
    const ok = await login(payload, 'aurora', '10.0.3.1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.userName).toBe('agent01');
    const again = await login(payload, 'aurora', '10.0.3.1');
    expect(again.json().errorCode).toBe('LOGIN_FAILED');
  });
});

describe('sessions', () => {
  it('refuses a revoked token after logout with SESSION_EXPIRED, and a missing one with NOT_LOGGED_IN', async () => {
    const headers = trialHeaders(server);
    expect((await memberInfo(headers)).statusCode).toBe(200);
    const logout = await server.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    expect(logout.json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    const after = await memberInfo(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('SESSION_EXPIRED');
    expect((await server.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers })).statusCode).toBe(200);
    const none = await memberInfo({ merchant: 'aurora' });
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('NOT_LOGGED_IN');
  });

  it('does not accept a token of one merchant on another', async () => {
    const headers = trialHeaders(server, 'aurora');
    const other = await memberInfo({ ...headers, merchant: 'ember' });
    expect(other.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const headers = trialHeaders(server);
    server.db.prepare('UPDATE session SET expires_at = 1').run();
    expect((await memberInfo(headers)).json().errorCode).toBe('SESSION_EXPIRED');
  });
});

describe('free play', () => {
  it('starts a trial session with a demo balance', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { merchant: 'jade' }, remoteAddress: '10.0.4.1' });
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json().value;
    expect(info).toMatchObject({ type: 4, customerType: 4, merchantCode: 'jade', firstTimeLogin: true });
    const trial = await memberInfo({ merchant: 'jade', authorization: info.token });
    expect(trial.json().value).toMatchObject({ userName: info.userName, demoBalanceMinor: TRIAL_DEMO_BALANCE_MINOR, currency: 'PHP' });
  });

  it('limits free-play sessions per device, and per address high enough for a carrier NAT', async () => {
    const start = (device?: string) =>
      server.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { merchant: 'aurora', ...(device ? { 'device-id': device } : {}) }, remoteAddress: '10.0.5.1' });
    for (let i = 0; i < FREE_PLAY_LIMITS.device.limit; i++) expect((await start('phone-0000000000000001')).statusCode).toBe(200);
    const refused = await start('phone-0000000000000001');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('RATE_LIMITED');
    // The other players behind the address are not refused, up to its own limit.
    const others = FREE_PLAY_LIMITS.address.limit - FREE_PLAY_LIMITS.device.limit;
    for (let i = 0; i < others; i++) expect((await start(`phone-${String(i + 2).padStart(16, '0')}`)).statusCode, `session ${i}`).toBe(200);
    expect((await start('phone-9999999999999999')).statusCode).toBe(429);
  });

  it('answers NO_PERMISSION for the trial account call of a real account', async () => {
    const response = await memberInfo(authHeaders(server, 'demo'));
    expect(response.statusCode).toBe(403);
  });
});
