import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../contract/schema-types';
import { useClockedServer } from '../../testing/clocked-server';
import { DAY_MS, startOfManilaDay } from '../../time/manila-days';
import { ContractRepository, type NewContractRequest } from '../contracts/contract-repository';
import { AGENT_TEST_NOW, agentValue } from '../testing/agent-centre-server';
import { addMember, addRound, gameOf, memberId } from '../testing/agent-fixtures';

type Statement = Schema<'AgentCommissionStatement'>;

const HOUR = 60 * 60_000;
const TODAY = startOfManilaDay(AGENT_TEST_NOW);
/** 00:00 in Manila `days` days before today. */
const daysAgo = (days: number) => TODAY - days * DAY_MS;

const server = useClockedServer(AGENT_TEST_NOW);

/** An accepted contract from jadeboss to `agentId`, accepted at `acceptedAt`; returns its id. */
function contract(agentId: number, terms: Partial<NewContractRequest> & Pick<NewContractRequest, 'kind' | 'period'>, acceptedAt: number): number {
  const contracts = new ContractRepository(server.db);
  const id = contracts.create({
    fromMemberId: memberId(server, 'jadeboss', 'jade'),
    toMemberId: agentId,
    rateBasisPoints: 1_234,
    minTurnoverMinor: 10_000,
    minActiveMembers: 2,
    createdAt: acceptedAt - HOUR,
    ...terms,
  });
  contracts.respond(agentId, id, 'accepted', acceptedAt);
  return id;
}

const statementsOf = async (username: string) => (await agentValue<{ statements: Statement[] }>(server, '/wps/agent/commission?pageSize=100', username)).statements;
const on = (statements: Statement[], from: number) => statements.find((statement) => statement.periodFrom === from);

let dividendContract: number;
const salaries: number[] = [];

beforeAll(() => {
  // cmagent's team of two players, on four days of a daily dividend (12.34% of the net loss, ₱100 and 2 active at least).
  const agent = addMember(server, { merchant: 'jade', username: 'cmagent', type: 1 });
  const [p1, p2] = ['cmp1', 'cmp2'].map((username) => addMember(server, { merchant: 'jade', username, type: 0, parentId: agent, createdAt: daysAgo(10) }));
  if (p1 === undefined || p2 === undefined) throw new Error('players not written');
  const node = gameOf(server, 'LIVE');
  const round = (memberId: number, day: number, stakeMinor: number, winMinor = 0) => addRound(server, { memberId, nodeId: node, stakeMinor, winMinor, at: daysAgo(day) + 12 * HOUR });
  dividendContract = contract(agent, { kind: 'dividend', period: 'daily' }, daysAgo(6) + 20 * HOUR);
  round(p1, 5, 5_000); // below the minimum turnover
  round(p1, 4, 20_000); // one active member only
  round(p1, 3, 10_000, 25_000); // the team won
  round(p2, 3, 10_000, 5_000);
  round(p1, 2, 12_000, 7_000); // lost 13,000: paid 12.34% of it
  round(p2, 2, 8_000);
  // midagent's salaries: a daily one accepted mid-day, replaced by another accepted mid-day later; an hourly one.
  const mid = addMember(server, { merchant: 'jade', username: 'midagent', type: 1 });
  const player = addMember(server, { merchant: 'jade', username: 'midp1', type: 0, parentId: mid, createdAt: daysAgo(10) });
  for (let day = 6; day >= 1; day -= 1) round(player, day, 30_000);
  salaries.push(contract(mid, { kind: 'daily_salary', period: 'daily', minActiveMembers: 1, rateBasisPoints: 100 }, daysAgo(5) + 10 * HOUR));
  salaries.push(contract(mid, { kind: 'daily_salary', period: 'daily', minActiveMembers: 1, rateBasisPoints: 200 }, daysAgo(3) + 15 * HOUR));
  salaries.push(contract(mid, { kind: 'hourly_salary', period: 'hourly', minTurnoverMinor: 0, minActiveMembers: 0 }, AGENT_TEST_NOW - 3.5 * HOUR));
});

describe('commission outcomes', () => {
  it('pays a period only when the team reached the minimum turnover and active members and, for a dividend, lost', async () => {
    const statements = await statementsOf('cmagent');
    expect(statements.every((statement) => statement.contractId === dividendContract && statement.kind === 'dividend')).toBe(true);
    expect(on(statements, daysAgo(5))).toMatchObject({ outcome: 'below_turnover', amountMinor: 0, base: { turnoverMinor: 5_000, activeMembers: 1 } });
    expect(on(statements, daysAgo(4))).toMatchObject({ outcome: 'too_few_active', amountMinor: 0, base: { turnoverMinor: 20_000, activeMembers: 1 } });
    expect(on(statements, daysAgo(3))).toMatchObject({ outcome: 'no_net_loss', amountMinor: 0, basisMinor: 0, base: { turnoverMinor: 20_000, payoutMinor: 30_000, netLossMinor: 0 } });
    expect(on(statements, daysAgo(2))).toMatchObject({ outcome: 'paid', basisMinor: 13_000, amountMinor: 1_604, terms: { ratePercent: 12.34 } });
    expect(on(statements, daysAgo(1))).toMatchObject({ outcome: 'below_turnover', base: { turnoverMinor: 0, activeMembers: 0 } });
    const [credit] = server.app.platform.ledger.entriesFor(`commission:${on(statements, daysAgo(2))?.id}`);
    expect(credit).toMatchObject({ kind: 'dividend', amountMinor: 1_604, memberId: memberId(server, 'cmagent', 'jade') });
  });

  it('starts a contract with the first period after it was accepted, and lets a later one govern from its next period', async () => {
    const statements = await statementsOf('midagent');
    const daily = statements.filter((statement) => statement.kind === 'daily_salary').sort((a, b) => a.periodFrom - b.periodFrom);
    expect(daily.map((statement) => [statement.periodFrom, statement.contractId])).toEqual([
      [daysAgo(4), salaries[0]],
      [daysAgo(3), salaries[0]],
      [daysAgo(2), salaries[1]],
      [daysAgo(1), salaries[1]],
    ]);
    expect(daily.map((statement) => statement.amountMinor)).toEqual([300, 300, 600, 600]);
    const hourly = statements.filter((statement) => statement.kind === 'hourly_salary');
    expect(hourly.map((statement) => statement.periodFrom)).toEqual([AGENT_TEST_NOW - HOUR, AGENT_TEST_NOW - 2 * HOUR, AGENT_TEST_NOW - 3 * HOUR]);
    expect(hourly.every((statement) => statement.outcome === 'paid' && statement.amountMinor === 0)).toBe(true);
  });
});
