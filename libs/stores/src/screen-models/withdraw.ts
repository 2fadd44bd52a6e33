import type { ScreenRoot } from '../screen-model';
import { WithdrawModel } from '../withdraw.model';

/** The withdraw screen: saved payout accounts and what the platform allows. */
export function withdrawModel({ api, ui }: ScreenRoot): WithdrawModel {
  return new WithdrawModel({ api, ui, newKey: () => crypto.randomUUID() });
}
