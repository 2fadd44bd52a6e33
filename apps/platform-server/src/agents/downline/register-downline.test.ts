import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../accounts/password-hash';
import { encryptedRequest } from '../../testing/encryption';
import { authHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { memberId } from '../testing/agent-fixtures';
import { checkRegistration } from './register-downline';

const server = useTestServer();

async function register(payload: object, headers: Record<string, string> = authHeaders(server, 'agent01', 'jade')) {
  const encrypted = await encryptedRequest(server, payload);
  return server.app.inject({ method: 'PUT', url: '/wps/agent/register', headers: { ...headers, ...encrypted.headers }, payload: encrypted.payload });
}

const valid = { username: 'newbie01', password: 'Newbie123', confirmPassword: 'Newbie123' };

describe('the agent registration rules', () => {
  it.each([
    [{ username: 'abc' }, 'username'],
    [{ username: '1abcd' }, 'username'],
    [{ username: 'abcdefghijklmnopq' }, 'username'],
    [{ username: 'ab_cd' }, 'username'],
    [{ password: 'abcdefg', confirmPassword: 'abcdefg' }, 'password'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password'],
    [{ password: 'a1b2c', confirmPassword: 'a1b2c' }, 'password'],
    [{ password: 'a1'.repeat(11), confirmPassword: 'a1'.repeat(11) }, 'password'],
    [{ nickname: 'x'.repeat(21) }, 'nickname'],
    [{ mobileNum: '12345' }, 'mobileNum'],
  ])('refuses %o in field %s', (change, field) => {
    expect(() => checkRegistration({ ...valid, ...change })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_FAILED', details: { fields: [expect.objectContaining({ field })] } }));
  });

  it('accepts the edges of each rule and normalises the mobile number', () => {
    expect(checkRegistration({ username: 'abcd', password: 'abcde1', confirmPassword: 'abcde1', mobileNum: '0917 123 4567' })).toMatchObject({ mobileE164: '+639171234567' });
    expect(checkRegistration({ username: 'a'.repeat(16), password: 'a1'.repeat(10), confirmPassword: 'a1'.repeat(10) }).nickname).toBeNull();
  });

  it('refuses a confirmation that differs', () => {
    expect(() => checkRegistration({ ...valid, confirmPassword: 'Other1234' })).toThrow(expect.objectContaining({ errorCode: 'CONFIRMATION_MISMATCH' }));
  });
});

describe('PUT /wps/agent/register', () => {
  it("opens a player account in the agent's downline", async () => {
    const response = await register({ ...valid, nickname: 'Newbie', mobileNum: '09181234567' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ username: 'newbie01', nickname: 'Newbie', balanceMinor: 0, currency: 'PHP', status: 'active', lastLoginAt: null });
    const row = server.db
      .prepare<[string], { type: number; parent_id: number; password_hash: string; mobile: string }>(
        "SELECT type, parent_id, password_hash, mobile FROM member WHERE merchant_code = 'jade' AND username = ?",
      )
      .get('newbie01');
    expect(row).toMatchObject({ type: 0, parent_id: memberId(server, 'agent01', 'jade'), mobile: '+639181234567' });
    expect(await verifyPassword('Newbie123', row?.password_hash ?? '')).toBe(true);
    const list = await server.app.inject({ method: 'GET', url: '/wps/agent/downline?username=newbie', headers: authHeaders(server, 'agent01', 'jade') });
    expect(list.json().value.members).toHaveLength(1);
  });

  it('refuses a username already used on the merchant, whatever its case', async () => {
    for (const username of ['NEWBIE01', 'demo', 'juan8888']) {
      const response = await register({ ...valid, username });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'USERNAME_TAKEN' });
    }
  });

  it('refuses bad fields with VALIDATION_FAILED listing them, and a differing confirmation', async () => {
    const bad = await register({ username: '9x', password: 'short', confirmPassword: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'username' }, { field: 'password' }] } });
    const mismatch = await register({ ...valid, username: 'newbie02', confirmPassword: 'Newbie124' });
    expect(mismatch.json()).toMatchObject({ errorCode: 'CONFIRMATION_MISMATCH' });
  });

  it('refuses members and agents where the policy is off', async () => {
    for (const headers of [authHeaders(server, 'demo', 'jade'), authHeaders(server, 'agent01', 'aurora')]) {
      const response = await register({ ...valid, username: 'newbie03' }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'NO_PERMISSION' });
    }
  });

  it('opens at most 20 accounts per agent per hour', async () => {
    const agent = memberId(server, 'agent01', 'jade');
    const now = server.app.platform.now();
    const insert = server.db.prepare('INSERT INTO rate_limit_hit (key, hit_at, expires_at) VALUES (?, ?, ?)');
    for (let i = 0; i < 20; i++) insert.run(`agent-register:${agent}`, now - i, now + 60 * 60_000);
    const response = await register({ ...valid, username: 'newbie04' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });
});
