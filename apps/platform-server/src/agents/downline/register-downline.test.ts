import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../accounts/password-hash';
import { RegistrationSettingsRepository } from '../../accounts/registration-settings-repository';
import { sendEncrypted } from '../../testing/encryption';
import { authHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { memberId } from '../testing/agent-fixtures';
import { checkRegistration } from './register-downline';

const server = useTestServer();

async function register(payload: object, headers: Record<string, string> = authHeaders(server, 'agent01', 'jade')) {
  return sendEncrypted(server, 'PUT', '/wps/agent/register', payload, headers);
}

const valid = { username: 'newbie01', password: 'Newbie123', confirmPassword: 'Newbie123', birthDate: '1990-05-17' };

/** The age rule of the checks: jade's minimum age, on 27 November 2026 in Manila. */
const AGE = { minimumAge: 21, now: Date.UTC(2026, 10, 27, 4) };

function attemptsOf(agent: number): number {
  return server.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM rate_limit_hit WHERE key = ?').get(`agent-register:${agent}`)?.n ?? 0;
}

describe("the agent registration rules are the merchant's registration rules", () => {
  const jadeRules = () => new RegistrationSettingsRepository(server.db).forMerchant('jade').fields;

  it.each([
    [{ username: 'abc' }, 'username', 'invalid_account_format'],
    [{ username: '1abcd' }, 'username', 'invalid_account_format'],
    [{ username: 'abcdefghijklmnopq' }, 'username', 'invalid_account_format'],
    [{ username: 'ab_cd' }, 'username', 'invalid_account_format'],
    [{ username: '' }, 'username', 'invalid_account_format'],
    [{ password: 'abcdefg', confirmPassword: 'abcdefg' }, 'password', 'invalid_password_format'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password', 'invalid_password_format'],
    [{ password: 'a1b2c', confirmPassword: 'a1b2c' }, 'password', 'invalid_password_format'],
    [{ password: 'a1'.repeat(11), confirmPassword: 'a1'.repeat(11) }, 'password', 'invalid_password_format'],
    [{ confirmPassword: '' }, 'confirmPassword', 'in_incorrect_password'],
    [{ nickname: 'x'.repeat(21) }, 'nickname', 'invalid_nickname_format'],
    [{ nickname: 'Bad<b>' }, 'nickname', 'invalid_nickname_format'],
    [{ birthDate: '2005-11-28' }, 'birthDate', 'under_minimum_age'],
    [{ birthDate: '2005-02-30' }, 'birthDate', 'birth_date_invalid'],
  ])('refuses %o in field %s with its message key', (change, field, messageKey) => {
    expect(() => checkRegistration(jadeRules(), { ...valid, ...change }, AGE)).toThrow(
      expect.objectContaining({ errorCode: 'VALIDATION_FAILED', details: { fields: [{ field, messageKey }] } }),
    );
  });

  it('accepts the edges of each rule and ignores the fields the agent does not fill (jade requires payee name and e-mail of players)', () => {
    expect(checkRegistration(jadeRules(), { username: 'abcd', password: 'abcde1', confirmPassword: 'abcde1', nickname: 'Jo', birthDate: '2005-11-27' }, AGE)).toEqual({
      username: 'abcd',
      password: 'abcde1',
      nickname: 'Jo',
      birthDate: '2005-11-27',
    });
    expect(checkRegistration(jadeRules(), { username: 'a'.repeat(16), password: 'a1'.repeat(10), confirmPassword: 'a1'.repeat(10), birthDate: '1990-05-17' }, AGE).nickname).toBeNull();
  });

  it('follows a merchant that changes its rules', () => {
    server.db.prepare("UPDATE registration_rule SET pattern = '^[a-z]{3,8}$' WHERE merchant_code = 'jade' AND form = 'register' AND field = 'username'").run();
    try {
      expect(checkRegistration(jadeRules(), { ...valid, username: 'abc' }, AGE).username).toBe('abc');
      expect(() => checkRegistration(jadeRules(), valid, AGE)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_FAILED' }));
    } finally {
      server.db.prepare("UPDATE registration_rule SET pattern = ? WHERE merchant_code = 'jade' AND form = 'register' AND field = 'username'").run('^[A-Za-z][A-Za-z0-9]{3,15}$');
    }
  });

  it('drops the nickname where the merchant has no nickname field', () => {
    const rules = { ...jadeRules(), nickname: { enabled: false, required: false, pattern: null, messageKey: 'invalid_nickname_format' } };
    expect(checkRegistration(rules, { ...valid, nickname: 'Anything<>' }, AGE).nickname).toBeNull();
  });

  it('refuses a confirmation that differs, naming the field as accounts does', () => {
    expect(() => checkRegistration(jadeRules(), { ...valid, confirmPassword: 'Other1234' }, AGE)).toThrow(
      expect.objectContaining({ errorCode: 'CONFIRMATION_MISMATCH', details: { fields: [{ field: 'confirmPassword', messageKey: 'in_confirmation_correct' }] } }),
    );
  });
});

describe('PUT /wps/agent/register', () => {
  it("opens a player account in the agent's downline, without a mobile number", async () => {
    const response = await register({ ...valid, nickname: 'Newbie' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ username: 'newbie01', nickname: 'Newbie', balanceMinor: 0, currency: 'PHP', status: 'active', lastLoginAt: null });
    const row = server.db
      .prepare<[string], { type: number; parent_id: number; password_hash: string; mobile: string | null }>(
        "SELECT type, parent_id, password_hash, mobile FROM member WHERE merchant_code = 'jade' AND username = ?",
      )
      .get('newbie01');
    expect(row).toMatchObject({ type: 0, parent_id: memberId(server, 'agent01', 'jade'), mobile: null });
    expect(await verifyPassword('Newbie123', row?.password_hash ?? '')).toBe(true);
    const birthDate = server.db.prepare("SELECT p.birth_date FROM member m JOIN member_profile p ON p.member_id = m.id WHERE m.merchant_code = 'jade' AND m.username = 'newbie01'").pluck().get();
    expect(birthDate).toBe('1990-05-17');
    const list = await server.app.inject({ method: 'GET', url: '/wps/agent/downline?username=newbie', headers: authHeaders(server, 'agent01', 'jade') });
    expect(list.json().value.members).toHaveLength(1);
    // The answer is the member as the team list shows it.
    const shown = { level: 1, parentUsername: 'agent01', isAgent: false, teamSize: 0, depositMinor: 0, turnoverMinor: 0, active: false };
    expect(response.json().value).toMatchObject(shown);
    expect(list.json().value.members[0]).toEqual({ ...response.json().value, ...shown });
  });

  it('accepts no mobile number in the payload (the contract refuses it before any lookup)', async () => {
    const before = server.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM member').get()?.n;
    for (const extra of [{ mobileNum: '09181234599' }, { mobileNum: '09181234599', countryDialingCode: '+63' }, { countryDialingCode: '+63' }]) {
      const response = await register({ ...valid, username: 'withmobile', ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).not.toBe('VALIDATION_FAILED');
      expect(response.body).not.toContain('already registered');
    }
    expect(server.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM member').get()?.n).toBe(before);
  });

  it('refuses a username already used on the merchant, whatever its case', async () => {
    for (const username of ['NEWBIE01', 'demo', 'juan8888']) {
      const response = await register({ ...valid, username });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'USERNAME_TAKEN', value: { fields: [{ field: 'username', messageKey: 'invalid_account_format' }] } });
    }
  });

  it('opens exactly one of two concurrent registrations differing only in letter case', async () => {
    const [first, second] = await Promise.all([register({ ...valid, username: 'Racer01' }), register({ ...valid, username: 'racer01' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const rows = server.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM member WHERE merchant_code = 'jade' AND username = 'racer01' COLLATE NOCASE").get();
    expect(rows?.n).toBe(1);
  });

  it("applies the merchant's rules: bad fields with their message keys, a nickname with '<', a differing confirmation", async () => {
    const bad = await register({ username: '9x', password: 'short', confirmPassword: 'short', birthDate: '1990-05-17' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      value: { fields: [{ field: 'username', messageKey: 'invalid_account_format' }, { field: 'password', messageKey: 'invalid_password_format' }] },
    });
    const nickname = await register({ ...valid, username: 'newbie05', nickname: 'Joe<script>' });
    expect(nickname.statusCode).toBe(400);
    expect(nickname.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'nickname', messageKey: 'invalid_nickname_format' }] } });
    const young = await register({ ...valid, username: 'newbie06', birthDate: '2030-01-01' });
    expect(young.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'birthDate', messageKey: 'birth_date_invalid' }] } });
    const mismatch = await register({ ...valid, username: 'newbie02', confirmPassword: 'Newbie124' });
    expect(mismatch.json()).toMatchObject({ errorCode: 'CONFIRMATION_MISMATCH', value: { fields: [{ field: 'confirmPassword', messageKey: 'in_confirmation_correct' }] } });
    expect(server.db.prepare("SELECT id FROM member WHERE merchant_code = 'jade' AND username IN ('newbie05', 'newbie06', 'newbie02')").all()).toEqual([]);
  });

  it('refuses members and agents where the policy is off', async () => {
    for (const headers of [authHeaders(server, 'demo', 'jade'), authHeaders(server, 'agent01', 'aurora')]) {
      const response = await register({ ...valid, username: 'newbie03' }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'NO_PERMISSION' });
    }
  });

  it('counts every attempt, failed ones included, toward 20 per agent per hour', async () => {
    const agent = memberId(server, 'agent01', 'jade');
    server.db.prepare('DELETE FROM rate_limit_hit WHERE key = ?').run(`agent-register:${agent}`);
    const failures = [
      { ...valid, username: 'demo' },
      { ...valid, username: '9x' },
      { ...valid, username: 'newbie06', confirmPassword: 'Other1234' },
      { ...valid, username: 'newbie06', nickname: '<b>' },
    ];
    for (const payload of failures) expect((await register(payload)).statusCode).toBeGreaterThanOrEqual(400);
    expect(attemptsOf(agent)).toBe(failures.length);
    const now = server.app.platform.now();
    const insert = server.db.prepare('INSERT INTO rate_limit_hit (key, hit_at, expires_at) VALUES (?, ?, ?)');
    for (let i = failures.length; i < 20; i++) insert.run(`agent-register:${agent}`, now - i, now + 60 * 60_000);
    const response = await register({ ...valid, username: 'newbie04' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(server.db.prepare("SELECT id FROM member WHERE merchant_code = 'jade' AND username = 'newbie04'").get()).toBeUndefined();
  });
});
