import { makeAutoObservable } from 'mobx';
import { getAgentOverview, getPendingContractRequests, type AgentOverview, type AgentPendingContracts, type PlatformClient } from '@gp/api-client';
import { Resource } from '../resource';
import { periodQueryOf, samePeriod, type AgentPeriodChoice } from './agent-period';

/**
 * The agent centre `/m/member/agent`: the team and the agent's income over a period (figures
 * and chart computed by the platform) and the contract requests waiting for an answer, shown on
 * the entries to the contract screens.
 */
export class AgentOverviewModel {
  period: AgentPeriodChoice = { period: 'today' };
  readonly overview: Resource<AgentOverview | null>;
  readonly pending: Resource<AgentPendingContracts | null>;

  constructor(private readonly api: PlatformClient) {
    this.overview = new Resource(() => getAgentOverview(this.api, periodQueryOf(this.period)), null);
    this.pending = new Resource(() => getPendingContractRequests(this.api), null);
    makeAutoObservable<AgentOverviewModel, 'api'>(this, { api: false, overview: false, pending: false }, { autoBind: true });
  }

  /** Loads the overview and the pending requests. */
  start(): void {
    this.overview.ensure();
    this.pending.ensure();
  }

  /** Nothing runs while the screen shows. */
  stop(): void {
    // No timers.
  }

  /** Shows another period (the last figures stay, dimmed, until the new ones come). */
  setPeriod(period: AgentPeriodChoice): void {
    if (samePeriod(period, this.period)) return;
    this.period = period;
    void this.overview.load();
  }
}
