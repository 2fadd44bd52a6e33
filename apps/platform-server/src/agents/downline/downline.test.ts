import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { addMember, memberId } from '../testing/agent-fixtures';
import { SEED_DOWNLINE } from './downline-seed';

const server = useTestServer();
const agent = () => authHeaders(server, 'agent01', 'jade');

interface DownlinePage {
  members: { username: string; nickname: string | null; lastLoginAt: number | null; balanceMinor: number; status: string }[];
  page: { totalCount: number; totalPages: number };
}

async function get(url: string, headers: Record<string, string>) {
  return server.app.inject({ method: 'GET', url, headers });
}

beforeAll(() => {
  // A second agent on jade with a downline of its own, which agent01 must never see.
  const other = addMember(server, { merchant: 'jade', username: 'agent02', type: 1 });
  const kid = addMember(server, { merchant: 'jade', username: 'otherkid', type: 0, parentId: other });
  const now = server.app.platform.now();
  server.app.platform.ledger.post({ memberId: kid, wallet: 'cash', amountMinor: 100_000, kind: 'deposit', reference: 'test', at: now });
  server.app.platform.ledger.post({ memberId: kid, wallet: 'cash', amountMinor: -50_000, kind: 'bet', reference: 'test', at: now });
});

describe('who may use the agent centre', () => {
  it.each([
    ['a guest', () => ({ merchant: 'jade' }), 401, 'NOT_LOGGED_IN'],
    ['a trial account', () => trialHeaders(server, 'jade'), 403, 'TRIAL_NOT_ALLOWED'],
    ['a member', () => authHeaders(server, 'demo', 'jade'), 403, 'NO_PERMISSION'],
    ['an agent where AGENTPOLICY3 is off', () => authHeaders(server, 'agent01', 'aurora'), 403, 'NO_PERMISSION'],
  ])('refuses %s', async (_who, headers, status, errorCode) => {
    for (const url of ['/wps/agent/downline', '/wps/agent/teamBetting']) {
      const response = await get(url, headers());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, errorCode });
    }
  });
});

describe('GET /wps/agent/downline', () => {
  it("lists the agent's own direct downline, newest first, with balances and last logins", async () => {
    const response = await get('/wps/agent/downline?pageSize=100', agent());
    expect(response.statusCode).toBe(200);
    const value = (response.json() as { value: DownlinePage }).value;
    expect(value.members.map((m) => m.username)).toEqual(SEED_DOWNLINE.map((p) => p.username).reverse());
    expect(value.page).toMatchObject({ totalCount: SEED_DOWNLINE.length, totalPages: 1 });
    const liza = value.members.find((m) => m.username === 'liza99');
    expect(liza?.lastLoginAt).toBeNull();
    expect(value.members.find((m) => m.username === 'juan8888')?.lastLoginAt).toEqual(expect.any(Number));
    expect(value.members.find((m) => m.username === 'carlo11')?.status).toBe('disabled');
    for (const member of value.members) {
      expect(member.balanceMinor).toBe(server.app.platform.ledger.balanceOf(memberId(server, member.username, 'jade')));
    }
  });

  it("never shows another agent's downline", async () => {
    const mine = (await get('/wps/agent/downline?username=otherkid', agent())).json() as { value: DownlinePage };
    expect(mine.value.members).toEqual([]);
    const theirs = (await get('/wps/agent/downline', authHeaders(server, 'agent02', 'jade'))).json() as { value: DownlinePage };
    expect(theirs.value.members.map((m) => m.username)).toEqual(['otherkid']);
  });

  it('searches by part of the name and pages', async () => {
    const found = (await get('/wps/agent/downline?username=MAR', agent())).json() as { value: DownlinePage };
    expect(found.value.members.map((m) => m.username)).toEqual(['mariac23']);
    const literal = (await get('/wps/agent/downline?username=%25', agent())).json() as { value: DownlinePage };
    expect(literal.value.members).toEqual([]);
    const page = (await get('/wps/agent/downline?pageNo=2&pageSize=3', agent())).json() as { value: DownlinePage };
    expect(page.value.members).toHaveLength(3);
    expect(page.value.page).toMatchObject({ totalCount: 8, totalPages: 3 });
  });
});

describe('GET /wps/agent/teamBetting', () => {
  interface Report {
    members: { username: string; betCount: number; turnoverMinor: number; payoutMinor: number; netMinor: number }[];
    total: { betCount: number; turnoverMinor: number; payoutMinor: number; netMinor: number };
    from: number;
    to: number;
  }

  it("sums today's bets and payouts of the downline only", async () => {
    const now = server.app.platform.now();
    const juan = memberId(server, 'juan8888', 'jade');
    const pedro = memberId(server, 'pedro77', 'jade');
    const ledger = server.app.platform.ledger;
    ledger.post({ memberId: juan, wallet: 'cash', amountMinor: 10_000, kind: 'deposit', reference: 't0', at: now });
    ledger.post({ memberId: pedro, wallet: 'cash', amountMinor: 10_000, kind: 'deposit', reference: 't0', at: now });
    ledger.post({ memberId: juan, wallet: 'cash', amountMinor: -3_000, kind: 'bet', reference: 't1', at: now });
    ledger.post({ memberId: juan, wallet: 'cash', amountMinor: 5_000, kind: 'payout', reference: 't1', at: now });
    ledger.post({ memberId: pedro, wallet: 'cash', amountMinor: -7_000, kind: 'bet', reference: 't2', at: now });
    const response = await get('/wps/agent/teamBetting?period=today', agent());
    expect(response.statusCode).toBe(200);
    const report = (response.json() as { value: Report }).value;
    expect(report.from).toBeLessThanOrEqual(now);
    expect(report.to).toBeGreaterThan(now);
    expect(report.members).toEqual([
      { username: 'pedro77', nickname: 'Pedro', betCount: 1, turnoverMinor: 7_000, payoutMinor: 0, netMinor: -7_000 },
      { username: 'juan8888', nickname: 'Juan D.', betCount: 1, turnoverMinor: 3_000, payoutMinor: 5_000, netMinor: 2_000 },
    ]);
    expect(report.total).toEqual({ betCount: 2, turnoverMinor: 10_000, payoutMinor: 5_000, netMinor: -5_000 });
  });

  it('narrows to one member of the downline, and refuses a name outside it', async () => {
    const one = (await get('/wps/agent/teamBetting?username=juan8888', agent())).json() as { value: Report };
    expect(one.value.members.map((m) => m.username)).toEqual(['juan8888']);
    expect(one.value.total.turnoverMinor).toBe(3_000);
    const idle = (await get('/wps/agent/teamBetting?username=liza99', agent())).json() as { value: Report };
    expect(idle.value.members).toEqual([{ username: 'liza99', nickname: 'Liza', betCount: 0, turnoverMinor: 0, payoutMinor: 0, netMinor: 0 }]);
    const outside = await get('/wps/agent/teamBetting?username=otherkid', agent());
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ errorCode: 'USER_NOT_FOUND' });
  });

  it('refuses an unknown period', async () => {
    const response = await get('/wps/agent/teamBetting?period=forever', agent());
    expect(response.statusCode).toBe(400);
  });
});
