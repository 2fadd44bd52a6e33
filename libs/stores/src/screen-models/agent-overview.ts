import { AgentOverviewModel } from '../agents/agent-overview.model';
import type { ScreenRoot } from '../screen-model';

/** The agent centre `/m/member/agent`. */
export function agentOverviewModel({ api }: ScreenRoot): AgentOverviewModel {
  return new AgentOverviewModel(api);
}
