import { AgentTeamModel } from '../agents/agent-team.model';
import type { ScreenRoot } from '../screen-model';

/** The team `/m/member/agent/team`. */
export function agentTeamModel({ api }: ScreenRoot): AgentTeamModel {
  return new AgentTeamModel(api);
}
