import { TransactionsModel } from '../transactions.model';
import type { ScreenRoot } from '../screen-model';

/** The transactions `/m/member/transactions`. */
export function transactionsModel({ api, clock }: ScreenRoot): TransactionsModel {
  return new TransactionsModel({ api, clock });
}
