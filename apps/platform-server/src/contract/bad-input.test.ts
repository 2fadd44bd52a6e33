import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { platformContract } from '../app';
import { encryptedRequest } from '../testing/encryption';
import { draftOfSample, draftOfSchema, hostileCases, injectOptionsOf, shapeOf, type OperationShape, type RequestDraft } from '../testing/hostile-requests';
import { propertiesOf } from '../testing/hostile-values';
import { sessionToken } from '../testing/sessions';
import { useTestServer, type TestServer } from '../testing/test-db';
import { listOperations } from './openapi-contract';
import { CONTRACT_SAMPLES } from './samples/all-samples';
import type { SampleKit } from './samples/sample-kit';

/**
 * Bad input of any kind gets a 4xx envelope, never a 5xx or an answer outside the envelope. On a
 * server as production runs it, every operation of the contract is called by its own method, GET
 * and HEAD with the bad values of each of its parameters and body fields (crafted from their
 * schemas in the contract), starting from its contract sample; on it and on the development server,
 * every operation also gets random query strings, headers, path parameters and bodies, as a guest
 * and with a member's session.
 */

const contract = await platformContract();
const document = contract.document;
const operations = listOperations(document).map((operation) => ({ operationId: operation.operationId, shape: shapeOf(document, operation) }));

const ENVELOPE_KEYS = ['errorCode', 'message', 'success', 'value'];

/** Whether an answer is the contract hook's refusal (400 listing the problems). */
function isContractRefusal(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 400 || response.body === '') return false;
  return Array.isArray((response.json() as { value?: { problems?: unknown } }).value?.problems);
}

/**
 * What is wrong with an answer, if anything: a 5xx; a body that is not the envelope (the
 * operation's answer for its status when the contract declares the method, else the failure
 * envelope); a HEAD answer with a body, or with another status than its GET's contract refusal.
 */
function answerProblems(shape: OperationShape, method: string, response: LightMyRequestResponse, get?: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  if (status >= 500) return [`answered ${status}: ${response.body.slice(0, 200)}`];
  const type = String(response.headers['content-type'] ?? '');
  if (method === 'HEAD') {
    if (get && isContractRefusal(get) && status !== 400) return [`answered ${status} where GET was refused by the contract`];
    return response.body === '' && type.startsWith('application/json') ? [] : [`answered ${status} as ${type} with ${response.body.length} bytes`];
  }
  if (!type.startsWith('application/json')) return [`answered ${status} as ${type}: ${response.body.slice(0, 200)}`];
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [`answered ${status} with malformed JSON: ${response.body.slice(0, 200)}`];
  }
  const keys = typeof body === 'object' && body !== null ? Object.keys(body).sort() : [];
  if (JSON.stringify(keys) !== JSON.stringify(ENVELOPE_KEYS)) return [`answered ${status} outside the envelope: ${response.body.slice(0, 200)}`];
  const problems = contract.declares(method, shape.url)
    ? contract.checkResponse(method, shape.url, status, body)
    : contract.checkComponent('FailureEnvelope', body);
  return problems.map((problem) => `answered ${status} against the contract (${JSON.stringify(problem)}): ${response.body.slice(0, 200)}`);
}

/**
 * The request the hostile cases start from: the operation's first contract sample that builds on
 * this server (samples that read the development outboxes fail on a production server), else one
 * built from the schemas with the demo member's session.
 */
async function baseDraft(server: TestServer, shape: OperationShape): Promise<RequestDraft> {
  const plaintexts = new Map<string, unknown>();
  const kit: SampleKit = {
    server,
    token: (username, merchant) => sessionToken(server, username, merchant),
    encrypted: async (payload) => {
      const sealed = await encryptedRequest(server, payload);
      plaintexts.set(sealed.payload.data, payload);
      return sealed;
    },
  };
  for (const sample of CONTRACT_SAMPLES[shape.operation.operationId] ?? []) {
    try {
      return draftOfSample(typeof sample === 'function' ? await sample(kit) : sample, (jwe) => plaintexts.get(jwe));
    } catch {
      // A sample that needs a development call: the next one, or the schemas.
    }
  }
  const { headers } = await encryptedRequest(server, {});
  return draftOfSchema(document, shape, { merchant: 'aurora', authorization: sessionToken(server, 'demo'), ...(shape.encrypted ? headers : {}) });
}

