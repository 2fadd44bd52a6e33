import { makeAutoObservable, runInAction } from 'mobx';
import { formatMoney } from '@gp/domain';
import { cancelWithdrawal, listWithdrawals, type PlatformClient, type Withdrawal, type WithdrawalPage } from '@gp/api-client';
import { confirmedCall, type ConfirmingUi } from './confirmed-call';
import { Resource } from './resource';

/** How many past withdrawals the record shows. */
export const WITHDRAWAL_RECORD_SIZE = 20;

/** Collaborators of the withdrawal lists. */
export interface WithdrawalListDeps {
  readonly api: PlatformClient;
  readonly ui: ConfirmingUi;
  /** The symbol and language amounts are written with. */
  readonly money: () => { readonly symbol: string; readonly locale: string };
  /** A withdrawal was cancelled (the amounts reload). */
  readonly onCancelled: () => void;
}

/**
 * The member's pending withdrawals (each cancellable after a confirmation, its amount back in the
 * balance) and the record of the latest settled ones.
 */
export class WithdrawalListModel {
  readonly pending: Resource<WithdrawalPage | null>;
  readonly settled: Resource<WithdrawalPage | null>;
  /** The withdrawal being cancelled, or null. */
  cancelling: number | null = null;

  constructor(private readonly deps: WithdrawalListDeps) {
    this.pending = new Resource<WithdrawalPage | null>(() => listWithdrawals(deps.api, { status: 'pending', pageSize: 100 }), null);
    this.settled = new Resource<WithdrawalPage | null>(() => listWithdrawals(deps.api, { status: 'settled', pageSize: WITHDRAWAL_RECORD_SIZE }), null);
    makeAutoObservable<WithdrawalListModel, 'deps'>(this, { deps: false, pending: false, settled: false }, { autoBind: true });
  }

  /** Loads both lists. */
  load(): void {
    void this.pending.load();
    void this.settled.load();
  }

  /** Asks, then cancels a pending withdrawal; both lists reload either way it ends. */
  async cancel(withdrawal: Withdrawal): Promise<void> {
    if (this.cancelling !== null) return;
    const { symbol, locale } = this.deps.money();
    await confirmedCall(this.deps.ui, {
      question: { id: 'withdraw.cancelQuestion', values: { amount: formatMoney(withdrawal.amountMinor, symbol, locale) } },
      confirmLabel: { id: 'withdraw.cancelConfirm' },
      done: { id: 'withdraw.cancelled' },
      run: () => cancelWithdrawal(this.deps.api, { withdrawalId: withdrawal.id }),
      begin: () => runInAction(() => (this.cancelling = withdrawal.id)),
      end: () => {
        runInAction(() => (this.cancelling = null));
        this.load();
        this.deps.onCancelled();
      },
    });
  }
}
