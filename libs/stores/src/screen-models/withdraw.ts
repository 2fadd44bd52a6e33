import type { ScreenRoot } from '../screen-model';
import { WithdrawModel } from '../withdraw.model';

/** The withdraw screen: saved payout accounts, the withdraw form and the member's withdrawals. */
export function withdrawModel({ api, ui, language }: ScreenRoot): WithdrawModel {
  const model: WithdrawModel = new WithdrawModel({
    api,
    ui,
    newKey: () => crypto.randomUUID(),
    money: () => ({ symbol: model.options.value?.currencySymbol ?? '', locale: language.locale }),
  });
  return model;
}
