import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageId } from '@gp/domain';
import { claimRebate, isPlatformError, listRebates, type PlatformClient, type WalletRebate } from '@gp/api-client';
import { RecordList } from './record-list';
import type { UiMessage, UiStore } from './ui.store';

/** What came with a page of rebates: the currency and the total still to claim. */
export interface RebatesSummary {
  readonly currency: string;
  readonly claimableTotalMinor: number;
}

/** Collaborators of the rebates screen. */
export interface RebatesDeps {
  readonly api: PlatformClient;
  readonly ui: Pick<UiStore, 'toast'>;
  /** The balance, refreshed once a rebate is credited. */
  readonly wallet: { refresh(): Promise<void> };
}

/** Rebates per page as the player scrolls. */
export const REBATES_PAGE_SIZE = 20;

/**
 * The rebates `/m/member/rebates`: the daily rebates (a percentage of each day's turnover per
 * category), newest day first, with the total still to claim; a claim credits one to the balance.
 * Claiming is idempotent on the platform (a second claim of the same rebate credits nothing), so
 * a retry after a lost answer is safe.
 */
export class RebatesModel {
  readonly list: RecordList<WalletRebate, RebatesSummary>;
  /** The rebate whose claim is on its way, or null. */
  claiming: number | null = null;
  /** The last failed claim: which rebate and why. */
  claimError: { readonly rebateId: number; readonly code: string } | null = null;

  constructor(private readonly deps: RebatesDeps) {
    this.list = new RecordList((pageNo) => this.fetchPage(pageNo), { currency: '', claimableTotalMinor: 0 });
    makeAutoObservable<RebatesModel, 'deps'>(this, { deps: false, list: false }, { autoBind: true });
  }

  /** Loads page 1. */
  start(): void {
    this.list.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.list.cancel();
  }

  /** Claims a rebate: once credited it shows claimed, the total to claim drops and the balance is refreshed. */
  async claim(rebateId: number): Promise<void> {
    if (this.claiming !== null) return;
    const rebate = this.list.items.find((item) => item.id === rebateId);
    if (rebate?.status !== 'claimable') return;
    this.claiming = rebateId;
    this.claimError = null;
    try {
      await claimRebate(this.deps.api, { rebateId });
      runInAction(() => {
        this.list.update(
          (item) => (item.id === rebateId ? { ...item, status: 'claimed' } : item),
          (summary) => ({ ...summary, claimableTotalMinor: Math.max(0, summary.claimableTotalMinor - rebate.amountMinor) }),
        );
      });
      const claimed: UiMessage<MessageId> = { id: 'records.rebateClaimed' };
      this.deps.ui.toast(claimed, { kind: 'success' });
      void this.deps.wallet.refresh();
    } catch (error) {
      runInAction(() => {
        this.claimError = { rebateId, code: isPlatformError(error) ? error.code : 'UNKNOWN' };
      });
    } finally {
      runInAction(() => {
        this.claiming = null;
      });
    }
  }

  private async fetchPage(pageNo: number) {
    const page = await listRebates(this.deps.api, { pageNo, pageSize: REBATES_PAGE_SIZE });
    return { items: page.items, totalPages: page.page.totalPages, extra: { currency: page.currency, claimableTotalMinor: page.claimableTotalMinor } };
  }
}
