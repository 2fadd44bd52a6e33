import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformContract } from '../app';
import { sessionToken } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';

/**
 * Bad input of any kind gets a 4xx envelope, never a 500: every operation of the contract is
 * called with random query strings, headers, path parameters and bodies, as a guest and with a
 * member's session, and must answer below 500 in the contract's failure shape.
 */
const contract = await platformContract();
const server = useTestServer();

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

const request = fc.record({
  query: fc.dictionary(fc.constantFrom(...QUERY_NAMES), junkText, { maxKeys: 4 }),
  pathValue: junkText,
  body: fc.oneof(fc.constant(undefined), junkValue, fc.dictionary(fc.constantFrom(...BODY_NAMES), junkValue, { maxKeys: 5 })),
  withSession: fc.boolean(),
  idempotencyKey: fc.oneof(fc.constant(undefined), junkText, fc.constant('a-valid-looking-key-0001')),
  encryption: fc.oneof(fc.constant(undefined), junkText),
});

describe('bad input', () => {
  it.each(contract.routes)('$method $url never answers 500', async ({ method, url }) => {
    const token = sessionToken(server, 'demo');
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const path = url.replace(/:[A-Za-z]+/g, encodeURIComponent(input.pathValue) || 'x');
        const headers: Record<string, string> = { merchant: 'aurora' };
        if (input.withSession) headers['authorization'] = token;
        if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey.replace(/[^\x20-\x7e]/g, '') || 'k';
        if (input.encryption !== undefined) headers['encryption'] = input.encryption.replace(/[^\x20-\x7e]/g, '') || 'e';
        const response = await server.app.inject({
          method: method as 'GET',
          url: path,
          query: input.query,
          headers,
          ...(input.body === undefined || method === 'GET' || method === 'DELETE' ? {} : { payload: JSON.stringify(input.body) }),
          ...(input.body === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }),
        });
        expect(response.statusCode, `${method} ${path} ${JSON.stringify(input)} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.headers['content-type']?.toString().startsWith('application/json') && response.statusCode >= 400) {
          expect(contract.checkResponse(method, url, response.statusCode, response.json())).toEqual([]);
        }
      }),
      { numRuns: 25, seed: 20261121 },
    );
  });
});
