import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/open-database';
import { createSeededTestDb } from '../testing/test-db';
import type { TestServer } from '../testing/test-db';
import { outboxCode, registrationPayload, requestSmsCode } from './accounts-test-kit';
import { sendEncrypted } from '../testing/encryption';
import { SMS_CODE_DEFAULTS } from '../verification/sms-code-service';

/** A development server and a production one over one seeded database, both on a clock the tests move. */
const clock = { now: Date.UTC(2026, 2, 1) };
const server = {} as TestServer;
let production: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await createSeededTestDb();
  server.db = db;
  server.app = await buildApp({ db, defaultMerchant: 'aurora', development: true, now: () => clock.now });
  production = await buildApp({ db, defaultMerchant: 'aurora', development: false, now: () => clock.now });
}, 60_000);

afterAll(async () => {
  await server.app.close();
  await production.close();
  db.close();
});

const noLogin = (mobileNum: string, purpose: 'login' | 'reset', remoteAddress?: string) =>
  requestSmsCode(server, '/wps/verification/sms/noLogin', { mobileNum, purpose }, { remoteAddress });

function outboxCount(): number {
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM sms_outbox').get()?.n ?? 0;
}

describe('sending SMS codes', () => {
  it('sends a registration code and answers when the player may ask again', async () => {
    const response = await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '0917 600 0001' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ expirationTime: clock.now + 60_000 });
    expect(await outboxCode(server, '09176000001', 'register')).toMatch(/^\d{6}$/);
  });

  it('refuses to send again before expirationTime with 429 and the same expirationTime', async () => {
    const refused = await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '09176000001' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().value).toMatchObject({ retryAfterSeconds: 60, expirationTime: clock.now + 60_000 });
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('refuses a number that is not a mobile number, a missing and a wrong captcha', async () => {
    const bad = await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '12' });
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'mobileNum' }] } });
    const missing = await server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'aurora' },
      payload: { mobileNum: '09176000002', countryDialingCode: '+63' },
    });
    expect(missing.json().errorCode).toBe('CAPTCHA_REQUIRED');
    const wrong = await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '09176000002', captcha: '99999' });
    expect(wrong.json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });

  it('is refused where the module is off', async () => {
    const register = await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '09176000003' }, { merchant: 'jade' });
    expect(register.statusCode).toBe(403);
    const login = await requestSmsCode(server, '/wps/verification/sms/noLogin', { mobileNum: '09176000003', purpose: 'login' }, { merchant: 'jade' });
    expect(login.json().errorCode).toBe('NO_PERMISSION');
  });
});

describe('no account enumeration through SMS codes', () => {
  it('answers the same for a number with and without an account, but sends only to the account', async () => {
    const before = outboxCount();
    const known = await noLogin('09171234567', 'reset', '10.1.0.1');
    const unknown = await noLogin('09179999999', 'reset', '10.1.0.1');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    expect(outboxCount()).toBe(before + 1);
    const knownAgain = await noLogin('09171234567', 'reset', '10.1.0.1');
    const unknownAgain = await noLogin('09179999999', 'reset', '10.1.0.1');
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
  });

  it('pretends to send a registration code to a registered number', async () => {
    const before = outboxCount();
    const response = await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum: '09171234567' });
    expect(response.json().value).toEqual({ expirationTime: clock.now + 60_000 });
    expect(outboxCount()).toBe(before);
  });

  it('counts pretended sends in the per-device limit like real ones', async () => {
    const device = 'phone-00000000000000a9';
    for (let i = 0; i < SMS_CODE_DEFAULTS.perDevice.limit; i++) {
      const sent = await requestSmsCode(server, '/wps/verification/sms/noLogin', { mobileNum: `0917800${String(i).padStart(4, '0')}`, purpose: 'login' }, { remoteAddress: `10.1.0.${i}`, device });
      expect(sent.statusCode).toBe(200);
    }
    const refused = await requestSmsCode(server, '/wps/verification/sms/noLogin', { mobileNum: '09171234567', purpose: 'login' }, { remoteAddress: '10.1.1.1', device });
    expect(refused.statusCode).toBe(429);
  });
});

describe('SMS code lifetime', () => {
  it('accepts a code once and not after it expired', async () => {
    const mobileNum = '09176100001';
    await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum });
    clock.now += 5 * 60_000;
    const expired = await sendEncrypted(
      server,
      'PUT',
      '/wps/member/register/mobile',
      registrationPayload(server, { username: 'lateplayer', mobileNum, countryDialingCode: '+63', verificationCode: await outboxCode(server, mobileNum, 'register') }),
    );
    expect(expired.json().errorCode).toBe('VERIFICATION_CODE_ERROR');
    await requestSmsCode(server, '/wps/verification/sms/register', { mobileNum });
    const code = await outboxCode(server, mobileNum, 'register');
    const payload = { mobileNum, countryDialingCode: '+63', verificationCode: code };
    const first = await sendEncrypted(server, 'PUT', '/wps/member/register/mobile', registrationPayload(server, { username: 'ontime1', ...payload }));
    expect(first.statusCode, first.body).toBe(200);
    const reused = await sendEncrypted(server, 'PUT', '/wps/member/register/mobile', registrationPayload(server, { username: 'ontime2', ...payload }));
    expect(reused.json().errorCode).toBe('VERIFICATION_CODE_ERROR');
  });
});

describe('development-only calls', () => {
  it('are absent from a production server', async () => {
    const sms = await production.inject({
      method: 'GET',
      url: '/wps/dev/sms-outbox',
      query: { mobileNum: '09176000001', countryDialingCode: '+63', purpose: 'register' },
      headers: { merchant: 'aurora' },
    });
    expect(sms.statusCode).toBe(404);
    expect(sms.json().errorCode).toBe('NOT_FOUND');
    const email = await production.inject({ method: 'GET', url: '/wps/dev/email-outbox', query: { to: 'demo@example.test' }, headers: { merchant: 'aurora' } });
    expect(email.statusCode).toBe(404);
    const present = await server.app.inject({
      method: 'GET',
      url: '/wps/dev/sms-outbox',
      query: { mobileNum: '09176000001', countryDialingCode: '+63', purpose: 'register' },
      headers: { merchant: 'aurora' },
    });
    expect(present.statusCode).toBe(200);
  });

  it('answers 404 when no code was sent', async () => {
    const none = await server.app.inject({
      method: 'GET',
      url: '/wps/dev/sms-outbox',
      query: { mobileNum: '09170000123', countryDialingCode: '+63', purpose: 'login' },
      headers: { merchant: 'aurora' },
    });
    expect(none.statusCode).toBe(404);
  });
});
