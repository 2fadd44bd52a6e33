import { makeAutoObservable, runInAction } from 'mobx';
import { payoutAccountRoom, type PayoutMethodCode } from '@gp/domain';
import {
  getWithdrawOptions,
  listPayoutAccounts,
  removePayoutAccount,
  type PayoutAccount,
  type PayoutAccountList,
  type PlatformClient,
  type WithdrawOptions,
} from '@gp/api-client';
import { PaymentPasswordFormModel } from './payment-password-form.model';
import { PayoutAccountFormModel } from './payout-account-form.model';
import { confirmedCall, type ConfirmingUi } from './confirmed-call';
import { Resource } from './resource';
import type { ScreenModel } from './screen-model';
import { WithdrawFormModel } from './withdraw-form.model';
import { WithdrawalListModel } from './withdrawal-list.model';

/** Collaborators of the withdraw screen. */
export interface WithdrawDeps {
  readonly api: PlatformClient;
  readonly ui: ConfirmingUi;
  /** A fresh Idempotency-Key for each attempt of a money call. */
  readonly newKey: () => string;
  /** The symbol and language amounts are written and typed with. */
  readonly money: () => { readonly symbol: string; readonly locale: string };
  /** Whether the screen lists the member's withdrawals (the withdrawal accounts screen does not). */
  readonly listsWithdrawals?: boolean;
}

/**
 * The withdraw screen `/m/withdraw`: what the platform allows (balance available and locked,
 * methods and their limits, banks, whether a payment password is set); the member's saved payout
 * accounts with their add form and removal with confirmation (at most `maxPerMethod` per method);
 * setting the payment password when there is none, and resetting a forgotten one with the login password;
 * the withdraw form; the pending withdrawals with cancel, and the record of settled ones.
 */
export class WithdrawModel implements ScreenModel {
  readonly options: Resource<WithdrawOptions | null>;
  readonly accounts: Resource<PayoutAccountList | null>;
  readonly addForm: PayoutAccountFormModel;
  /** Setting the payment password, offered while the member has none. */
  readonly paymentPasswordForm: PaymentPasswordFormModel;
  readonly form: WithdrawFormModel;
  readonly withdrawals: WithdrawalListModel;
  /** The add-account form is open. */
  adding = false;
  /** The id of the account being removed, or null. */
  removing: number | null = null;
  /** The member forgot the payment password and is choosing a new one (with the login password). */
  resettingPaymentPassword = false;

  constructor(private readonly deps: WithdrawDeps) {
    this.options = new Resource<WithdrawOptions | null>(() => getWithdrawOptions(deps.api), null);
    this.accounts = new Resource<PayoutAccountList | null>(() => listPayoutAccounts(deps.api), null);
    this.addForm = new PayoutAccountFormModel({ api: deps.api, newKey: deps.newKey, onSaved: () => this.saved() });
    this.paymentPasswordForm = new PaymentPasswordFormModel({ api: deps.api, onSet: () => this.paymentPasswordSet() });
    this.form = new WithdrawFormModel({
      api: deps.api,
      newKey: deps.newKey,
      options: () => this.options.value,
      accounts: () => this.savedAccounts,
      locale: () => deps.money().locale,
      onRequested: () => this.requested(),
      onRefused: () => void this.options.load(),
    });
    this.withdrawals = new WithdrawalListModel({ api: deps.api, ui: deps.ui, money: deps.money, onCancelled: () => void this.options.load() });
    makeAutoObservable<WithdrawModel, 'deps'>(
      this,
      { deps: false, options: false, accounts: false, addForm: false, paymentPasswordForm: false, form: false, withdrawals: false, roomFor: false },
      { autoBind: true },
    );
  }

  /** Loads the options, the saved accounts and, where the screen lists them, the withdrawals. */
  start(): void {
    void this.options.load();
    void this.accounts.load();
    if (this.deps.listsWithdrawals !== false) this.withdrawals.load();
  }

  /** The screen goes: the form's secrets are wiped and it closes. */
  stop(): void {
    this.addForm.stop();
    this.paymentPasswordForm.stop();
    this.form.stop();
    this.adding = false;
    this.resettingPaymentPassword = false;
  }

  /** Whether the payment password form shows: to set one (the member has none) or to reset a forgotten one. */
  get showsPaymentPasswordForm(): boolean {
    return this.hasPaymentPassword === false || this.resettingPaymentPassword;
  }

  /** Opens the payment password form to reset a forgotten one; the focus goes to its first field. */
  openPaymentPasswordReset(): void {
    this.resettingPaymentPassword = true;
    this.paymentPasswordForm.feedback.focusOn('loginPassword');
  }

  /** Closes the reset without changing anything; what was typed goes. */
  closePaymentPasswordReset(): void {
    this.paymentPasswordForm.stop();
    this.resettingPaymentPassword = false;
  }

  /** Whether the member has a payment password: null until the options are known. */
  get hasPaymentPassword(): boolean | null {
    return this.options.value?.paymentPasswordSet ?? null;
  }

  /** The saved accounts, oldest first (none until loaded). */
  get savedAccounts(): readonly PayoutAccount[] {
    return this.accounts.value?.accounts ?? [];
  }

  /** The names of the banks a payout can go to, by code. */
  get bankNames(): Readonly<Record<string, string>> {
    return Object.fromEntries((this.options.value?.banks ?? []).map((bank) => [bank.code, bank.name]));
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
    await confirmedCall(this.deps.ui, {
      question: { id: 'withdraw.removeAccountQuestion', values: { account: account.accountNumberMasked } },
      confirmLabel: { id: 'withdraw.removeAccountConfirm' },
      done: { id: 'withdraw.accountRemoved' },
      run: () => removePayoutAccount(this.deps.api, { accountId: account.id }),
      begin: () => runInAction(() => (this.removing = account.id)),
      end: () => {
        runInAction(() => (this.removing = null));
        void this.accounts.load();
      },
    });
  }

  private requested(): void {
    this.deps.ui.toast({ id: 'withdraw.requested' }, { kind: 'success' });
    void this.options.load();
    this.withdrawals.load();
  }

  private saved(): void {
    this.adding = false;
    this.deps.ui.toast({ id: 'withdraw.accountSaved' }, { kind: 'success' });
    void this.accounts.load();
  }

  /** The payment password is set (or reset): it is said, and the options (which tell it) load again. */
  private paymentPasswordSet(): void {
    this.deps.ui.toast({ id: this.resettingPaymentPassword ? 'notice.paymentPasswordReset' : 'notice.paymentPasswordSet' }, { kind: 'success' });
    this.resettingPaymentPassword = false;
    void this.options.load();
  }
}
