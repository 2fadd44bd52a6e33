import { runInAction } from 'mobx';
import { checkTransferAmount, AGENT_TRANSFER_LIMITS, formatMoney, type MessageId, type TransferAmountProblem } from '@gp/domain';
import { listAgentTransfers, transferToDownline, type AgentTransfer, type PlatformClient } from '@gp/api-client';
import { FormFeedback } from '../form-feedback';
import { FormModel } from '../form.model';
import { RecordList } from '../record-list';
import type { UiStore } from '../ui.store';

/** A field of the transfer form. */
export type AgentTransferField = 'member' | 'amount' | 'paymentPassword';

const FIELDS: readonly AgentTransferField[] = ['member', 'amount', 'paymentPassword'];

const AMOUNT_MESSAGES = {
  empty: 'agent.transfer.amountEmpty',
  notANumber: 'withdraw.amount.notANumber',
  tooManyDecimals: 'withdraw.amount.notANumber',
  tooLarge: 'agent.transfer.amountAboveMax',
  belowMin: 'agent.transfer.amountBelowMin',
  aboveMax: 'agent.transfer.amountAboveMax',
  overBalance: 'agent.transfer.amountOverBalance',
} as const satisfies Record<TransferAmountProblem, MessageId>;

/** Collaborators of the transfer screen. */
export interface AgentTransferDeps {
  readonly api: PlatformClient;
  readonly ui: Pick<UiStore, 'confirm' | 'toast'>;
  /** The agent's balance (null until known) and its refresh after a transfer. */
  readonly wallet: { readonly balance: { readonly balanceMinor: number; readonly currencySymbol: string } | null; refresh(): Promise<void> };
  /** A fresh Idempotency-Key (`crypto.randomUUID()` in the app). */
  readonly newKey: () => string;
  /** The language amounts are typed and shown in. */
  readonly locale: () => string;
}

/** Transfers per page as the agent scrolls. */
export const AGENT_TRANSFERS_PAGE_SIZE = 20;

/**
 * The transfer `/m/member/agent/transfer`: a downline member, the amount (within ₱1.00 to
 * ₱50,000.00 and the balance, as the platform checks) and the payment password, confirmed in a
 * dialog, then sent with one Idempotency-Key per attempt (a retry sends the same key, so the money
 * moves once); and the agent's transfer record.
 */
export class AgentTransferModel extends FormModel<AgentTransferField> {
  member = '';
  amount = '';
  paymentPassword = '';
  /** The last transfer made on this screen, for its receipt. */
  lastTransfer: AgentTransfer | null = null;
  readonly transfers: RecordList<AgentTransfer, null>;
  private attemptKey: string | null = null;

  constructor(private readonly deps: AgentTransferDeps) {
    super(new FormFeedback<AgentTransferField>(FIELDS), null);
    this.transfers = new RecordList(async (pageNo) => {
      const page = await listAgentTransfers(deps.api, { pageNo, pageSize: AGENT_TRANSFERS_PAGE_SIZE });
      return { items: page.transfers, totalPages: page.page.totalPages, extra: null };
    }, null);
    this.makeFormObservable({ deps: false, attemptKey: false, transfers: false });
  }

  /** Loads the transfer record. */
  start(): void {
    this.transfers.reload();
  }

  /** The page goes: the password is wiped and answers on their way dropped. */
  override stop(): void {
    super.stop();
    this.transfers.cancel();
  }

  /** Changes a field; its message goes and a new attempt begins. */
  setField(field: AgentTransferField, value: string): void {
    this[field] = value;
    this.attemptKey = null;
    this.feedback.clearError(field);
  }

  /** Checks the form, asks the agent to confirm, then transfers. */
  async submit(): Promise<void> {
    const member = this.member.trim();
    if (member === '') return this.feedback.showFieldError('member', 'agent.transfer.memberRequired');
    const balance = this.deps.wallet.balance;
    const amount = checkTransferAmount(this.amount, balance?.balanceMinor ?? null, this.deps.locale());
    if (!amount.ok) return this.feedback.showFieldError('amount', AMOUNT_MESSAGES[amount.problem]);
    if (this.paymentPassword === '') return this.feedback.showFieldError('paymentPassword', 'form.paymentPasswordRequired');
    const money = (minor: number) => formatMoney(minor, balance?.currencySymbol ?? '', this.deps.locale());
    const confirmed = await this.deps.ui.confirm({
      title: { id: 'agent.transfer.confirmTitle' },
      message: { id: 'agent.transfer.confirm', values: { amount: money(amount.minor), member } },
      confirmLabel: { id: 'agent.transfer.confirmLabel' },
    });
    if (confirmed) await this.send(member, amount.minor, money);
  }

  /** The message values of the amount field's limits, formatted in the agent's currency. */
  get limitValues(): Record<'min' | 'max' | 'balance', string> {
    const balance = this.deps.wallet.balance;
    const money = (minor: number) => formatMoney(minor, balance?.currencySymbol ?? '', this.deps.locale());
    return { min: money(AGENT_TRANSFER_LIMITS.minMinor), max: money(AGENT_TRANSFER_LIMITS.maxMinor), balance: money(balance?.balanceMinor ?? 0) };
  }

  private async send(member: string, amountMinor: number, money: (minor: number) => string): Promise<void> {
    const key = (this.attemptKey ??= this.deps.newKey());
    await this.attempt('submit', async () => {
      const transfer = await transferToDownline(this.deps.api, { downlineUsername: member, amountMinor, paymentPassword: this.paymentPassword, idempotencyKey: key });
      runInAction(() => {
        this.attemptKey = null;
        this.amount = '';
        this.lastTransfer = transfer;
      });
      this.succeed();
      this.deps.ui.toast({ id: 'agent.transfer.done', values: { amount: money(transfer.amountMinor), member: transfer.downlineUsername } }, { kind: 'success' });
      void this.deps.wallet.refresh();
      this.transfers.reload();
    });
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.paymentPassword = '';
  }
}
