import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageIdOf, payoutAccountRoom, type MessageId, type PayoutMethodCode } from '@gp/domain';
import {
  getWithdrawOptions,
  isPlatformError,
  listPayoutAccounts,
  removePayoutAccount,
  type PayoutAccount,
  type PayoutAccountList,
  type PlatformClient,
  type WithdrawOptions,
} from '@gp/api-client';
import { PayoutAccountFormModel } from './payout-account-form.model';
import { Resource } from './resource';
import type { ScreenModel } from './screen-model';
import { endsTheSession } from './session-ending';
import type { DialogOptions, Toast, UiMessage } from './ui.store';

/** Collaborators of the withdraw screen. */
export interface WithdrawDeps {
  readonly api: PlatformClient;
  readonly ui: {
    confirm(options: DialogOptions & { readonly message: UiMessage<MessageId> }): Promise<boolean>;
    toast(message: UiMessage<MessageId>, options?: { readonly kind?: Toast['kind'] }): number;
  };
  /** A fresh Idempotency-Key for each attempt of a money call. */
  readonly newKey: () => string;
}

/**
 * The withdraw screen `/m/withdraw`: what the platform allows (balance, methods, banks, whether a
 * payment password is set) and the member's saved payout accounts with their add form and removal
 * with confirmation, each account at most `maxPerMethod` per method.
 */
export class WithdrawModel implements ScreenModel {
  readonly options: Resource<WithdrawOptions | null>;
  readonly accounts: Resource<PayoutAccountList | null>;
  readonly addForm: PayoutAccountFormModel;
  /** The add-account form is open. */
  adding = false;
  /** The id of the account being removed, or null. */
  removing: number | null = null;

  constructor(private readonly deps: WithdrawDeps) {
    this.options = new Resource<WithdrawOptions | null>(() => getWithdrawOptions(deps.api), null);
    this.accounts = new Resource<PayoutAccountList | null>(() => listPayoutAccounts(deps.api), null);
    this.addForm = new PayoutAccountFormModel({ api: deps.api, newKey: deps.newKey, onSaved: () => this.saved() });
    makeAutoObservable<WithdrawModel, 'deps'>(this, { deps: false, options: false, accounts: false, addForm: false, roomFor: false }, { autoBind: true });
  }

  /** Loads the options and the saved accounts. */
  start(): void {
    void this.options.load();
    void this.accounts.load();
  }

  /** The screen goes: the form's secrets are wiped and it closes. */
  stop(): void {
    this.addForm.stop();
    this.adding = false;
  }

  /** The saved accounts, oldest first (none until loaded). */
  get savedAccounts(): readonly PayoutAccount[] {
    return this.accounts.value?.accounts ?? [];
  }

  /** How many more accounts of a method may be saved (a plain read, tracked by whoever calls it). */
  roomFor(method: PayoutMethodCode): number {
    return payoutAccountRoom(this.savedAccounts, method, this.accounts.value?.maxPerMethod);
  }

  /** Whether any method still has room for an account. */
  get canAdd(): boolean {
    return (['gcash', 'maya', 'bank'] as const).some((method) => this.roomFor(method) > 0);
  }

  /** Opens the add form on a method that still has room. */
  openAdd(): void {
    const method = (['gcash', 'maya', 'bank'] as const).find((code) => this.roomFor(code) > 0);
    if (method === undefined) return;
    this.addForm.setMethod(method);
    this.adding = true;
  }

  /** Closes the add form; what was typed as a password goes. */
  closeAdd(): void {
    this.addForm.stop();
    this.adding = false;
  }

  /** Asks, then removes a saved account; the list reloads either way it ends. */
  async remove(account: PayoutAccount): Promise<void> {
    if (this.removing !== null) return;
    const confirmed = await this.deps.ui.confirm({
      message: { id: 'withdraw.removeAccountQuestion', values: { account: account.accountNumberMasked } },
      confirmLabel: { id: 'withdraw.removeAccountConfirm' },
    });
    if (!confirmed) return;
    runInAction(() => (this.removing = account.id));
    try {
      await removePayoutAccount(this.deps.api, { accountId: account.id });
      this.deps.ui.toast({ id: 'withdraw.accountRemoved' }, { kind: 'success' });
    } catch (error) {
      if (!endsTheSession(error)) {
        this.deps.ui.toast({ id: errorMessageIdOf(isPlatformError(error) ? error.code : 'UNKNOWN') }, { kind: 'error' });
      }
    } finally {
      runInAction(() => (this.removing = null));
      void this.accounts.load();
    }
  }

  private saved(): void {
    this.adding = false;
    this.deps.ui.toast({ id: 'withdraw.accountSaved' }, { kind: 'success' });
    void this.accounts.load();
  }
}
