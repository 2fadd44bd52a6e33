import type { ContractKind } from '@gp/domain';
import { AgentContractsModel } from '../agents/agent-contracts.model';
import type { ScreenRoot } from '../screen-model';

/** The factory of one contract screen's model (daily salary, dividend or hourly salary). */
export function agentContractsModelOf(kind: ContractKind): (root: ScreenRoot) => AgentContractsModel {
  return ({ api, ui }) => new AgentContractsModel(kind, { api, ui });
}
