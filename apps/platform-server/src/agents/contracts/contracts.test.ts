import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { addMember, memberId } from '../testing/agent-fixtures';
import { ContractRepository } from './contract-repository';
import { SEED_REJECTION_REASON } from './contract-seed';

const server = useTestServer();
const agent = () => authHeaders(server, 'agent01', 'jade');

interface ContractPage {
  requests: { id: number; kind: string; fromUsername: string; toUsername: string; status: string; reason: string | null; terms: { ratePercent: number; period: string }; respondedAt: number | null }[];
  page: { totalCount: number };
}

const get = (url: string, headers: Record<string, string> = agent()) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = agent(), payload?: object) => server.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

let foreignRequest: number;

beforeAll(() => {
  // A request addressed to another agent, which agent01 must not answer.
  const other = addMember(server, { merchant: 'jade', username: 'agent02', type: 1 });
  foreignRequest = new ContractRepository(server.db).create({
    kind: 'daily_salary',
    fromMemberId: memberId(server, 'jadeboss', 'jade'),
    toMemberId: other,
    rateBasisPoints: 120,
    minTurnoverMinor: 1_000_000,
    minActiveMembers: 2,
    period: 'daily',
    createdAt: server.app.platform.now(),
  });
});

describe('contract requests', () => {
  it('counts the pending requests per kind in the names the app reads', async () => {
    const response = await get('/wps/agent/contracts/pending');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 });
  });

  it('lists the requests with their terms, newest first, of one kind or all', async () => {
    const all = (await get('/wps/agent/contracts')).json().value as ContractPage;
    expect(all.page.totalCount).toBe(5);
    expect(all.requests.map((r) => r.kind)).toEqual(['hourly_salary', 'dividend', 'daily_salary', 'dividend', 'daily_salary']);
    expect(all.requests.every((r) => r.fromUsername === 'jadeboss')).toBe(true);
    const dividends = (await get('/wps/agent/contracts?kind=dividend')).json().value as ContractPage;
    expect(dividends.requests.map((r) => [r.status, r.terms.ratePercent, r.terms.period])).toEqual([
      ['pending', 20, 'half_monthly'],
      ['rejected', 15, 'half_monthly'],
    ]);
    expect((await get('/wps/agent/contracts?kind=weekly')).statusCode).toBe(400);
  });

  it('accepts a pending request once; a second answer is refused', async () => {
    const pending = ((await get('/wps/agent/contracts?kind=hourly_salary')).json().value as ContractPage).requests[0];
    expect(pending?.status).toBe('pending');
    expect((await post(`/wps/agent/contracts/${pending?.id}/accept`)).json()).toEqual({ success: true, value: true, errorCode: null, message: null });
    for (const action of ['accept', 'reject']) {
      const again = await post(`/wps/agent/contracts/${pending?.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 'CONTRACT_ANSWERED' });
    }
    const after = ((await get('/wps/agent/contracts?kind=hourly_salary')).json().value as ContractPage).requests[0];
    expect(after).toMatchObject({ status: 'accepted', respondedAt: expect.any(Number) });
    expect((await get('/wps/agent/contracts/pending')).json().value.contracthoursalreq).toBe(0);
  });

  it('rejects a pending request once, keeping the trimmed reason, which may be at most 200 characters', async () => {
    const pending = ((await get('/wps/agent/contracts?kind=daily_salary')).json().value as ContractPage).requests.find((r) => r.status === 'pending');
    const tooLong = await post(`/wps/agent/contracts/${pending?.id}/reject`, agent(), { reason: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'reason', messageKey: 'contract_reason_length' }] } });
    const reason = `  ${'y'.repeat(199)}.  `;
    expect((await post(`/wps/agent/contracts/${pending?.id}/reject`, agent(), { reason })).statusCode).toBe(200);
    const again = await post(`/wps/agent/contracts/${pending?.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'CONTRACT_ANSWERED' });
    expect((await get('/wps/agent/contracts/pending')).json().value.dailysalreqtype).toBe(0);
    const rejected = ((await get('/wps/agent/contracts?kind=daily_salary')).json().value as ContractPage).requests.find((r) => r.id === pending?.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: reason.trim(), toUsername: 'agent01' });
  });

  it('rejects without a reason, or a blank one, as no reason', async () => {
    const dividend = ((await get('/wps/agent/contracts?kind=dividend')).json().value as ContractPage).requests.find((r) => r.status === 'pending');
    expect((await post(`/wps/agent/contracts/${dividend?.id}/reject`, agent(), { reason: '   ' })).statusCode).toBe(200);
    const after = ((await get('/wps/agent/contracts?kind=dividend')).json().value as ContractPage).requests.find((r) => r.id === dividend?.id);
    expect(after).toMatchObject({ status: 'rejected', reason: null });
  });

  it('gives the contract in force per kind: the request accepted last', async () => {
    const current = (await get('/wps/agent/contracts/current')).json().value as Record<string, ContractPage['requests'][number] | null>;
    expect(current['daily_salary']).toMatchObject({ status: 'accepted', terms: { ratePercent: 1, period: 'daily' }, fromUsername: 'jadeboss', toUsername: 'agent01' });
    expect(current['hourly_salary']).toMatchObject({ status: 'accepted', terms: { ratePercent: 0.3, period: 'hourly' } });
    expect(current['dividend']).toBeNull();
    const rey = (await get('/wps/agent/contracts/current', authHeaders(server, 'reyagent', 'jade'))).json().value;
    expect(rey).toMatchObject({ daily_salary: { fromUsername: 'agent01', toUsername: 'reyagent' }, dividend: null, hourly_salary: null });
  });

  it('lists the requests the agent offered to its sub-agents, with the reason of a rejection', async () => {
    const offered = (await get('/wps/agent/contracts/offered')).json().value as ContractPage;
    expect(offered.requests.map((r) => [r.toUsername, r.kind, r.status, r.reason])).toEqual([
      ['joyagent', 'dividend', 'pending', null],
      ['joyagent', 'hourly_salary', 'rejected', SEED_REJECTION_REASON],
      ['reyagent', 'daily_salary', 'accepted', null],
    ]);
    expect(offered.requests.every((r) => r.fromUsername === 'agent01')).toBe(true);
    const dividends = (await get('/wps/agent/contracts/offered?kind=dividend')).json().value as ContractPage;
    expect(dividends.page.totalCount).toBe(1);
    // The addressee answers; the offering agent cannot answer its own offer.
    const joy = authHeaders(server, 'joyagent', 'jade');
    expect((await post(`/wps/agent/contracts/${dividends.requests[0]?.id}/accept`)).statusCode).toBe(404);
    expect((await post(`/wps/agent/contracts/${dividends.requests[0]?.id}/accept`, joy)).statusCode).toBe(200);
  });

  it("answers 404 for another agent's request or an unknown one, and leaves it pending", async () => {
    for (const id of [foreignRequest, 999_999]) {
      const response = await post(`/wps/agent/contracts/${id}/accept`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    const theirs = (await get('/wps/agent/contracts', authHeaders(server, 'agent02', 'jade'))).json().value as ContractPage;
    expect(theirs.requests).toEqual([expect.objectContaining({ id: foreignRequest, status: 'pending' })]);
    expect((await post('/wps/agent/contracts/abc/accept')).statusCode).toBe(400);
  });

  it('refuses members, trial accounts, guests and agents where the policy is off', async () => {
    const cases: [Record<string, string>, number][] = [
      [authHeaders(server, 'demo', 'jade'), 403],
      [authHeaders(server, 'agent01', 'ember'), 403],
      [trialHeaders(server, 'jade'), 403],
      [{ merchant: 'jade' }, 401],
    ];
    for (const [headers, status] of cases) {
      expect((await get('/wps/agent/contracts/pending', headers)).statusCode).toBe(status);
      expect((await post(`/wps/agent/contracts/${foreignRequest}/accept`, headers)).statusCode).toBe(status);
    }
  });
});
