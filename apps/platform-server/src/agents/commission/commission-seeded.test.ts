import { describe, expect, it } from 'vitest';
import type { Schema } from '../../contract/schema-types';
import { DAY_MS, startOfManilaDay } from '../../time/manila-days';
import { AGENT_TEST_NOW, agentValue, useAgentCentreServer } from '../testing/agent-centre-server';
import { memberId } from '../testing/agent-fixtures';
import { roundsOf, teamIdsOf } from '../testing/seeded-team';
import { CommissionSettlement } from './commission-settlement';

type CommissionPage = Schema<'AgentCommissionPage'>;

const server = useAgentCentreServer();
const statements = (username = 'agent01', query = '?pageSize=100') => agentValue<CommissionPage>(server, `/wps/agent/commission${query}`, username);

/** How many statement rows and commission credits the ledger holds. */
function written(): { statements: number; credits: number } {
  return {
    statements: server.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM agent_commission_statement').get()?.n ?? 0,
    credits: server.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM ledger_entry WHERE reference GLOB 'commission:*'").get()?.n ?? 0,
  };
}

describe("agent01's seeded daily salary", () => {
  it('has one statement per Manila day that began after the salary was accepted (29 days ago) and has ended, newest first', async () => {
    const page = await statements();
    const yesterday = startOfManilaDay(AGENT_TEST_NOW) - DAY_MS;
    expect(page.statements.map((s) => s.periodFrom)).toEqual(Array.from({ length: 28 }, (_, index) => yesterday - index * DAY_MS));
    expect(page.statements.every((s) => s.kind === 'daily_salary' && s.fromUsername === 'jadeboss' && s.periodTo === s.periodFrom + DAY_MS)).toBe(true);
    expect(new Set(page.statements.map((s) => s.outcome))).toEqual(new Set(['paid', 'below_turnover', 'too_few_active']));
  });

  it("matches each day's figures computed straight from the vendor rounds and the member tree", async () => {
    const team = teamIdsOf(server.db, memberId(server, 'agent01', 'jade'));
    for (const statement of (await statements()).statements) {
      const rounds = roundsOf(server.db, team, statement.periodFrom, statement.periodTo);
      const turnover = rounds.reduce((sum, round) => sum + round.stake, 0);
      const payout = rounds.reduce((sum, round) => sum + round.win, 0);
      const active = new Set(rounds.map((round) => round.memberId)).size;
      const qualifies = turnover >= 3_000_000 && active >= 3;
      expect(statement.base).toEqual({ turnoverMinor: turnover, payoutMinor: payout, netLossMinor: Math.max(0, turnover - payout), activeMembers: active });
      expect(statement).toMatchObject({ basisMinor: turnover, amountMinor: qualifies ? Math.floor(turnover / 100) : 0, terms: { ratePercent: 1, minTurnoverMinor: 3_000_000, minActiveMembers: 3 } });
      expect(statement.outcome).toBe(qualifies ? 'paid' : turnover < 3_000_000 ? 'below_turnover' : 'too_few_active');
    }
  });

  it('credits each paid statement once, as a salary ledger row, and totals what was paid', async () => {
    const page = await statements();
    const paid = page.statements.filter((s) => s.outcome === 'paid');
    expect(page.totalPaidMinor).toBe(paid.reduce((sum, s) => sum + s.amountMinor, 0));
    for (const statement of page.statements) {
      const credits = server.app.platform.ledger.entriesFor(`commission:${statement.id}`);
      expect(credits.map((entry) => [entry.kind, entry.amountMinor, entry.at])).toEqual(statement.amountMinor > 0 ? [['salary', statement.amountMinor, statement.settledAt]] : []);
    }
    expect((await statements('agent01', '?kind=dividend')).statements).toEqual([]);
    expect((await statements('agent01', '?kind=dividend')).totalPaidMinor).toBe(0);
  });

  it('writes each statement and credit once, however often settlement runs', async () => {
    await statements();
    const before = written();
    const settlement = new CommissionSettlement(server.db, server.app.platform.ledger);
    const agent = { agentId: memberId(server, 'agent01', 'jade'), merchantCode: 'jade' };
    expect(settlement.settle(agent, server.now)).toBe(0);
    // Even a settlement that lost its watermark writes nothing twice: each period's statement is unique.
    server.db.prepare('DELETE FROM agent_commission_watermark').run();
    expect(settlement.settle(agent, server.now)).toBe(0);
    await statements();
    expect(written()).toEqual(before);
  });

  it("settles when the overview is read first, the salary then counting as the agent's income", async () => {
    const rey = memberId(server, 'reyagent', 'jade');
    const count = server.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM agent_commission_statement WHERE agent_id = ?');
    expect(count.get(rey)?.n).toBe(0);
    const overview = await agentValue<{ incomeMinor: number }>(server, '/wps/agent/overview', 'reyagent');
    // reyagent accepted agent01's daily salary 25 days ago.
    expect(count.get(rey)?.n).toBe(24);
    const page = await statements('reyagent');
    expect(page.statements.every((s) => s.fromUsername === 'agent01' && s.terms.ratePercent === 0.5)).toBe(true);
    expect(page.totalPaidMinor).toBeGreaterThan(0);
    expect(overview.incomeMinor).toBe(page.totalPaidMinor);
  });
});
