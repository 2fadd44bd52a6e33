import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatformClient, getMemberInfo, isPlatformError } from '@gp/api-client';
import { sessionEndingMiddleware } from './session-ending';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  const handlePlatformError = vi.fn((error: unknown) => error !== null);
  const api = createPlatformClient({ baseUrl: BASE, caller: { merchantCode: 'jade', token: 't'.repeat(16), language: 'EN' } });
  api.use(sessionEndingMiddleware({ handlePlatformError }));
  return { api, handlePlatformError };
}

const refusal = (status: number, errorCode: string) =>
  http.get(`${BASE}/wps/member/info`, () => HttpResponse.json({ success: false, value: null, errorCode, message: 'no' }, { status }));

describe('sessionEndingMiddleware', () => {
  it('hands a 401 SESSION_EXPIRED to the session, and the caller still gets its typed error', async () => {
    server.use(refusal(401, 'SESSION_EXPIRED'));
    const { api, handlePlatformError } = client();
    const error: unknown = await getMemberInfo(api).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.code).toBe('SESSION_EXPIRED');
    expect(handlePlatformError).toHaveBeenCalledTimes(1);
    expect(handlePlatformError.mock.calls[0]).toEqual([expect.objectContaining({ code: 'SESSION_EXPIRED' })]);
  });

  it.each([
    [403, 'NO_PERMISSION'],
    [401, 'LOGIN_FAILED'],
  ])('leaves other answers alone (%i %s)', async (status, code) => {
    server.use(refusal(status, code));
    const { api, handlePlatformError } = client();
    await getMemberInfo(api).catch(() => undefined);
    expect(handlePlatformError).not.toHaveBeenCalled();
  });
});
