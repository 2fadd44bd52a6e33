import { agentPeriodRange } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../contract/schema-types';
import { AGENT_TEST_NOW, agentGet, agentValue, useAgentCentreServer } from '../testing/agent-centre-server';
import { memberId } from '../testing/agent-fixtures';
import { roundsOf, sumRounds, teamIdsOf } from '../testing/seeded-team';

type Report = Schema<'AgentTeamBetting'>;

const server = useAgentCentreServer();
const report = (query: string) => agentValue<Report>(server, `/wps/agent/teamBetting${query}`);
const LAST_WEEK = agentPeriodRange('last_week', AGENT_TEST_NOW);
const LAST_30_DAYS = agentPeriodRange('last30days', AGENT_TEST_NOW);

function sumOf<T extends Record<K, number>, K extends string>(rows: readonly T[], key: K): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}

describe('the team-betting report', () => {
  it("sums last week's valid bets of the whole team, as the vendor rounds add up", async () => {
    const value = await report('?period=last_week&pageSize=100');
    expect(value).toMatchObject({ period: 'last_week', from: LAST_WEEK.from, to: LAST_WEEK.to, path: [] });
    const rounds = sumRounds(roundsOf(server.db, teamIdsOf(server.db, memberId(server, 'agent01', 'jade')), LAST_WEEK.from, LAST_WEEK.to));
    expect(rounds.bets).toBeGreaterThan(0);
    expect(value.total).toEqual({ betCount: rounds.bets, turnoverMinor: rounds.turnover, payoutMinor: rounds.payout, netMinor: rounds.payout - rounds.turnover });
    expect(value.members.map((line) => line.turnoverMinor)).toEqual([...value.members.map((line) => line.turnoverMinor)].sort((a, b) => b - a));
    expect(sumOf(value.members, 'turnoverMinor')).toBe(value.total.turnoverMinor);
    expect(sumOf(value.members, 'betCount')).toBe(value.total.betCount);
  });

  it('splits the total by game category, the categories adding up to it', async () => {
    const value = await report('?period=last_week');
    expect(value.categories.length).toBeGreaterThanOrEqual(5);
    for (const key of ['betCount', 'turnoverMinor', 'payoutMinor', 'netMinor'] as const) expect(sumOf(value.categories, key)).toBe(value.total[key]);
    const live = value.categories.find((category) => category.category === 'LIVE');
    const onlyLive = await report('?period=last_week&category=LIVE');
    expect(onlyLive.total).toEqual({ betCount: live?.betCount, turnoverMinor: live?.turnoverMinor, payoutMinor: live?.payoutMinor, netMinor: live?.netMinor });
    expect(onlyLive.categories.map((category) => category.category)).toEqual(['LIVE']);
  });

  it("gives a sub-agent's line as its own betting and its whole team's", async () => {
    const lines = (await report('?period=last30days&pageSize=100')).members;
    const rey = lines.find((line) => line.username === 'reyagent');
    expect(rey).toMatchObject({ isAgent: true, teamSize: 7 });
    const team = (await report('?period=last30days&under=reyagent')).total;
    const own = sumRounds(roundsOf(server.db, [memberId(server, 'reyagent', 'jade')], LAST_30_DAYS.from, LAST_30_DAYS.to));
    expect(own.bets).toBeGreaterThan(0);
    expect(rey).toMatchObject({ betCount: team.betCount + own.bets, turnoverMinor: team.turnoverMinor + own.turnover, payoutMinor: team.payoutMinor + own.payout });
    const narrowed = await report('?period=last30days&username=reyagent');
    expect(narrowed.members).toEqual([rey]);
    expect(narrowed.total.turnoverMinor).toBe(rey?.turnoverMinor);
  });

  it("drills into a sub-agent's team and names one member of its direct downline", async () => {
    const len = await report('?period=this_month&under=lenagent');
    expect(len.path.map((step) => step.username)).toEqual(['reyagent', 'lenagent']);
    expect(len.members.map((line) => line.username).sort()).toEqual(['dan777', 'ella456']);
    expect((await report('?period=this_month&under=lenagent&username=dan777')).members.map((line) => line.username)).toEqual(['dan777']);
    for (const query of ['?username=dan777', '?under=juan8888', '?under=nobody']) {
      const response = await agentGet(server, `/wps/agent/teamBetting${query}`);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'USER_NOT_FOUND' });
    }
  });

  it('takes a custom range of at most 62 days', async () => {
    const custom = await report('?period=custom&from=2026-10-01&to=2026-11-26');
    const thisAndLastMonth = [await report('?period=last_month'), await report('?period=this_month')];
    expect(custom.total.turnoverMinor).toBe(sumOf(thisAndLastMonth.map((value) => value.total), 'turnoverMinor'));
    expect((await report('?period=custom&from=2026-09-26&to=2026-11-26')).period).toBe('custom');
    const tooLong = await agentGet(server, '/wps/agent/teamBetting?period=custom&from=2026-09-25&to=2026-11-26');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errorCode: 'BAD_REQUEST', value: { maxDays: 62 } });
  });
});
