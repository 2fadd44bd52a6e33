import { currencySymbolOf, isRealAccountType } from '@gp/domain';
import type { Db } from '../db/open-database';
import type { SessionAccount } from '../sessions/session-store';
import { formatMajor } from './money';
import { WithdrawalRepository } from './withdrawal-repository';
import type { Schema } from '../contract/schema-types';

/** The contract's `WalletBalance`. */
export type WalletBalanceView = Schema<'WalletBalance'>;

/** Reads balances as the header shows them: the cash wallet of a real account, the demo wallet of a trial one. */
export class WalletBalances {
  private readonly walletRow;
  private readonly withdrawals;

  constructor(db: Db) {
    this.walletRow = db.prepare<[number, string], { balance_minor: number; updated_at: number }>(
      'SELECT balance_minor, updated_at FROM wallet WHERE member_id = ? AND kind = ?',
    );
    this.withdrawals = new WithdrawalRepository(db);
  }

  /** The balance of the account's wallet at `now` (a wallet that never moved is 0, as of now). */
  balanceOf(account: SessionAccount, now: number): WalletBalanceView {
    const demo = !isRealAccountType(account.type);
    const row = this.walletRow.get(account.memberId, demo ? 'demo' : 'cash');
    const balance = row?.balance_minor ?? 0;
    return {
      balanceMinor: balance,
      sumBalance: formatMajor(balance),
      currency: account.currency,
      currencySymbol: currencySymbolOf(account.currency),
      demo,
      lockedMinor: demo ? 0 : this.withdrawals.lockedMinor(account.memberId),
      updatedAt: row?.updated_at ?? now,
    };
  }
}
