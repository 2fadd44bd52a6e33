import { AgentBettingModel } from '../agents/agent-betting.model';
import type { ScreenRoot } from '../screen-model';

/** Team betting `/m/member/agent/teamBetting`. */
export function agentBettingModel({ api }: ScreenRoot): AgentBettingModel {
  return new AgentBettingModel(api);
}
