import { makeAutoObservable } from 'mobx';
import { recordPeriodRange, type RecordPeriod } from '@gp/domain';
import { listTransactions, type ListTransactionsQuery, type PlatformClient, type WalletTransaction } from '@gp/api-client';
import type { Clock } from './ports';
import { RecordList } from './record-list';

/** The kinds of ledger line the transactions screen filters by (the contract's `type`). */
export type TransactionType = NonNullable<ListTransactionsQuery['type']>;

/** Every type filter, in the order the picker shows them. */
export const TRANSACTION_TYPES: readonly TransactionType[] = ['all', 'deposit', 'withdrawal', 'bet', 'payout', 'rebate', 'bonus', 'transfer'];

/** What the transactions screen lists: one type of line over a period. */
export interface TransactionsFilter {
  readonly type: TransactionType;
  readonly period: RecordPeriod;
}

/** Collaborators of the transactions screen. */
export interface TransactionsDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
}

/** Lines per page as the player scrolls. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * The transactions `/m/member/transactions`: every ledger line of the cash wallet (deposits,
 * withdrawals, bets, wins, rebates, promotions, transfers) of a type over a period of at most
 * 30 days (domain `recordPeriodRange`), each with its signed amount and the balance after it,
 * more lines as the player scrolls.
 */
export class TransactionsModel {
  filter: TransactionsFilter = { type: 'all', period: 'last7days' };
  readonly list: RecordList<WalletTransaction, string>;

  constructor(private readonly deps: TransactionsDeps) {
    this.list = new RecordList((pageNo) => this.fetchPage(pageNo), '');
    makeAutoObservable<TransactionsModel, 'deps'>(this, { deps: false, list: false }, { autoBind: true });
  }

  /** The currency of the amounts (ISO code), once a page came. */
  get currency(): string {
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
  setFilter(change: Partial<TransactionsFilter>): void {
    const next = { ...this.filter, ...change };
    if (next.type === this.filter.type && next.period === this.filter.period) return;
    this.filter = next;
    this.list.reload();
  }

  private async fetchPage(pageNo: number) {
    const { from, to } = recordPeriodRange(this.filter.period, this.deps.clock.now());
    const page = await listTransactions(this.deps.api, { type: this.filter.type, from, to, pageNo, pageSize: TRANSACTIONS_PAGE_SIZE });
    return { items: page.items, totalPages: page.page.totalPages, extra: page.currency };
  }
}
