import { AgentTransferModel } from '../agents/agent-transfer.model';
import type { ScreenRoot } from '../screen-model';

/** The transfer `/m/member/agent/transfer`. */
export function agentTransferModel({ api, ui, wallet, language }: ScreenRoot): AgentTransferModel {
  return new AgentTransferModel({ api, ui, wallet, newKey: () => crypto.randomUUID(), locale: () => language.locale });
}
