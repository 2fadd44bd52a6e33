import { runInAction } from 'mobx';
import {
  amountInputText,
  checkDepositAmount,
  depositAmountMessageId,
  depositFeeMinor,
  depositPresets,
  depositRange,
  expiryCountdown,
  groupDepositMethods,
  type DepositAmountCheck,
  type DepositLimits,
  type DepositMethodGroup,
  type MessageId,
} from '@gp/domain';
import { createDeposit, getDeposit, listDepositMethods, type Deposit, type DepositMethod, type DepositMethodList, type PlatformClient } from '@gp/api-client';
import { DepositAttempts } from './deposit-attempt';
import { newDeviceId } from './device-id';
import { DepositRecordModel } from './deposit-record.model';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import type { Clock, KeyValueStorage } from './ports';
import { Resource } from './resource';
import { Timer } from './timing';
import type { UiMessage } from './ui.store';

/** How often a waiting deposit is asked for again, and the countdown ticks. */
export const DEPOSIT_POLL_MS = 5_000;
const TICK_MS = 1_000;

/** Collaborators of the deposit screen. */
export interface DepositDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** Session storage: the attempt survives a reload, not a logout. */
  readonly sessionStorage: KeyValueStorage;
  readonly wallet: { refresh(): Promise<void> };
  readonly ui: { toast(message: UiMessage<MessageId>, options?: { readonly kind?: 'info' | 'success' | 'error' }): number };
  readonly language: { readonly locale: string };
  /** Makes an Idempotency-Key; 16 random bytes (base64url) by default, which plain HTTP allows too. */
  readonly newKey?: () => string;
}

/**
 * The deposit screen `/m/voucherCenter`: the methods (last used first, unavailable ones with their
 * reason), the amount with preset chips, the range (first-deposit minimum included) and the fee
 * before confirming; confirm starts the deposit under one Idempotency-Key per attempt (kept across
 * a reload), then the payment step follows the deposit (polled while it waits, with the countdown
 * to its expiry) and refreshes the balance when it is paid. The record is `record`.
 */
export class DepositModel extends FormModel<'amount', 'confirm'> {
  readonly methods: Resource<DepositMethodList | null>;
  readonly record: DepositRecordModel;
  selectedCode: string | null = null;
  amountText = '';
  /** The deposit of the payment step, or null while the form shows. */
  current: Deposit | null = null;
  /** The checkout link of the current deposit (only a create answer carries one). */
  paymentUrl: string | null = null;
  /** Whether the kept attempt made the current deposit, so a fresh checkout link can be asked for. */
  canRenewLink = false;
  now: number;
  private readonly attempts: DepositAttempts;
  private readonly poller: Timer;
  private readonly ticker: Timer;

  constructor(private readonly deps: DepositDeps) {
    super(new FormFeedback<'amount'>(['amount']), null);
    this.methods = new Resource(() => listDepositMethods(deps.api), null);
    this.record = new DepositRecordModel(deps.api, deps.ui);
    this.attempts = new DepositAttempts(deps.sessionStorage, deps.newKey ?? (() => newDeviceId()));
    this.poller = new Timer(deps.clock);
    this.ticker = new Timer(deps.clock);
    this.now = deps.clock.now();
    this.makeFormObservable({ deps: false, methods: false, record: false, attempts: false, poller: false, ticker: false });
  }

  /** The methods in their groups: the last used first, then by kind. */
  get groups(): DepositMethodGroup<DepositMethod>[] {
    const list = this.methods.value;
    return list ? groupDepositMethods(list.methods, list.lastUsedCode) : [];
  }

  /** The chosen method (one that can take a deposit now). */
  get selected(): DepositMethod | null {
    return this.methods.value?.methods.find((method) => method.code === this.selectedCode && method.unavailable === null) ?? null;
  }

  /** The chosen method's range, the first-deposit minimum included. */
  get range(): DepositLimits | null {
    const list = this.methods.value;
    return list && this.selected ? depositRange(this.selected, list) : null;
  }

  /** The preset chips of the chosen method. */
  get presets(): number[] {
    return this.range ? depositPresets(this.range) : [];
  }

  /** The typed amount judged against the range. */
  get check(): DepositAmountCheck | null {
    return this.range ? checkDepositAmount(this.amountText, this.range, this.deps.language.locale) : null;
  }

  /** The typed amount when it is a valid one, else null. */
  get amountMinor(): number | null {
    const check = this.check;
    return check?.kind === 'ok' ? check.minor : null;
  }

  /** The first-deposit minimum when it raises the chosen method's minimum, else null. */
  get firstDepositMinimum(): number | null {
    const list = this.methods.value;
    return list?.firstDeposit && this.selected && list.firstDepositMinMinor > this.selected.minMinor ? list.firstDepositMinMinor : null;
  }

