import { makeAutoObservable, runInAction } from 'mobx';
import { NO_ORDER_TOTALS, recordPeriodRange, type MessageId, type OrderTotals, type RecordPeriod } from '@gp/domain';
import { cancelSubOrders, getOrder, isPlatformError, listOrders, type PlatformClient, type PlayOrder, type PlayOrderDetail } from '@gp/api-client';
import type { Clock } from './ports';
import { RecordList } from './record-list';
import { Resource } from './resource';
import type { UiMessage, UiStore } from './ui.store';

/** The categories the game record filters by ('' for all); the contract's PlayGameCategory. */
export const GAME_RECORD_CATEGORIES = ['', 'RNG', 'LOTT', 'ELOTT', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;

/** A category of the game record's filter. */
export type GameRecordCategory = (typeof GAME_RECORD_CATEGORIES)[number];

/** What the game record lists: a category, by bet or settle time, over a period. */
export interface GameRecordFilter {
  readonly category: GameRecordCategory;
  readonly timeBy: 'bet' | 'settle';
  readonly period: RecordPeriod;
}

/** Collaborators of the game record. */
export interface GameRecordDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  readonly ui: Pick<UiStore, 'confirm' | 'toast'>;
}

/** Orders per page as the player scrolls. */
export const GAME_RECORD_PAGE_SIZE = 20;

/**
 * The game record `/m/gameRecord`: the orders of `/lgw/orders` by category, bet or settle time
 * and period, their totals (the platform sums every order of the filter), one order's detail
 * (slot reels, lottery draw and numbers) and the cancel of a cancellable lottery order's pending
 * numbers after the player confirms, once per tap whatever the retries (Idempotency-Key).
 */
export class GameRecordModel {
  filter: GameRecordFilter = { category: '', timeBy: 'bet', period: 'today' };
  readonly list: RecordList<PlayOrder, OrderTotals>;
  /** The order whose detail is open, or null. */
  openOrderId: number | null = null;
  readonly detail: Resource<PlayOrderDetail | null>;
  cancelling = false;
  /** The error code of the last refused or failed cancel, or null. */
  cancelError: string | null = null;
  private cancelKey: string | null = null;

  constructor(private readonly deps: GameRecordDeps) {
    this.list = new RecordList((pageNo) => this.fetchPage(pageNo), NO_ORDER_TOTALS);
    this.detail = new Resource(() => this.fetchDetail(), null);
    makeAutoObservable<GameRecordModel, 'deps' | 'cancelKey'>(this, { deps: false, cancelKey: false, list: false, detail: false }, { autoBind: true });
  }

  /** The totals of every order of the filter. */
  get totals(): OrderTotals {
    return this.list.extra;
  }

  /** Loads page 1. */
  start(): void {
    this.list.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.list.cancel();
  }

  /** Narrows the list: back to page 1 and a reload when something changed. */
  setFilter(change: Partial<GameRecordFilter>): void {
    const next = { ...this.filter, ...change };
    if (next.category === this.filter.category && next.timeBy === this.filter.timeBy && next.period === this.filter.period) return;
    this.filter = next;
    this.list.reload();
  }

  /** Opens an order's detail and loads it. */
  open(orderId: number): void {
    this.openOrderId = orderId;
    this.cancelError = null;
    this.cancelKey = null;
    this.detail.reset();
    void this.detail.load();
  }

  /** Closes the detail. */
  close(): void {
    this.openOrderId = null;
    this.detail.reset();
  }

  /**
   * Cancels the open lottery order's pending numbers after the player confirms; the detail and
   * the list show the refund. A retry after a failed answer sends the same key, so it refunds once.
   */
  async cancelPending(): Promise<void> {
    const detail = this.detail.value;
    if (!detail?.cancellable || this.cancelling) return;
    const subOrderIds = detail.subOrders.filter((sub) => sub.status === 'pending').map((sub) => sub.subOrderId);
    const title: UiMessage<MessageId> = { id: 'records.cancelTitle' };
    const message: UiMessage<MessageId> = { id: 'records.cancelConfirm', values: { count: subOrderIds.length } };
    const confirmed = await this.deps.ui.confirm({ title, message });
    if (!confirmed) return;
    this.cancelKey ??= crypto.randomUUID();
    runInAction(() => {
      this.cancelling = true;
      this.cancelError = null;
    });
    try {
      const change = await cancelSubOrders(this.deps.api, { orderId: detail.order.orderId, subOrderIds, idempotencyKey: this.cancelKey });
      runInAction(() => {
        this.cancelKey = null;
        this.detail.seed(change.order);
      });
      this.deps.ui.toast({ id: 'records.cancelled' } satisfies UiMessage<MessageId>, { kind: 'success' });
      this.list.reload();
    } catch (error) {
      runInAction(() => {
        this.cancelError = isPlatformError(error) ? error.code : 'UNKNOWN';
        // A refusal is final: a new tap is a new action. A lost answer keeps its key for the retry.
        if (isPlatformError(error) && error.status !== null && error.status < 500) this.cancelKey = null;
      });
    } finally {
      runInAction(() => {
        this.cancelling = false;
      });
    }
  }

  private async fetchPage(pageNo: number) {
    const { from, to } = recordPeriodRange(this.filter.period, this.deps.clock.now());
    const page = await listOrders(this.deps.api, {
      ...(this.filter.category === '' ? {} : { gameCategory: this.filter.category }),
      timeBy: this.filter.timeBy,
      from,
      to,
      pageNo,
      pageSize: GAME_RECORD_PAGE_SIZE,
    });
    return { items: page.list, totalPages: page.page.totalPages, extra: page.totals };
  }

  private fetchDetail(): Promise<PlayOrderDetail | null> {
    const orderId = this.openOrderId;
    return orderId === null ? Promise.resolve(null) : getOrder(this.deps.api, { orderId });
  }
}
