import { makeAutoObservable } from 'mobx';
import { getTeamBetting, type AgentCategoryBetting, type AgentMemberBetting, type AgentPathStep, type AgentTeamBetting, type PlatformClient } from '@gp/api-client';
import { RecordList } from '../record-list';
import { periodQueryOf, samePeriod, type AgentPeriodChoice } from './agent-period';

/** A game category of the team-betting report's filter. */
export type AgentBettingCategory = NonNullable<AgentCategoryBetting['category']>;

/** The report's figures besides its lines: the team's total, the split by category and the way down to the team viewed. */
export interface AgentBettingExtra {
  readonly currency: string;
  readonly from: number | null;
  readonly to: number | null;
  readonly total: AgentTeamBetting['total'] | null;
  readonly categories: readonly AgentCategoryBetting[];
  readonly path: readonly AgentPathStep[];
}

const NO_EXTRA: AgentBettingExtra = { currency: '', from: null, to: null, total: null, categories: [], path: [] };

/** Lines per page as the agent scrolls. */
export const AGENT_BETTING_PAGE_SIZE = 20;

/**
 * Team betting `/m/member/agent/teamBetting`: the team's valid bets, payouts and net result over a
 * period, in total, by game category and per member of the direct downline (a sub-agent's line
 * holds its team; drill down with `under`), optionally for one category. The platform computes
 * every figure.
 */
export class AgentBettingModel {
  period: AgentPeriodChoice = { period: 'today' };
  /** Only bets on this category, or null for all. */
  category: AgentBettingCategory | null = null;
  /** The sub-agent whose team is shown, or null for the agent's own. */
  under: string | null = null;
  readonly list: RecordList<AgentMemberBetting, AgentBettingExtra>;
  private started = false;

  constructor(private readonly api: PlatformClient) {
    this.list = new RecordList((pageNo) => this.fetchPage(pageNo), NO_EXTRA);
    makeAutoObservable<AgentBettingModel, 'api' | 'started'>(this, { api: false, list: false, started: false }, { autoBind: true });
  }

  /** Loads the first page. */
  start(): void {
    this.started = true;
    this.list.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.started = false;
    this.list.cancel();
  }

  /** Shows a sub-agent's team (from the address), or the agent's own with null. */
  setUnder(under: string | null): void {
    if (under === this.under) return;
    this.under = under;
    if (this.started) this.list.reload();
  }

  /** Reports another period. */
  setPeriod(period: AgentPeriodChoice): void {
    if (samePeriod(period, this.period)) return;
    this.period = period;
    this.list.reload();
  }

  /** Narrows the report to one category, or all with null. */
  setCategory(category: AgentBettingCategory | null): void {
    if (category === this.category) return;
    this.category = category;
    this.list.reload();
  }

  private async fetchPage(pageNo: number) {
    const report = await getTeamBetting(this.api, {
      ...periodQueryOf(this.period),
      ...(this.under === null ? {} : { under: this.under }),
      ...(this.category === null ? {} : { category: this.category }),
      pageNo,
      pageSize: AGENT_BETTING_PAGE_SIZE,
    });
    const { currency, from, to, total, categories, path } = report;
    return { items: report.members, totalPages: report.page.totalPages, extra: { currency, from, to, total, categories, path } };
  }
}
