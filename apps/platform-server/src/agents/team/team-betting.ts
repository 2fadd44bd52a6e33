import type { Schema } from '../../contract/schema-types';
import type { Db } from '../../db/open-database';
import type { PageRequest } from '../../http/paging';
import { pageOf } from '../../http/paging';
import { countedUntil } from '../../play/counted-bets';
import type { SessionAccount } from '../../sessions/session-store';
import { DownlineRepository } from '../downline/downline-repository';
import { userNotFound } from '../shared/refusals';
import type { ReportPeriod } from './report-period';
import { TeamFigures, type FiguresQuery, type LineBetting } from './team-figures';
import { TeamScope } from './team-scope';
import { viewedTeamOf } from './viewed-team';

/** The team-betting report as the contract's AgentTeamBetting gives it. */
export type TeamBettingView = Schema<'AgentTeamBetting'>;

/** What the report is asked for: the sub-agent whose team to show, one member of its direct downline, one category. */
export interface TeamBettingFilter {
  readonly under: string | null;
  readonly username: string | null;
  readonly category: string | null;
}

const NO_BETTING = { betCount: 0, turnoverMinor: 0, payoutMinor: 0, netMinor: 0 };

/**
 * The team-betting report: one line per member of the viewed agent's direct downline with valid
 * bets in the period (a sub-agent's line is its own betting and its whole team's), by turnover,
 * the whole team's total and its split by game category, narrowed to one member or category when
 * asked.
 */
export class TeamBettingReport {
  private readonly figures;
  private readonly scope;
  private readonly downline;

  constructor(db: Db) {
    this.figures = new TeamFigures(db);
    this.scope = new TeamScope(db);
    this.downline = new DownlineRepository(db);
  }

  /** The report of `agent` over the period, one page of lines. */
  view(agent: SessionAccount, period: ReportPeriod, filter: TeamBettingFilter, page: PageRequest, now: number): TeamBettingView {
    const { team, path } = viewedTeamOf(this.scope, agent, filter.under);
    const member = filter.username === null ? null : this.downline.find(team.agentId, team.merchantCode, filter.username);
    if (filter.username !== null && !member) throw userNotFound();
    const query: FiguresQuery = { ...team, from: period.from, until: countedUntil(period.to, now), lineId: member?.id ?? null, category: filter.category };
    let lines: LineBetting[] = this.figures.lines(query, page.pageSize, page.offset);
    let count = this.figures.lineCount(query);
    if (member && count === 0) {
      // One member asked for by name is reported even without betting in the period.
      const isAgent = member.type === 1 || member.type === 2;
      lines = page.pageNo === 1 ? [{ id: member.id, username: member.username, nickname: member.nickname, isAgent, ...NO_BETTING }] : [];
      count = 1;
    }
    const { betCount, turnoverMinor, payoutMinor, netMinor } = this.figures.totals(query);
    return {
      period: period.period,
      from: period.from,
      to: period.to,
      currency: agent.currency,
      members: lines.map(({ id, ...line }) => ({ ...line, teamSize: line.isAgent ? this.scope.sizeOf(id, team.merchantCode) : 0 })),
      total: { betCount, turnoverMinor, payoutMinor, netMinor },
      categories: this.figures.categories(query) as TeamBettingView['categories'],
      path,
      page: pageOf(page, count),
    };
  }
}