/** Sends a case by the operation's own method, GET and HEAD (each body-less request once); the problems found. */
async function sendCase(server: TestServer, shape: OperationShape, label: string, draft: RequestDraft, sent: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  let get: LightMyRequestResponse | undefined;
  for (const method of [...new Set([shape.operation.method, 'GET', 'HEAD'])]) {
    const options = await injectOptionsOf(server, method, draft);
    const key = JSON.stringify([method, options.url, options.query, options.headers]);
    if (options.payload === undefined && sent.has(key)) continue;
    sent.add(key);
    const response = await server.app.inject(options);
    if (method === 'GET') get = response;
    problems.push(...answerProblems(shape, method, response, get).map((problem) => `${method} ${draft.path} (${label}) ${problem}`));
  }
  return problems;
}

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', '[]', '{}', '%00', '../../etc', '<script>', "' OR 1=1 --", '9'.repeat(30)),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkText, { maxLength: 3 }),
  fc.dictionary(junkText, junkText, { maxKeys: 3 }),
);
const QUERY_NAMES = ['pageNo', 'pageSize', 'gameType', 'nodeId', 'vendor', 'username', 'code', 'types', 'period', 'from', 'to', 'gameCode', 'freePlay', 'token'];
const BODY_NAMES = ['data', 'amountMinor', 'methodCode', 'nodeId', 'vendor', 'content', 'captcha', 'captchaId', 'ticket', 'stakeMinor', 'mobileNum', 'announcementId', 'subOrderIds'];

/** Random requests to an operation: its own query and body names (from the contract) and common ones, junk values. */
function randomRequest(shape: OperationShape) {
  const queryNames = [...new Set([...shape.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...QUERY_NAMES])];
  const bodyNames = [...new Set([...(shape.body ? propertiesOf(document, shape.body).keys() : []), ...BODY_NAMES])];
  return fc.record({
    method: fc.constantFrom(...new Set([shape.operation.method, 'GET', 'HEAD'])),
    query: fc.dictionary(fc.constantFrom(...queryNames), junkText, { maxKeys: 4 }),
    pathValue: junkText,
    body: fc.oneof(fc.constant(undefined), junkValue, fc.dictionary(fc.constantFrom(...bodyNames), junkValue, { maxKeys: 5 })),
    withSession: fc.boolean(),
    idempotencyKey: fc.oneof(fc.constant(undefined), junkText, fc.constant('a-valid-looking-key-0001')),
    encryption: fc.oneof(fc.constant(undefined), junkText),
  });
}

/** Random junk to every operation (`numRuns` requests each, a fixed seed): none answers 5xx or outside the envelope. */
function junkNeverBreaksTheEnvelope(server: TestServer, numRuns: number): void {
  it.each(operations)('$operationId: random junk answers in the envelope', async ({ shape }) => {
    const token = sessionToken(server, 'demo');
    const ownMethod = shape.operation.method;
    await fc.assert(
      fc.asyncProperty(randomRequest(shape), async (input) => {
        const path = shape.url.replace(/:[A-Za-z]+/g, encodeURIComponent(input.pathValue) || 'x');
        const headers: Record<string, string> = { merchant: 'aurora' };
        if (input.withSession) headers['authorization'] = token;
        if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey.replace(/[^\x20-\x7e]/g, '') || 'k';
        if (input.encryption !== undefined) headers['encryption'] = input.encryption.replace(/[^\x20-\x7e]/g, '') || 'e';
        const withBody = input.body !== undefined && input.method === ownMethod && ownMethod !== 'GET' && ownMethod !== 'DELETE';
        const response = await server.app.inject({
          method: input.method as 'GET',
          url: path,
          query: input.query,
          headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(withBody ? { payload: JSON.stringify(input.body) } : {}),
        });
        expect(answerProblems(shape, input.method, response), `${input.method} ${path} ${JSON.stringify(input)}`).toEqual([]);
      }),
      { numRuns, seed: 20261121 },
    );
  });
}

// Production is where HEAD reached handlers unchecked and answered 500: no response validation
// there turns a handler's slip into a 500 of its own, so the full sweep runs on that server.
describe('bad input to a server as production runs it', () => {
  const server = useTestServer({ development: false });

  it.each(operations)('$operationId: the bad values of each parameter and body field answer in the envelope', async ({ shape }) => {
    const base = await baseDraft(server, shape);
    const sent = new Set<string>();
    const problems: string[] = [];
    const name = shape.payloadSchemaName;
    const accepts = name === undefined ? undefined : (body: unknown) => contract.checkComponent(name, body).length === 0;
    for (const { label, draft } of hostileCases(document, shape, base, accepts)) problems.push(...(await sendCase(server, shape, label, draft, sent)));
    expect(problems.slice(0, 20), `${problems.length} answers broke the rules`).toEqual([]);
  });

  it('leaves an over-long request line to the HTTP layer, which refuses it below 500', async () => {
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const tooLong = await fetch(`${origin}/wps/game/hot?limit=${'9'.repeat(100_000)}`, { headers: { merchant: 'aurora' } });
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
    const long = await fetch(`${origin}/wps/game/list?gameName=${'x'.repeat(8_000)}`, { headers: { merchant: 'aurora' } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
  });

  junkNeverBreaksTheEnvelope(server, 10);
});

describe('bad input to the development server', () => {
  junkNeverBreaksTheEnvelope(useTestServer(), 25);
});
