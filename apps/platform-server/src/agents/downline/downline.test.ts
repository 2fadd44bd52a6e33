import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { addMember, addRound, gameOf, memberId } from '../testing/agent-fixtures';

const server = useTestServer();
const agent = () => authHeaders(server, 'agent01', 'jade');

interface DownlinePage {
  members: { username: string; nickname: string | null; lastLoginAt: number | null; balanceMinor: number; status: string; level: number; isAgent: boolean; teamSize: number }[];
  page: { totalCount: number; totalPages: number };
}

async function get(url: string, headers: Record<string, string>) {
  return server.app.inject({ method: 'GET', url, headers });
}

/** agent01's direct downline on the seeded template, newest first: the 8 players and the 2 sub-agents by registration. */
const DIRECT_NEWEST_FIRST = ['bea3000', 'carlo11', 'liza99', 'jose555', 'ana2024', 'joyagent', 'pedro77', 'mariac23', 'reyagent', 'juan8888'];

beforeAll(() => {
  // A second agent on jade with a downline of its own, which agent01 must never see.
  const other = addMember(server, { merchant: 'jade', username: 'agent02', type: 1 });
  const kid = addMember(server, { merchant: 'jade', username: 'otherkid', type: 0, parentId: other });
  addRound(server, { memberId: kid, nodeId: gameOf(server, 'RNG'), stakeMinor: 50_000, at: server.app.platform.now() });
});

describe('GET /wps/agent/downline', () => {
  it("lists the agent's own direct downline, newest first, with balances, last logins and sub-agents' team sizes", async () => {
    const response = await get('/wps/agent/downline?pageSize=100', agent());
    expect(response.statusCode).toBe(200);
    const value = (response.json() as { value: DownlinePage }).value;
    expect(value.members.map((m) => m.username)).toEqual(DIRECT_NEWEST_FIRST);
    expect(value.page).toMatchObject({ totalCount: DIRECT_NEWEST_FIRST.length, totalPages: 1 });
    expect(value.members.find((m) => m.username === 'liza99')?.lastLoginAt).toBeNull();
    expect(value.members.find((m) => m.username === 'juan8888')?.lastLoginAt).toEqual(expect.any(Number));
    expect(value.members.find((m) => m.username === 'carlo11')?.status).toBe('disabled');
    expect(value.members.filter((m) => m.isAgent).map((m) => [m.username, m.teamSize])).toEqual([
      ['joyagent', 3],
      ['reyagent', 7],
    ]);
    expect(value.members.every((m) => m.level === 1)).toBe(true);
    for (const member of value.members) {
      expect(member.balanceMinor).toBe(server.app.platform.ledger.balanceOf(memberId(server, member.username, 'jade')));
    }
  });

  it("never shows another agent's downline", async () => {
    const mine = (await get('/wps/agent/downline?username=otherkid&scope=all', agent())).json() as { value: DownlinePage };
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
    expect(page.value.page).toMatchObject({ totalCount: 10, totalPages: 4 });
  });
});

describe('GET /wps/agent/teamBetting', () => {
  interface Report {
    members: { username: string; betCount: number; turnoverMinor: number; payoutMinor: number; netMinor: number }[];
    total: { betCount: number; turnoverMinor: number; payoutMinor: number; netMinor: number };
    from: number;
    to: number;
  }

  it("sums today's valid bets and their winnings of the team only; a bet that can still be cancelled does not count", async () => {
    const now = server.app.platform.now();
    const juan = memberId(server, 'juan8888', 'jade');
    const pedro = memberId(server, 'pedro77', 'jade');
    addRound(server, { memberId: juan, nodeId: gameOf(server, 'LIVE'), stakeMinor: 3_000, winMinor: 5_000, at: now });
    addRound(server, { memberId: pedro, nodeId: gameOf(server, 'RNG'), stakeMinor: 7_000, at: now });
    // A lottery bet whose draw has not closed yet is no valid bet yet.
    server.db
      .prepare(
        `INSERT INTO game_order (merchant_code, member_id, node_id, kind, wallet, stake_minor, status, draw_number, closes_at, draw_at, created_at)
         VALUES ('jade', ?, ?, 'lottery', 'cash', 9000, 'pending', '20991231-001', ?, ?, ?)`,
      )
      .run(pedro, gameOf(server, 'LOTT'), now + 60_000, now + 120_000, now);
    const response = await get('/wps/agent/teamBetting?period=today', agent());
    expect(response.statusCode).toBe(200);
    const report = (response.json() as { value: Report }).value;
    expect(report.from).toBeLessThanOrEqual(now);
    expect(report.to).toBeGreaterThan(now);
    expect(report.members).toEqual([
      { username: 'pedro77', nickname: 'Pedro', isAgent: false, teamSize: 0, betCount: 1, turnoverMinor: 7_000, payoutMinor: 0, netMinor: -7_000 },
      { username: 'juan8888', nickname: 'Juan D.', isAgent: false, teamSize: 0, betCount: 1, turnoverMinor: 3_000, payoutMinor: 5_000, netMinor: 2_000 },
    ]);
    expect(report.total).toEqual({ betCount: 2, turnoverMinor: 10_000, payoutMinor: 5_000, netMinor: -5_000 });
  });

  it('narrows to one member of the downline, and refuses a name outside it', async () => {
    const one = (await get('/wps/agent/teamBetting?username=juan8888', agent())).json() as { value: Report };
    expect(one.value.members.map((m) => m.username)).toEqual(['juan8888']);
    expect(one.value.total.turnoverMinor).toBe(3_000);
    const idle = (await get('/wps/agent/teamBetting?username=liza99', agent())).json() as { value: Report };
    expect(idle.value.members).toEqual([{ username: 'liza99', nickname: 'Liza', isAgent: false, teamSize: 0, betCount: 0, turnoverMinor: 0, payoutMinor: 0, netMinor: 0 }]);
    for (const outside of ['otherkid', 'tonio21']) {
      const response = await get(`/wps/agent/teamBetting?username=${outside}`, agent());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'USER_NOT_FOUND' });
    }
  });

  it('counts a lottery bet once its draw closed, settling a drawn one first', async () => {
    const now = server.app.platform.now();
    const ana = memberId(server, 'ana2024', 'jade');
    const order = server.db
      .prepare<[number, number, number, number, number], { id: number }>(
        `INSERT INTO game_order (merchant_code, member_id, node_id, kind, wallet, stake_minor, status, draw_number, closes_at, draw_at, created_at)
         VALUES ('jade', ?, ?, 'lottery', 'cash', 4000, 'pending', '20260101-001', ?, ?, ?) RETURNING id`,
      )
      .get(ana, gameOf(server, 'LOTT'), now - 60_000, now - 30_000, now - 120_000);
    const report = (await get('/wps/agent/teamBetting?username=ana2024', agent())).json() as { value: Report };
    expect(report.value.total).toMatchObject({ betCount: 1, turnoverMinor: 4_000 });
    expect(server.db.prepare<[number], { status: string }>('SELECT status FROM game_order WHERE id = ?').get(order?.id ?? 0)?.status).toBe('settled');
  });

  it('refuses an unknown period', async () => {
    const response = await get('/wps/agent/teamBetting?period=forever', agent());
    expect(response.statusCode).toBe(400);
  });
});
