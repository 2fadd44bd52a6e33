import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { registrationPayload } from './accounts-test-kit';
import { sendEncrypted } from '../testing/encryption';

const server = useTestServer();

const register = (username: string, remoteAddress: string) =>
  sendEncrypted(server, 'PUT', '/wps/member/register', registrationPayload(server, { username }), { merchant: 'aurora' }, remoteAddress);

const countNoCase = (merchant: string, username: string) =>
  server.db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM member WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchant, username)?.n;

describe('usernames are unique per merchant in any letter case', () => {
  it('lets exactly one of two concurrent registrations differing only in case succeed', async () => {
    const [upper, lower] = await Promise.all([register('Alice2026', '10.9.0.1'), register('alice2026', '10.9.0.2')]);
    const statuses = [upper.statusCode, lower.statusCode].sort();
    expect(statuses, `${upper.body} ${lower.body}`).toEqual([200, 409]);
    const refused = upper.statusCode === 409 ? upper : lower;
    expect(refused.json()).toMatchObject({ errorCode: 'USERNAME_TAKEN', value: { fields: [{ field: 'username', messageKey: 'invalid_account_format' }] } });
    expect(countNoCase('aurora', 'alice2026')).toBe(1);
  });

  it('is enforced by the database itself, per merchant', () => {
    const insert = server.db.prepare<[string, string]>(
      "INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES (?, ?, '!test', 0, 0)",
    );
    insert.run('aurora', 'CaseTest1');
    expect(() => insert.run('aurora', 'casetest1')).toThrow(/UNIQUE constraint failed/);
    expect(() => insert.run('aurora', 'CASETEST1')).toThrow(/UNIQUE constraint failed/);
    insert.run('jade', 'casetest1');
    expect(countNoCase('aurora', 'casetest1')).toBe(1);
    expect(countNoCase('jade', 'casetest1')).toBe(1);
    const indexes = server.db.prepare<[], { name: string; unique: number }>("SELECT name, \"unique\" FROM pragma_index_list('member')").all();
    expect(indexes).toContainEqual({ name: 'member_username_nocase_unique', unique: 1 });
    expect(indexes.map((index) => index.name)).not.toContain('member_username_nocase');
  });
});
