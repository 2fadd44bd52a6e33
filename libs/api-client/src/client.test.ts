import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from './client';
import { getSystemStatus, getWhitelabel } from './endpoints/system';
import { PlatformError } from './platform-error';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const status = {
  merchantCode: 'aurora',
  maintenance: false,
  regionRestriction: false,
  location: { ip: '127.0.0.1' },
};

function client(overrides: { token?: string | null; merchant?: string | null; timeoutMs?: number; deviceId?: string } = {}) {
  return createPlatformClient({
    baseUrl: BASE,
    caller: { merchantCode: overrides.merchant ?? null, token: overrides.token ?? null, language: 'EN', deviceId: overrides.deviceId },
    timeoutMs: overrides.timeoutMs,
  });
}

async function failureOf(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('platform client', () => {
  it('sends Merchant, the bare token, Language and Device-Id, and returns the envelope value', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/wps/system/status`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: status, errorCode: null, message: null });
      }),
    );
    await expect(getSystemStatus(client({ token: 'tok123', merchant: 'aurora', deviceId: 'device-0000000000000001' }))).resolves.toEqual(status);
    expect(seen?.get('Merchant')).toBe('aurora');
    expect(seen?.get('Authorization')).toBe('tok123');
    expect(seen?.get('Language')).toBe('EN');
    expect(seen?.get('Device-Id')).toBe('device-0000000000000001');
  });

  it('leaves Merchant, Authorization and Device-Id out until they are known', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/wps/system/status`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: status, errorCode: null, message: null });
      }),
    );
    await getSystemStatus(client());
    expect(seen?.has('Merchant')).toBe(false);
    expect(seen?.has('Authorization')).toBe(false);
    expect(seen?.has('Device-Id')).toBe(false);
  });

  it('turns a failed envelope into a typed error with its code and details', async () => {
    server.use(
      http.get(`${BASE}/wps/system/whitelabel`, () =>
        HttpResponse.json(
          { success: false, value: { hint: 1 }, errorCode: 'MERCHANT_NOT_FOUND', message: 'No such merchant' },
          { status: 404 },
        ),
      ),
    );
    const error = await failureOf(getWhitelabel(client()));
    expect(error).toMatchObject({ code: 'MERCHANT_NOT_FOUND', status: 404, value: { hint: 1 } });
    expect(error.isTransportFailure).toBe(false);
  });

  it('treats success:false with HTTP 200 as a failure too', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'RATE_LIMITED', message: 'Slow down' }),
      ),
    );
    expect((await failureOf(getSystemStatus(client()))).code).toBe('RATE_LIMITED');
  });

  it('reports an unreachable network as NETWORK', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()));
    const error = await failureOf(getSystemStatus(client()));
    expect(error.code).toBe('NETWORK');
    expect(error.isTransportFailure).toBe(true);
  });

  it('reports a slow platform as TIMEOUT', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, value: status, errorCode: null, message: null });
      }),
    );
    expect((await failureOf(getSystemStatus(client({ timeoutMs: 50 })))).code).toBe('TIMEOUT');
  });

  it('reports a body that is not an envelope as BAD_RESPONSE', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 })));
    expect((await failureOf(getSystemStatus(client()))).code).toBe('BAD_RESPONSE');
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.text('not json', { status: 200 })));
    expect((await failureOf(getSystemStatus(client()))).code).toBe('BAD_RESPONSE');
  });
});