  /** The provider's fee of a valid amount (shown before confirming), else null. */
  get feeMinor(): number | null {
    const check = this.check;
    return check?.kind === 'ok' && this.selected ? depositFeeMinor(check.minor, this.selected.feePercent) : null;
  }

  /** 'mm:ss' left to pay a waiting deposit, else null. */
  get countdown(): string | null {
    return this.current?.status === 'pending' ? expiryCountdown(this.current.expiresAt, this.now) : null;
  }

  /** Loads the methods and the record, and returns to a deposit a reload or the provider left open. */
  start(): void {
    void this.methods.load();
    void this.record.load();
    const kept = this.attempts.current();
    if (kept && kept.depositId !== null && this.current === null) void this.follow(kept.depositId);
  }

  /** Stops polling and the countdown. */
  override stop(): void {
    this.poller.cancel();
    this.ticker.cancel();
    super.stop();
  }

  /** Picks a method (an unavailable one cannot be picked); the amount's message goes. */
  select(code: string): void {
    if (!this.methods.value?.methods.some((method) => method.code === code && method.unavailable === null)) return;
    this.selectedCode = code;
    this.feedback.clear();
  }

  /** The player types an amount. */
  setAmount(text: string): void {
    this.amountText = text;
    this.feedback.clearError('amount');
  }

  /** The player taps a preset chip. */
  choosePreset(amountMinor: number): void {
    this.setAmount(amountInputText(amountMinor, this.deps.language.locale));
  }

  /** Starts the deposit (same key for the same method and amount until it is settled). */
  async confirm(): Promise<void> {
    const method = this.selected;
    const check = this.check;
    if (!method || !check || this.pending !== null) return;
    const messageId = depositAmountMessageId(check);
    if (messageId !== null || check.kind !== 'ok') {
      this.feedback.showFieldError('amount', messageId ?? 'deposit.amountInvalid');
      return;
    }
    const key = this.attempts.keyFor(method.code, check.minor);
    await this.attempt('confirm', async () => {
      const deposit = await createDeposit(this.deps.api, { methodCode: method.code, amountMinor: check.minor, idempotencyKey: key });
      this.attempts.madeDeposit(deposit.id);
      this.show(deposit, deposit.paymentUrl);
      this.succeed();
      void this.record.load();
    });
  }

  /** Asks for a fresh checkout link of the waiting deposit with the attempt's own key (the same deposit). */
  async renewLink(): Promise<void> {
    const kept = this.attempts.current();
    if (!kept || kept.depositId !== this.current?.id) return;
    await this.attempt('confirm', async () => {
      const deposit = await createDeposit(this.deps.api, { methodCode: kept.methodCode, amountMinor: kept.amountMinor, idempotencyKey: kept.key });
      this.show(deposit, deposit.paymentUrl);
    });
  }

  /** Shows a deposit (the provider's return `?deposit=<id>`, or a reload) and follows it while it waits. */
  async follow(depositId: number): Promise<void> {
    try {
      const deposit = await getDeposit(this.deps.api, { depositId });
      this.show(deposit, deposit.id === this.current?.id ? this.paymentUrl : null);
    } catch {
      /* Not the member's, or no answer: the form shows; the record lists what there is. */
    }
  }

  /** Leaves the payment step for the form (the deposit stays in the record). */
  backToForm(): void {
    if (this.current?.status !== 'pending') this.attempts.forget();
    this.current = null;
    this.paymentUrl = null;
    this.poller.cancel();
    this.ticker.cancel();
  }

  protected run(): Promise<void> {
    return this.confirm();
  }

  protected wipeSecrets(): void {
    /* Nothing secret is typed here. */
  }

  private show(deposit: Deposit, paymentUrl: string | null): void {
    const before = this.current?.id === deposit.id ? this.current.status : null;
    const kept = this.attempts.current();
    runInAction(() => {
      this.current = deposit;
      this.canRenewLink = deposit.status === 'pending' && kept?.depositId === deposit.id;
      this.paymentUrl = deposit.status === 'pending' ? paymentUrl : null;
      this.now = this.deps.clock.now();
    });
    if (deposit.status === 'pending') {
      this.poller.schedule(() => void this.follow(deposit.id), DEPOSIT_POLL_MS);
      if (!this.ticker.pending) this.tick();
      return;
    }
    this.poller.cancel();
    this.ticker.cancel();
    this.attempts.forget();
    if (before === deposit.status) return;
    void this.record.load();
    if (deposit.status === 'paid') {
      void this.deps.wallet.refresh();
      this.deps.ui.toast({ id: 'deposit.paid' }, { kind: 'success' });
    }
  }

  private tick(): void {
    this.ticker.schedule(() => {
      runInAction(() => (this.now = this.deps.clock.now()));
      if (this.current?.status === 'pending') this.tick();
    }, TICK_MS);
  }
}
