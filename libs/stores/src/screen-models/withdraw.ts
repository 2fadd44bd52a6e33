import type { ScreenRoot } from '../screen-model';
import { WithdrawModel } from '../withdraw.model';

function withdrawModelOf({ api, ui, language }: ScreenRoot, listsWithdrawals: boolean): WithdrawModel {
  const model: WithdrawModel = new WithdrawModel({
    api,
    ui,
    newKey: () => crypto.randomUUID(),
    money: () => ({ symbol: model.options.value?.currencySymbol ?? '', locale: language.locale }),
    listsWithdrawals,
  });
  return model;
}

/** The withdraw screen: saved payout accounts, the withdraw form and the member's withdrawals. */
export function withdrawModel(root: ScreenRoot): WithdrawModel {
  return withdrawModelOf(root, true);
}

/** The withdrawal accounts screen: the payment password and the saved payout accounts only (the same model, no withdrawal lists). */
export function payoutAccountsModel(root: ScreenRoot): WithdrawModel {
  return withdrawModelOf(root, false);
}
