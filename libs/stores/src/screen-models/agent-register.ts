import { AgentRegisterFormModel } from '../agent-register-form.model';
import type { ScreenRoot } from '../screen-model';

/** The agent's form that opens downline accounts. */
export function agentRegisterModel({ api, clock }: ScreenRoot): AgentRegisterFormModel {
  return new AgentRegisterFormModel(api, clock);
}
