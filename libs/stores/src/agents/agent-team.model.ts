import { makeAutoObservable } from 'mobx';
import { getAgentInvitation, listDownline, type AgentDownlineMember, type AgentPathStep, type PlatformClient } from '@gp/api-client';
import { RecordList } from '../record-list';
import { Resource } from '../resource';
import { periodQueryOf, type AgentPeriodChoice } from './agent-period';

/** Which members the team list shows. */
export interface AgentTeamFilter {
  /** Part of a username; '' for all. */
  readonly search: string;
  readonly scope: 'direct' | 'all';
  readonly activity: 'all' | 'active' | 'new';
  readonly period: AgentPeriodChoice;
}

/** What comes with each page: the report's currency and the sub-agents down to the team viewed. */
export interface AgentTeamExtra {
  readonly currency: string;
  readonly path: readonly AgentPathStep[];
}

/** Members per page as the agent scrolls. */
export const AGENT_TEAM_PAGE_SIZE = 20;

/**
 * The team `/m/member/agent/team`: the agent's downline (or a sub-agent's, `under`), direct or
 * every level, all, active or new members over a period, searched by name, each with the figures
 * the platform computed; and the agent's invitation code for the registration link.
 */
export class AgentTeamModel {
  filter: AgentTeamFilter = { search: '', scope: 'direct', activity: 'all', period: { period: 'this_month' } };
  /** The sub-agent whose team is shown, or null for the agent's own. */
  under: string | null = null;
  readonly list: RecordList<AgentDownlineMember, AgentTeamExtra>;
  readonly invitation: Resource<string | null>;
  private started = false;

  constructor(private readonly api: PlatformClient) {
    this.list = new RecordList((pageNo) => this.fetchPage(pageNo), { currency: '', path: [] });
    this.invitation = new Resource(() => getAgentInvitation(this.api), null);
    makeAutoObservable<AgentTeamModel, 'api' | 'started'>(this, { api: false, list: false, invitation: false, started: false }, { autoBind: true });
  }

  /** Loads the first page and the invitation code. */
  start(): void {
    this.started = true;
    this.list.reload();
    this.invitation.ensure();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.started = false;
    this.list.cancel();
  }

  /** Shows a sub-agent's whole team (from the address), or the agent's own with null: a name searched for goes. */
  setUnder(under: string | null): void {
    if (under === this.under) return;
    this.under = under;
    this.filter = { ...this.filter, search: '' };
    if (this.started) this.list.reload();
  }

  /** Narrows the list: page 1 again. */
  setFilter(change: Partial<AgentTeamFilter>): void {
    this.filter = { ...this.filter, ...change };
    this.list.reload();
  }

  private async fetchPage(pageNo: number) {
    const { search, scope, activity, period } = this.filter;
    const page = await listDownline(this.api, {
      ...periodQueryOf(period),
      ...(search.trim() === '' ? {} : { username: search.trim() }),
      ...(this.under === null ? {} : { under: this.under }),
      scope,
      activity,
      pageNo,
      pageSize: AGENT_TEAM_PAGE_SIZE,
    });
    return { items: page.members, totalPages: page.page.totalPages, extra: { currency: page.currency, path: page.path } };
  }
}
