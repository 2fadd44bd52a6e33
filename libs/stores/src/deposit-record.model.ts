import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageIdOf, type MessageId } from '@gp/domain';
import {
  isPlatformError,
  listDeposits,
  remindDeposit,
  uploadDepositReceipt,
  type DepositPage,
  type ImageUpload,
  type ListDepositsQuery,
  type PlatformClient,
} from '@gp/api-client';
import { ImageUploadModel } from './image-upload.model';
import { Resource } from './resource';
import { endsTheSession } from './session-ending';
import type { UiMessage } from './ui.store';

/** What the record says in toasts. */
export interface DepositRecordUi {
  toast(message: UiMessage<MessageId>, options?: { readonly kind?: 'info' | 'success' | 'error' }): number;
}

/** The status filter of the deposit record. */
export type DepositStatusFilter = NonNullable<ListDepositsQuery['status']>;
/** The period filter of the deposit record. */
export type DepositPeriodFilter = NonNullable<ListDepositsQuery['period']>;

/** The status filters in the order the record offers them. */
export const DEPOSIT_STATUS_FILTERS: readonly DepositStatusFilter[] = ['all', 'pending', 'paid', 'expired', 'cancelled'];
/** The period filters in the order the record offers them. */
export const DEPOSIT_PERIOD_FILTERS: readonly DepositPeriodFilter[] = ['today', 'yesterday', 'last7days', 'last30days'];

/**
 * The deposit record (the deposit screen's second tab): the member's deposits, newest first, by
 * status and period (the last 30 days at first); changing a filter loads again. A waiting
 * deposit can be reminded of (the platform spaces reminders 10 minutes apart), and can carry a
 * picture of its payment receipt (one deposit's at a time: `receiptFor`).
 */
export class DepositRecordModel {
  status: DepositStatusFilter = 'all';
  period: DepositPeriodFilter = 'last30days';
  /** The deposit a reminder is on its way for, or null. */
  reminding: number | null = null;
  /** The waiting deposit whose receipt is being picked and sent, or null. */
  receiptFor: number | null = null;
  /** The receipt picture of `receiptFor`: its checks, sending and problem. */
  readonly receipt: ImageUploadModel;
  readonly page: Resource<DepositPage | null>;

  constructor(
    private readonly api: PlatformClient,
    private readonly ui: DepositRecordUi,
  ) {
    this.page = new Resource(() => listDeposits(this.api, { status: this.status, period: this.period, pageSize: 50 }), null);
    this.receipt = new ImageUploadModel((picture) => this.sendReceipt(picture));
    makeAutoObservable<DepositRecordModel, 'api' | 'ui' | 'sendReceipt'>(
      this,
      { api: false, ui: false, page: false, receipt: false, sendReceipt: false },
      { autoBind: true },
    );
  }

  /** Starts on the receipt of a waiting deposit (the picker opens); any other one's is forgotten. */
  startReceipt(depositId: number): void {
    this.receipt.clear();
    this.receiptFor = depositId;
  }

  /** Closes the receipt of `receiptFor` (sent, or the player cancelled). */
  endReceipt(): void {
    this.receipt.clear();
    this.receiptFor = null;
  }

  private async sendReceipt(picture: ImageUpload): Promise<void> {
    const depositId = this.receiptFor;
    if (depositId === null) return;
    await uploadDepositReceipt(this.api, { depositId }, picture);
    runInAction(() => {
      if (this.receiptFor === depositId) this.receiptFor = null;
    });
    this.ui.toast({ id: 'deposit.receiptSent' }, { kind: 'success' });
    void this.load();
  }

  /** Reminds the operator of a waiting deposit; says it was sent, or why not. */
  async remind(depositId: number): Promise<void> {
    if (this.reminding !== null) return;
    this.reminding = depositId;
    try {
      await remindDeposit(this.api, { depositId });
      this.ui.toast({ id: 'deposit.reminderSent' }, { kind: 'success' });
      void this.load();
    } catch (error) {
      if (!endsTheSession(error)) this.ui.toast({ id: errorMessageIdOf(isPlatformError(error) ? error.code : null) }, { kind: 'error' });
    } finally {
      runInAction(() => (this.reminding = null));
    }
  }

  /** The deposits shown. */
  get items(): DepositPage['items'] {
    return this.page.value?.items ?? [];
  }

  /** Loads (again) with the current filters. */
  load(): Promise<void> {
    return this.page.load();
  }

  /** Picks a status filter and loads. */
  setStatus(status: DepositStatusFilter): void {
    this.status = status;
    void this.load();
  }

  /** Picks a period and loads. */
  setPeriod(period: DepositPeriodFilter): void {
    this.period = period;
    void this.load();
  }
}
