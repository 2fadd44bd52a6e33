import { DepositModel } from '../deposit.model';
import type { ScreenRoot } from '../screen-model';

/** The deposit screen: methods, amount, the payment step and the record. */
export function depositModel({ api, clock, sessionStorage, wallet, ui, language }: ScreenRoot): DepositModel {
  return new DepositModel({ api, clock, sessionStorage, wallet, ui, language });
}
