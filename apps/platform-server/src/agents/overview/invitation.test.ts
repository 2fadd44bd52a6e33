import { describe, expect, it } from 'vitest';
import { MemberRepository } from '../../accounts/member-repository';
import { authHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { memberId } from '../testing/agent-fixtures';

const server = useTestServer();
const invitation = async (username: string) =>
  (await server.app.inject({ method: 'GET', url: '/wps/agent/invitation', headers: authHeaders(server, username, 'jade') })).json().value as { code: string };

describe('GET /wps/agent/invitation', () => {
  it("gives the agent's code", async () => {
    expect(await invitation('agent01')).toEqual({ code: 'AGTJADE01' });
  });

  it('gives an agent without a code a random one the first time, keeps it, and registration takes it', async () => {
    const first = await invitation('reyagent');
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await invitation('reyagent')).toEqual(first);
    expect((await invitation('joyagent')).code).not.toBe(first.code);
    expect(new MemberRepository(server.db).agentIdByAffiliateCode('jade', first.code.toLowerCase())).toBe(memberId(server, 'reyagent', 'jade'));
    const check = await server.app.inject({ method: 'GET', url: '/wps/agent/affiliate', query: { code: first.code, domain: 'jade.localhost' }, headers: { merchant: 'jade' } });
    expect(check.json().value).toEqual({ valid: true });
  });
});
