import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { memberId } from '../testing/agent-fixtures';
import { solvedCaptcha } from '../../testing/captcha';

const server = useTestServer();

const captcha = () => solvedCaptcha(server.app.platform, '31415');

function send(body: object, headers: Record<string, string> = authHeaders(server, 'demo')) {
  return server.app.inject({ method: 'PUT', url: '/wps/feedback', headers, payload: body });
}

const TWENTY = 'abcdefghij0123456789';

describe('PUT /wps/feedback', () => {
  it('refuses 19 characters and accepts 20 and 200 (after trimming), keeping the captcha for the next try', async () => {
    const answer = captcha();
    const short = await send({ content: `  ${TWENTY.slice(1)}   `, type: 1, ...answer });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'content', messageKey: 'feedback_length' }] } });
    const ok = await send({ content: `  ${TWENTY}  `, type: 1, sender: 'demo', ...answer });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ feedbackId: expect.any(Number), type: 1, createdAt: expect.any(Number) });
    const stored = server.db.prepare<[number], { content: string; member_id: number }>('SELECT content, member_id FROM member_feedback WHERE id = ?').get(ok.json().value.feedbackId);
    expect(stored).toEqual({ content: TWENTY, member_id: memberId(server, 'demo') });
    expect((await send({ content: 'x'.repeat(200), type: 0, ...captcha() })).statusCode).toBe(200);
    const long = await send({ content: 'x'.repeat(201), type: 0, ...captcha() });
    expect(long.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'content', messageKey: 'feedback_length' }] } });
  });

  it('counts characters as UTF-16 code units, like the counter', async () => {
    const emoji = await send({ content: '😀'.repeat(10), type: 0, ...captcha() });
    expect(emoji.statusCode).toBe(200);
  });

  it('needs the captcha, refuses a wrong one and a reused one', async () => {
    const missing = await send({ content: TWENTY, type: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED' });
    const wrong = await send({ content: TWENTY, type: 3, captchaId: captcha().captchaId, captcha: '99999' });
    expect(wrong.json()).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR' });
    const once = captcha();
    expect((await send({ content: TWENTY, type: 3, ...once }, authHeaders(server, 'demo', 'ember'))).statusCode).toBe(200);
    const reused = await send({ content: TWENTY, type: 3, ...once }, authHeaders(server, 'demo', 'ember'));
    expect(reused.json()).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR' });
    // An answer without the id of its challenge is no captcha at all, as on every other form.
    const noId = await send({ content: TWENTY, type: 3, captcha: '31415' });
    expect(noId.json()).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED' });
  });

  it("records the session's account whatever sender says, and an unset type as other", async () => {
    const response = await send({ content: TWENTY, type: -1, sender: 'agent01', ...captcha() }, authHeaders(server, 'demo', 'ember'));
    expect(response.json().value.type).toBe(0);
    const stored = server.db.prepare<[number], { member_id: number; type: number }>('SELECT member_id, type FROM member_feedback WHERE id = ?').get(response.json().value.feedbackId);
    expect(stored).toEqual({ member_id: memberId(server, 'demo', 'ember'), type: 0 });
    expect((await send({ content: TWENTY, type: 5, ...captcha() })).statusCode).toBe(400);
  });

  it('allows 5 feedbacks per member per hour', async () => {
    const headers = authHeaders(server, 'agent01');
    for (let i = 0; i < 5; i++) expect((await send({ content: TWENTY, type: 4, ...captcha() }, headers)).statusCode).toBe(200);
    const limited = await send({ content: TWENTY, type: 4, ...captcha() }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses guests, trial accounts and merchants with the module off', async () => {
    const guest = await send({ content: TWENTY, type: 1, ...captcha() }, { merchant: 'aurora' });
    expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'NOT_LOGGED_IN']);
    const trial = await send({ content: TWENTY, type: 1, ...captcha() }, trialHeaders(server));
    expect([trial.statusCode, trial.json().errorCode]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    server.db.prepare("UPDATE merchant_feature SET enabled = 0 WHERE merchant_code = 'jade' AND mod_id = 'FEEDBACK3'").run();
    const off = await send({ content: TWENTY, type: 1, ...captcha() }, authHeaders(server, 'demo', 'jade'));
    expect([off.statusCode, off.json().errorCode]).toEqual([403, 'NO_PERMISSION']);
  });
});
