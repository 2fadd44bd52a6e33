import { ContractPromptsModel } from '../agents/contract-prompts.model';
import type { ScreenRoot } from '../screen-model';

/** The home screen's contract prompts, kept on the root so that they show once per login. */
export function contractPromptsOf(root: ScreenRoot): ContractPromptsModel {
  return root.keep('contractPrompts', () => new ContractPromptsModel({ api: root.api, sessionKey: () => root.session.token }));
}
