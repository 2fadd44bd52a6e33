import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/test-db';

const server = useTestServer();
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/status', () => {
  it('answers in the envelope for the merchant of the host name', async () => {
    const response = await get('/wps/system/status', { host: 'jade.localhost:8080' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      errorCode: null,
      message: null,
      value: { merchantCode: 'jade', maintenance: false, regionRestriction: false },
    });
  });

  it('reports maintenance for a merchant under maintenance', async () => {
    const body = (await get('/wps/system/status', { merchant: 'lumen' })).json();
    expect(body.value).toMatchObject({ merchantCode: 'lumen', maintenance: true });
    expect(body.value.maintenanceMessage).toMatch(/upgrading/);
  });

  it('reports a region restriction for a blocked address (onyx refuses this machine)', async () => {
    const body = (await get('/wps/system/status', { host: 'onyx.localhost:8080' })).json();
    expect(body.value).toMatchObject({ merchantCode: 'onyx', maintenance: false, regionRestriction: true, location: { ip: '127.0.0.1' } });
  });

  it('reports no restriction where the blocked prefixes miss the address', async () => {
    const body = (await get('/wps/system/status', { merchant: 'aurora' })).json();
    expect(body.value).toMatchObject({ regionRestriction: false, location: { ip: '127.0.0.1' } });
  });

  it('answers 404 MERCHANT_NOT_FOUND for an unknown Merchant header', async () => {
    const response = await get('/wps/system/status', { merchant: 'nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'MERCHANT_NOT_FOUND', value: null });
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('gives brand, theme pack and the feature tree of the merchant', async () => {
    const body = (await get('/wps/system/whitelabel?merchant=jade')).json();
    expect(body.value).toMatchObject({ merchantCode: 'jade', siteName: 'Jade Lotto', theme: { pack: 'jade', defaultMode: 'dark' } });
    const agentPolicy = body.value.features.find((f: { modId: string }) => f.modId === 'AGENTPOLICY3');
    expect(agentPolicy).toMatchObject({ enabled: true });
    expect(agentPolicy.childrenNodes.map((c: { modId: string }) => c.modId)).toContain('COMM3');
  });

  it('gives each demo brand its own pack', async () => {
    const packs = await Promise.all(
      ['aurora', 'jade', 'ember'].map(async (code) => (await get('/wps/system/whitelabel', { host: `${code}.localhost` })).json().value.theme.pack),
    );
    expect(packs).toEqual(['aurora', 'jade', 'ember']);
  });
});

describe('errors', () => {
  it('answers an unknown call with a 404 envelope, never an HTML page', async () => {
    const response = await get('/wps/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('answers a malformed body with a 4xx envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wps/system/status',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers a path the router refuses (broken percent-encoding, a segment past its length) with a 4xx envelope', async () => {
    for (const [url, status] of [['/wps/deposit/%E0%A4%A', 400], [`/wps/deposit/${'9'.repeat(200)}`, 414]] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(Object.keys(response.json()).sort()).toEqual(['errorCode', 'message', 'success', 'value']);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    }
  });
});

describe('a merchant that refuses the visitor’s region', () => {
  it('still answers the system calls the app needs to show the access-restricted page', async () => {
    const whitelabel = await get('/wps/system/whitelabel', { merchant: 'onyx' });
    expect(whitelabel.statusCode).toBe(200);
    expect(whitelabel.json().value).toMatchObject({ merchantCode: 'onyx', siteName: 'Onyx Play', theme: { pack: 'jade', defaultMode: 'light' } });
  });

  it('refuses every other call with 403 REGION_RESTRICTED', async () => {
    const response = await get('/wps/game/vassgameType', { host: 'onyx.localhost' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'REGION_RESTRICTED', value: null });
  });
});

describe('seed', () => {
  it('holds the game catalogue with each merchant’s vendor order, ember without cockfight', () => {
    const count = (sql: string, ...args: string[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
    expect(count('SELECT count(*) AS n FROM game')).toBeGreaterThanOrEqual(2000);
    const cockfight = "SELECT count(*) AS n FROM merchant_game_vendor WHERE merchant_code = ? AND game_category = 'COCKFIGHT'";
    expect(count(cockfight, 'ember')).toBe(0);
    expect(count(cockfight, 'jade')).toBeGreaterThan(0);
  });
});

describe('GET /wps/captcha', () => {
  it('issues a fresh single-use PNG challenge that is never cached', async () => {
    const first = await get('/wps/captcha', { merchant: 'aurora' });
    const second = await get('/wps/captcha', { merchant: 'aurora' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = first.json().value;
    expect(Buffer.from(challenge.imageBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(challenge.captchaId).not.toBe(second.json().value.captchaId);
    const stored = server.db.prepare('SELECT answer_hash FROM captcha_challenge WHERE id = ?').get(challenge.captchaId);
    expect(stored).toBeDefined();
  });
});
