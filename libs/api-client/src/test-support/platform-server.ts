/** MSW helpers shared by the endpoint tests: one mock platform, a client for it and request records. */
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createPlatformClient, type PlatformClient } from '../client';
import { PlatformError } from '../platform-error';

/** The origin of the mock platform. */
export const BASE = 'http://platform.test';
/** The session token the test client sends. */
export const TOKEN = 'tok-0123456789abcdef';

/** Starts one MSW server for the calling test file and resets its handlers after each test. */
export function usePlatformServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A fresh client (and so a fresh key cache) for the mock platform, logged in unless told otherwise. */
export function testClient(token: string | null = TOKEN): PlatformClient {
  return createPlatformClient({ baseUrl: BASE, caller: { merchantCode: 'aurora', token, language: 'EN' } });
}

/** A successful envelope. */
export function ok(value: unknown): Response {
  return HttpResponse.json({ success: true, value, errorCode: null, message: null });
}

/** A failed envelope with its HTTP status and details. */
export function fail(errorCode: string, status: number, value: unknown = null): Response {
  return HttpResponse.json({ success: false, value, errorCode, message: `Failed: ${errorCode}` }, { status });
}

/** One request as the mock platform saw it. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Headers;
  readonly body: unknown;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Answers `method path` (MSW path syntax, `:id` for path parameters) with `reply` and records every
 * request it gets in the returned array.
 */
export function answer(
  server: SetupServer,
  method: Method,
  path: string,
  reply: (seen: SeenRequest, count: number) => Response | Promise<Response>,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const record: SeenRequest = {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : null,
      };
      seen.push(record);
      return reply(record, seen.length);
    }),
  );
  return seen;
}

/** Awaits a call that must fail and returns its PlatformError. */
export async function failureOf(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  if (!(error instanceof PlatformError)) throw new Error('expected a PlatformError');
  return error;
}
