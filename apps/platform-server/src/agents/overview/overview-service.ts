import type { Schema } from '../../contract/schema-types';
import { countedUntil } from '../../play/counted-bets';
import { LotteryService } from '../../play/lottery-service';
import type { PlatformContext } from '../../platform-context';
import type { SessionAccount } from '../../sessions/session-store';
import { DAY_MS } from '../../time/manila-days';
import { CommissionSettlement } from '../commission/commission-settlement';
import type { ReportPeriod } from '../team/report-period';
import { TeamFigures } from '../team/team-figures';
import { TeamScope, type TeamOf } from '../team/team-scope';
import { AgentIncome } from './agent-income';

/** The overview as the contract's AgentOverview gives it. */
export type AgentOverviewView = Schema<'AgentOverview'>;

const HOUR_MS = 60 * 60_000;

function sumOf(values: Map<number, number>): number {
  let total = 0;
  for (const value of values.values()) total += value;
  return total;
}

/**
 * The agent centre's overview: the team now, its betting, deposits, new and active members over
 * the period, the agent's income (salary and dividend credited), and a chart of deposits, turnover
 * and income by hour (a one-day period) or by day, without the buckets after now. Reading it first
 * settles the agent's commission, so that the income includes every period that has ended.
 */
export class AgentOverview {
  private readonly scope;
  private readonly figures;
  private readonly income;
  private readonly settlement;
  private readonly lotteries;

  constructor(context: PlatformContext) {
    this.lotteries = new LotteryService(context);
    this.scope = new TeamScope(context.db);
    this.figures = new TeamFigures(context.db);
    this.income = new AgentIncome(context.db);
    this.settlement = new CommissionSettlement(context.db, context.ledger);
  }

  /** The overview of `agent` over the period at `now`. */
  view(agent: SessionAccount, period: ReportPeriod, now: number): AgentOverviewView {
    const team: TeamOf = { agentId: agent.memberId, merchantCode: agent.merchantCode };
    // Lottery bets whose draw has passed are settled first, so that their winnings are known.
    this.lotteries.settleDue({ merchant: agent.merchantCode });
    this.settlement.settle(team, now);
    const query = { ...team, from: period.from, until: countedUntil(period.to, now) };
    const bucket = period.to - period.from === DAY_MS ? 'hour' : 'day';
    const bucketMs = bucket === 'hour' ? HOUR_MS : DAY_MS;
    const betting = this.figures.totals(query);
    const { turnover, deposits } = this.figures.byBucket(query, bucketMs);
    const income = this.income.byBucket(agent.memberId, query.from, query.until, bucketMs);
    const series: AgentOverviewView['series'] = [];
    for (let index = 0, from = period.from; from < period.to && from <= now; index += 1, from += bucketMs) {
      series.push({ from, to: from + bucketMs, depositMinor: deposits.get(index) ?? 0, turnoverMinor: turnover.get(index) ?? 0, incomeMinor: income.get(index) ?? 0 });
    }
    return {
      period: period.period,
      from: period.from,
      to: period.to,
      currency: agent.currency,
      ...this.scope.headcount(team),
      newMembers: this.scope.newMembers(team, period.from, period.to),
      activeMembers: betting.activeMembers,
      depositMinor: sumOf(deposits),
      turnoverMinor: betting.turnoverMinor,
      payoutMinor: betting.payoutMinor,
      netMinor: betting.netMinor,
      incomeMinor: sumOf(income),
      bucket,
      series,
    };
  }
}
