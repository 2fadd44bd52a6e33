import { describe, expect, it } from 'vitest';
import { useClockedServer } from '../testing/clocked-server';
import { sendEncrypted } from '../testing/encryption';
import { registrationPayload } from './accounts-test-kit';

// 27 November 2026, 00:30 in Manila (still the 26th in UTC).
const server = useClockedServer(Date.UTC(2026, 10, 26, 16, 30));

const register = (payload: object, merchant = 'aurora') => sendEncrypted(server, 'PUT', '/wps/member/register', payload, { merchant });

describe('the minimum age at registration', () => {
  it('takes a player who turned 21 today in Manila and refuses one a day younger, even with the box ticked', async () => {
    const older = await register(registrationPayload(server, { username: 'turned21', birthDate: '2005-11-27' }));
    expect(older.statusCode, older.body).toBe(200);
    const younger = await register(registrationPayload(server, { username: 'almost21', birthDate: '2005-11-28', ageConfirmed: true }));
    expect(younger.statusCode).toBe(400);
    expect(younger.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'birthDate', messageKey: 'under_minimum_age' }] } });
    const stored = server.db.prepare("SELECT p.birth_date FROM member m JOIN member_profile p ON p.member_id = m.id WHERE m.username = 'turned21'").pluck().get();
    expect(stored).toBe('2005-11-27');
  });

  it('refuses a missing, impossible or future date of birth', async () => {
    const missing = await register(registrationPayload(server, { username: 'nodate1', birthDate: undefined }));
    expect(missing.statusCode).toBe(400);
    for (const birthDate of ['2005-02-30', '2030-01-01', '27/11/2000']) {
      const response = await register(registrationPayload(server, { username: 'baddate1', birthDate }));
      expect(response.json(), birthDate).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'birthDate', messageKey: 'birth_date_invalid' }] } });
    }
  });

  it('applies the merchant minimum age: 18 on the lottery brand', async () => {
    server.db.prepare("UPDATE merchant SET maintenance = 0 WHERE code = 'lumen'").run();
    const settings = (await server.app.inject({ url: '/wps/system/setting/register', headers: { merchant: 'lumen' } })).json().value;
    expect(settings.minimumAge).toBe(18);
    const eighteen = await register(registrationPayload(server, { username: 'lotto18', birthDate: '2008-11-27', registerUrl: 'https://lumen.localhost/m/register' }), 'lumen');
    expect(eighteen.statusCode, eighteen.body).toBe(200);
    const onAurora = await register(registrationPayload(server, { username: 'casino18', birthDate: '2008-11-27' }));
    expect(onAurora.json().value.fields).toEqual([{ field: 'birthDate', messageKey: 'under_minimum_age' }]);
  });
});
