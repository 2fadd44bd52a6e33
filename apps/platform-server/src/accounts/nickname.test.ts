import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';

const server = useTestServer();

const setNickname = (headers: Record<string, string>, nickname: string) =>
  server.app.inject({ method: 'PUT', url: '/wps/member/info/nickname', headers, payload: { nickname } });

describe('nickname change', () => {
  it('keeps a nickname the merchant’s rule accepts, trimmed, and answers the member info', async () => {
    const headers = authHeaders(server, 'agent01', 'aurora');
    const response = await setNickname(headers, '  Golden Tiger ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ account: 'agent01', nickname: 'Golden Tiger' });
    const info = await server.app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.json().value.nickname).toBe('Golden Tiger');
  });

  it.each([
    ['empty', '   '],
    ['too short', 'x'],
    ['with markup', '<b>me</b>'],
  ])('refuses a nickname that is %s with the rule’s message', async (_name, nickname) => {
    const response = await setNickname(authHeaders(server, 'agent01', 'aurora'), nickname);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'nickname', messageKey: 'invalid_nickname_format' }] } });
  });

  it('is refused where the merchant has the nickname off, and to trial accounts', async () => {
    server.db.prepare("UPDATE registration_rule SET enabled = 0, required = 0 WHERE merchant_code = 'ember' AND form = 'register' AND field = 'nickname'").run();
    try {
      expect((await setNickname(authHeaders(server, 'agent01', 'ember'), 'Golden Tiger')).json().errorCode).toBe('NO_PERMISSION');
    } finally {
      server.db.prepare("UPDATE registration_rule SET enabled = 1 WHERE merchant_code = 'ember' AND form = 'register' AND field = 'nickname'").run();
    }
    expect((await setNickname(trialHeaders(server), 'Golden Tiger')).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});
