import { AgentCommissionModel } from '../agents/agent-commission.model';
import type { ScreenRoot } from '../screen-model';

/** Commission `/m/member/agent/commission`. */
export function agentCommissionModel({ api }: ScreenRoot): AgentCommissionModel {
  return new AgentCommissionModel(api);
}
