import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../contract/schema-types';
import { useClockedServer } from '../../testing/clocked-server';
import { manilaMidnight } from '../../time/manila-days';
import { AGENT_TEST_NOW, agentGet, agentValue } from '../testing/agent-centre-server';
import { addDeposit, addMember, addRound, gameOf } from '../testing/agent-fixtures';

type Overview = Schema<'AgentOverview'>;

const HOUR = 60 * 60_000;
/** 00:00 in Manila of the test's day (Thursday 2026-11-26; now is 10:00). */
const TODAY = manilaMidnight(2026, 11, 26);
const at = (hour: number, minute = 0) => TODAY + hour * HOUR + minute * 60_000;

const server = useClockedServer(AGENT_TEST_NOW);

/**
 * A hand-made team of two levels on jade: ovagent with the players ovp1 and ovp2 (registered
 * yesterday) and the sub-agent ovsub, whose player is ovp3.
 */
beforeAll(() => {
  const agent = addMember(server, { merchant: 'jade', username: 'ovagent', type: 1 });
  const p1 = addMember(server, { merchant: 'jade', username: 'ovp1', type: 0, parentId: agent });
  const p2 = addMember(server, { merchant: 'jade', username: 'ovp2', type: 0, parentId: agent, createdAt: at(-6) });
  const sub = addMember(server, { merchant: 'jade', username: 'ovsub', type: 1, parentId: agent });
  const p3 = addMember(server, { merchant: 'jade', username: 'ovp3', type: 0, parentId: sub });
  addRound(server, { memberId: p1, nodeId: gameOf(server, 'LIVE'), stakeMinor: 10_000, winMinor: 25_000, at: at(1, 30) });
  addRound(server, { memberId: p1, nodeId: gameOf(server, 'RNG'), stakeMinor: 5_000, at: at(9, 15) });
  addRound(server, { memberId: p3, nodeId: gameOf(server, 'SPORTS'), stakeMinor: 20_000, winMinor: 4_000, at: at(3) });
  addRound(server, { memberId: sub, nodeId: gameOf(server, 'RNG'), stakeMinor: 1_000, at: at(9, 59) });
  addRound(server, { memberId: p2, nodeId: gameOf(server, 'FISH'), stakeMinor: 50_000, at: at(-2) });
  addDeposit(server, p2, 7_700, at(2, 5));
  // A lottery bet whose draw closes after now is no valid bet yet; the agent's own bets are not the team's.
  server.db
    .prepare(
      `INSERT INTO game_order (merchant_code, member_id, node_id, kind, wallet, stake_minor, status, draw_number, closes_at, draw_at, created_at)
       VALUES ('jade', ?, ?, 'lottery', 'cash', 3000, 'pending', '20261126-050', ?, ?, ?)`,
    )
    .run(p3, gameOf(server, 'LOTT'), AGENT_TEST_NOW + HOUR, AGENT_TEST_NOW + 2 * HOUR, at(9));
  addRound(server, { memberId: agent, nodeId: gameOf(server, 'RNG'), stakeMinor: 99_000, at: at(4) });
  const ledger = server.app.platform.ledger;
  ledger.post({ memberId: agent, wallet: 'cash', amountMinor: 1_234, kind: 'salary', reference: 'test:salary', at: at(8) });
  ledger.post({ memberId: agent, wallet: 'cash', amountMinor: 500, kind: 'dividend', reference: 'test:dividend', at: at(-1) });
});

const overview = (query = '') => agentValue<Overview>(server, `/wps/agent/overview${query}`, 'ovagent');

describe('GET /wps/agent/overview', () => {
  it("adds up today's team, its valid bets, deposits and the agent's income", async () => {
    expect(await overview()).toMatchObject({
      period: 'today',
      from: TODAY,
      to: TODAY + 24 * HOUR,
      currency: 'PHP',
      teamMembers: 4,
      directMembers: 3,
      subAgents: 1,
      newMembers: 3,
      activeMembers: 3,
      depositMinor: 10_000 + 5_000 + 20_000 + 1_000 + 7_700,
      turnoverMinor: 36_000,
      payoutMinor: 29_000,
      netMinor: -7_000,
      incomeMinor: 1_234,
      bucket: 'hour',
    });
  });

  it('charts a one-day period by the hour, up to the hour holding now', async () => {
    const { series } = await overview();
    expect(series.map((point) => point.from)).toEqual(Array.from({ length: 11 }, (_, hour) => at(hour)));
    expect(series.every((point) => point.to === point.from + HOUR)).toBe(true);
    const busy = series.filter((point) => point.depositMinor || point.turnoverMinor || point.incomeMinor);
    expect(busy).toEqual([
      { from: at(1), to: at(2), depositMinor: 10_000, turnoverMinor: 10_000, incomeMinor: 0 },
      { from: at(2), to: at(3), depositMinor: 7_700, turnoverMinor: 0, incomeMinor: 0 },
      { from: at(3), to: at(4), depositMinor: 20_000, turnoverMinor: 20_000, incomeMinor: 0 },
      { from: at(8), to: at(9), depositMinor: 0, turnoverMinor: 0, incomeMinor: 1_234 },
      { from: at(9), to: at(10), depositMinor: 6_000, turnoverMinor: 6_000, incomeMinor: 0 },
    ]);
    const yesterday = await overview('?period=yesterday');
    expect(yesterday).toMatchObject({ newMembers: 1, activeMembers: 1, turnoverMinor: 50_000, incomeMinor: 500, bucket: 'hour' });
    expect(yesterday.series).toHaveLength(24);
  });

  it('charts longer periods by the day, none after today', async () => {
    const week = await overview('?period=this_week');
    expect(week).toMatchObject({ bucket: 'day', from: TODAY - 3 * 24 * HOUR, to: TODAY + 4 * 24 * HOUR, turnoverMinor: 86_000 });
    expect(week.series.map((point) => [point.from, point.turnoverMinor])).toEqual([
      [TODAY - 3 * 24 * HOUR, 0],
      [TODAY - 2 * 24 * HOUR, 0],
      [TODAY - 24 * HOUR, 50_000],
      [TODAY, 36_000],
    ]);
    const custom = await overview('?period=custom&from=2026-11-25&to=2026-11-26');
    expect(custom).toMatchObject({ period: 'custom', from: TODAY - 24 * HOUR, to: TODAY + 24 * HOUR, bucket: 'day', turnoverMinor: 86_000 });
    expect(custom.series).toHaveLength(2);
    const oneDay = await overview('?period=custom&from=2026-11-25&to=2026-11-25');
    expect(oneDay).toMatchObject({ bucket: 'hour', turnoverMinor: 50_000 });
    expect((await overview('?period=custom&from=2026-11-27&to=2026-11-28')).series).toEqual([]);
  });

  it('refuses a custom range that is too long, backwards or missing', async () => {
    for (const query of ['?period=custom&from=2026-09-01&to=2026-11-26', '?period=custom&from=2026-11-26&to=2026-11-25', '?period=custom', '?period=custom&from=2026-02-30&to=2026-03-01']) {
      const response = await agentGet(server, `/wps/agent/overview${query}`, 'ovagent');
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'BAD_REQUEST', value: { maxDays: 62 } });
    }
  });
});
