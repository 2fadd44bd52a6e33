import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../contract/schema-types';
import { AGENT_TEST_NOW, agentGet, agentValue, useAgentCentreServer } from '../testing/agent-centre-server';
import { addMember, memberId } from '../testing/agent-fixtures';
import { roundsOf, sumRounds } from '../testing/seeded-team';

type TeamPage = Schema<'AgentDownlinePage'>;

const server = useAgentCentreServer();
const page = (query: string, username = 'agent01') => agentValue<TeamPage>(server, `/wps/agent/downline${query}`, username);
const names = (value: TeamPage) => value.members.map((member) => member.username);

beforeAll(() => {
  addMember(server, { merchant: 'jade', username: 'agent02', type: 1 });
});

describe('the team list', () => {
  it('lists every level with each member relative to the viewed agent', async () => {
    const all = await page('?scope=all&pageSize=100');
    expect(all.page.totalCount).toBe(22);
    expect(all.path).toEqual([]);
    const byName = new Map(all.members.map((member) => [member.username, member]));
    expect(byName.get('reyagent')).toMatchObject({ level: 1, parentUsername: 'agent01', isAgent: true, teamSize: 7 });
    expect(byName.get('lenagent')).toMatchObject({ level: 2, parentUsername: 'reyagent', isAgent: true, teamSize: 2 });
    expect(byName.get('dan777')).toMatchObject({ level: 3, parentUsername: 'lenagent', isAgent: false, teamSize: 0 });
    expect(byName.get('gelo202')).toMatchObject({ level: 2, parentUsername: 'joyagent' });
  });

  it("gives each member's deposits and valid turnover of the period (this month by default)", async () => {
    const value = await page('?scope=all&pageSize=100');
    expect(value.period).toBe('this_month');
    const juan = value.members.find((member) => member.username === 'juan8888');
    const rounds = sumRounds(roundsOf(server.db, [memberId(server, 'juan8888', 'jade')], value.from, AGENT_TEST_NOW + 1));
    expect(juan).toMatchObject({ turnoverMinor: rounds.turnover, active: rounds.bets > 0 });
    const deposits = server.db
      .prepare<[number, number, number], { total: number }>("SELECT sum(amount_minor) AS total FROM ledger_entry WHERE member_id = ? AND kind = 'deposit' AND created_at >= ? AND created_at < ?")
      .get(memberId(server, 'juan8888', 'jade'), value.from, value.to);
    expect(juan?.depositMinor).toBe(deposits?.total ?? 0);
    expect(value.members.find((member) => member.username === 'liza99')).toMatchObject({ active: false, turnoverMinor: 0, depositMinor: 50_000 });
  });

  it('keeps the active members, or the new ones, of the period', async () => {
    const active = await page('?scope=all&activity=active&pageSize=100');
    expect(active.members.every((member) => member.active && member.turnoverMinor > 0)).toBe(true);
    const overview = await agentValue<{ activeMembers: number }>(server, '/wps/agent/overview?period=this_month');
    expect(active.page.totalCount).toBe(overview.activeMembers);
    expect(names(await page('?scope=all&activity=new&period=today'))).toEqual(['nena101']);
    expect(names(await page('?scope=all&activity=new&period=this_week'))).toEqual(['nena101', 'gelo202']);
    expect(names(await page('?activity=new&period=this_week'))).toEqual(['nena101']);
  });

  it("drills into a sub-agent's team anywhere in the caller's, with the path down to it", async () => {
    const len = await page('?under=lenagent');
    expect(names(len)).toEqual(['ella456', 'dan777']);
    expect(len.members.every((member) => member.level === 1 && member.parentUsername === 'lenagent')).toBe(true);
    expect(len.path).toEqual([
      { username: 'reyagent', nickname: 'Rey S.' },
      { username: 'lenagent', nickname: 'Lena V.' },
    ]);
    const rey = await page('?under=reyagent&scope=all&pageSize=100');
    expect(rey.page.totalCount).toBe(7);
    expect(rey.members.find((member) => member.username === 'dan777')?.level).toBe(2);
    expect((await page('?under=joyagent')).path).toEqual([{ username: 'joyagent', nickname: 'Joy C.' }]);
  });

  it('refuses to drill into anyone but a sub-agent of the caller\'s team', async () => {
    for (const [under, caller] of [
      ['juan8888', 'agent01'],
      ['agent02', 'agent01'],
      ['agent01', 'agent01'],
      ['nobody', 'agent01'],
      ['joyagent', 'reyagent'],
    ] as const) {
      const response = await agentGet(server, `/wps/agent/downline?under=${under}`, caller);
      expect(response.statusCode, `${caller} under ${under}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'USER_NOT_FOUND' });
    }
    expect(names(await page('?under=lenagent', 'reyagent'))).toEqual(['ella456', 'dan777']);
    expect((await page('?under=lenagent', 'reyagent')).path).toEqual([{ username: 'lenagent', nickname: 'Lena V.' }]);
  });
});
