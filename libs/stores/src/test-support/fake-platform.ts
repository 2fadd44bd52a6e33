/** Test helper: a real PlatformClient whose fetch is answered by per-route handlers. Not exported by the package. */
import { createPlatformClient, type EncryptionKey, type PlatformCaller, type PlatformClient, type PlatformTransport } from '@gp/api-client';

/** One request the fake platform received. */
export interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A failed envelope the handler asks for. */
export class Failure {
  constructor(
    readonly errorCode: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {}
}

type Handler = (call: SeenCall) => unknown;

/** Builds the fake platform's answers and records its requests. */
export class FakePlatform {
  readonly calls: SeenCall[] = [];
  private readonly routes = new Map<string, Handler>();
  /** What the client sends as Authorization; tests point it at a store. */
  token: () => string | null = () => null;
  language: () => string = () => 'EN';
  /** Where a root store built over this fake reaches it (the root sends its own headers). */
  readonly transport: PlatformTransport = {
    baseUrl: 'http://platform.test',
    fetch: (input, init) => this.answer(new Request(input, init)),
  };
  /** A client of its own for a store tested alone: merchant jade, `token()` and `language()` as headers. */
  readonly api: PlatformClient = createPlatformClient({ ...this.transport, caller: callerOf(this) });

  /** Answers `METHOD /path` with the handler's value (or its Failure, or a thrown network error). */
  on(method: string, path: string, handler: Handler): this {
    this.routes.set(`${method.toUpperCase()} ${path}`, handler);
    return this;
  }

  /** The requests made to one route. */
  callsTo(method: string, path: string): SeenCall[] {
    return this.calls.filter((call) => call.method === method.toUpperCase() && call.path === path);
  }

  /** Serves a freshly made RSA-OAEP-256 key for encrypted bodies (login). */
  async serveEncryptionKey(): Promise<void> {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const key: EncryptionKey = { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '', alg: 'RSA-OAEP-256', use: 'enc', kid: 'k1' };
    this.on('GET', '/wps/session/key', () => key);
  }

  private async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = await request.text();
    const call: SeenCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    this.calls.push(call);
    const handler = this.routes.get(`${call.method} ${call.path}`);
    if (!handler) return json({ success: false, value: null, errorCode: 'NOT_FOUND', message: 'no handler' }, 404);
    const value = await handler(call);
    if (value instanceof Failure) {
      return json({ success: false, value: value.value, errorCode: value.errorCode, message: value.errorCode }, value.status);
    }
    return json({ success: true, value, errorCode: null, message: null }, 200);
  }
}

function callerOf(fake: FakePlatform): PlatformCaller {
  return {
    merchantCode: 'jade',
    get token() {
      return fake.token();
    },
    get language() {
      return fake.language();
    },
  };
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Lets pending promises and fetches settle (the stores' timers run on a ManualClock, not these). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A promise with its resolver exposed, for holding a call open. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
