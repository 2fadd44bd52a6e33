import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';
import { maskEmail, maskMobile } from './contact-masking';

const server = useTestServer();

const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });

describe('member info', () => {
  it("gives the session's own account with masked contacts", async () => {
    const response = await get('/wps/member/info', authHeaders(server, 'demo'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      nickname: 'Lucky Juan',
      account: 'demo',
      type: 0,
      clubLabel: { labelName: '0' },
      currency: 'PHP',
      mobile: '+63 917 *** 4567',
      email: 'd***o@example.test',
      hasPaymentPassword: true,
      firstTimeLogin: false,
    });
    expect(response.body).not.toContain('1234567');
  });

  it('names the VIP level and gives each merchant its own account', async () => {
    server.db.prepare("UPDATE member SET vip_level = 3 WHERE merchant_code = 'jade' AND username = 'agent01'").run();
    const jade = (await get('/wps/member/info', authHeaders(server, 'agent01', 'jade'))).json().value;
    expect(jade).toMatchObject({ account: 'agent01', type: 1, clubLabel: { labelName: 'VIP 3' }, mobile: null, hasPaymentPassword: true });
    const aurora = (await get('/wps/member/info', authHeaders(server, 'agent01'))).json().value;
    expect(aurora.id).not.toBe(jade.id);
    expect(aurora.clubLabel.labelName).toBe('0');
  });

  it('does not accept a session on another merchant', async () => {
    const jadeHeaders = authHeaders(server, 'demo', 'jade');
    const response = await get('/wps/member/info', { ...jadeHeaders, merchant: 'aurora' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a trial session its trial account', async () => {
    const response = await get('/wps/member/info', trialHeaders(server));
    expect(response.json().value).toMatchObject({ type: 4, mobile: null, email: null, hasPaymentPassword: false });
    expect(response.json().value.account).toMatch(/^trial\d{8}$/);
  });
});

describe('head icon', () => {
  it('starts from an icon picked from the id and keeps the chosen one', async () => {
    const headers = authHeaders(server, 'demo', 'ember');
    const first = (await get('/wps/member/info/icon', headers)).json().value;
    expect(first.choices).toHaveLength(12);
    expect(first.iconUrl).toBe(`/media/avatars/${first.iconId}.svg`);
    const chosen = await server.app.inject({ method: 'POST', url: '/wps/member/info/icon', headers, payload: { iconId: 7 } });
    expect(chosen.json().value).toMatchObject({ iconId: 7, iconUrl: '/media/avatars/7.svg' });
    expect((await get('/wps/member/info', headers)).json().value.iconUrl).toBe('/media/avatars/7.svg');
    const bad = await server.app.inject({ method: 'POST', url: '/wps/member/info/icon', headers, payload: { iconId: 13 } });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to trial accounts', async () => {
    expect((await get('/wps/member/info/icon', trialHeaders(server))).json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });

  it('serves the preset icons as cached SVG and nothing else', async () => {
    const icon = await server.app.inject({ method: 'GET', url: '/media/avatars/12.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.body).toMatch(/^<svg /);
    for (const other of ['13.svg', '0.svg', '01.svg', '1.png', 'x.svg']) {
      expect((await server.app.inject({ method: 'GET', url: `/media/avatars/${other}` })).statusCode).toBe(404);
    }
  });
});

describe('security settings', () => {
  it('tells what protects the account', async () => {
    const response = await get('/wps/member/securityConfig', authHeaders(server, 'demo'));
    expect(response.json().value).toEqual({ hasPaymentPassword: true, mobileBound: true, emailBound: true, passwordUpdatedAt: null });
    const agent = (await get('/wps/member/securityConfig', authHeaders(server, 'agent01'))).json().value;
    expect(agent).toMatchObject({ hasPaymentPassword: true, mobileBound: false, emailBound: false });
    const player = (await get('/wps/member/securityConfig', authHeaders(server, 'juan8888', 'jade'))).json().value;
    expect(player).toMatchObject({ hasPaymentPassword: false, mobileBound: false, emailBound: false });
  });

  it('is refused to trial accounts', async () => {
    expect((await get('/wps/member/securityConfig', trialHeaders(server))).statusCode).toBe(403);
  });
});

describe('contact masking', () => {
  it('keeps only the country code, the first three and last four digits of a number', () => {
    expect(maskMobile('+639171234567', ['+63', '+1'])).toBe('+63 917 *** 4567');
    expect(maskMobile('+12025550123', ['+63', '+1'])).toBe('+1 202 *** 0123');
  });

  it('keeps the first and last letter of an address', () => {
    expect(maskEmail('demo@example.test')).toBe('d***o@example.test');
    expect(maskEmail('ab@example.test')).toBe('a***@example.test');
  });
});
