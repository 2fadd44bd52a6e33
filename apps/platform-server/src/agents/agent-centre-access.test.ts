import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { useTestServer } from '../testing/test-db';

const server = useTestServer();

/** Every call of the agent centre, as (method, url). */
const CALLS: readonly (readonly ['GET' | 'POST', string])[] = [
  ['GET', '/wps/agent/overview'],
  ['GET', '/wps/agent/invitation'],
  ['GET', '/wps/agent/downline'],
  ['GET', '/wps/agent/downline?scope=all&under=reyagent'],
  ['GET', '/wps/agent/teamBetting?period=last_week'],
  ['GET', '/wps/agent/transfers'],
  ['GET', '/wps/agent/contracts/current'],
  ['GET', '/wps/agent/contracts/offered'],
  ['GET', '/wps/agent/commission'],
  ['GET', '/wps/agent/contracts/pending'],
  ['GET', '/wps/agent/contracts'],
  ['POST', '/wps/agent/contracts/1/accept'],
  ['POST', '/wps/agent/contracts/2/reject'],
];

describe('who may use the agent centre', () => {
  it.each([
    ['a guest', () => ({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN'],
    ['a trial account', () => trialHeaders(server, 'jade'), 403, 'TRIAL_NOT_ALLOWED'],
    ['a player', () => authHeaders(server, 'demo', 'jade'), 403, 'NO_PERMISSION'],
    ['a player of an agent team', () => authHeaders(server, 'juan8888', 'jade'), 403, 'NO_PERMISSION'],
    ['an agent where AGENTPOLICY3 is off', () => authHeaders(server, 'agent01', 'aurora'), 403, 'NO_PERMISSION'],
  ])('refuses %s every call', async (_who, headers, status, errorCode) => {
    for (const [method, url] of CALLS) {
      const response = await server.app.inject({ method, url, headers: headers() });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json()).toMatchObject({ success: false, errorCode });
    }
  });

  it('lets a sub-agent of the seeded team in', async () => {
    for (const [method, url] of CALLS.filter(([method]) => method === 'GET')) {
      if (url.includes('under=reyagent')) continue;
      const response = await server.app.inject({ method, url, headers: authHeaders(server, 'reyagent', 'jade') });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
  });
});
