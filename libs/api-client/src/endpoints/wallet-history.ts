import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, type PathOf, type QueryOf } from './params';

/** Paging facts of a list. */
export type Page = components['schemas']['Page'];
/** One wallet transaction. */
export type WalletTransaction = components['schemas']['WalletTransaction'];
/** One page of wallet transactions. */
export type WalletTransactionPage = components['schemas']['WalletTransactionPage'];
/** One daily rebate. */
export type WalletRebate = components['schemas']['WalletRebate'];
/** One page of rebates. */
export type WalletRebatePage = components['schemas']['WalletRebatePage'];
/** One day's net win or loss of a report. */
export type WalletReportDay = components['schemas']['WalletReportDay'];
/** Profit and loss over a period. */
export type WalletReportSummary = components['schemas']['WalletReportSummary'];
/** The filters and paging of listTransactions. */
export type ListTransactionsQuery = QueryOf<'listTransactions'>;
/** The filter and paging of listRebates. */
export type ListRebatesQuery = QueryOf<'listRebates'>;
/** The period of getReportSummary. */
export type ReportSummaryQuery = QueryOf<'getReportSummary'>;

/** Reads one page of the transaction history (GET /wps/transaction/records). */
export function listTransactions(client: PlatformClient, params: ListTransactionsQuery = {}): Promise<WalletTransactionPage> {
  return valueOf(client.GET('/wps/transaction/records', { params: { query: params } }));
}

/** Reads one page of the daily rebates (GET /wps/rebates). */
export function listRebates(client: PlatformClient, params: ListRebatesQuery = {}): Promise<WalletRebatePage> {
  return valueOf(client.GET('/wps/rebates', { params: { query: params } }));
}

/** Claims a rebate into the wallet (POST /wps/rebates/{rebateId}/claim). */
export function claimRebate(client: PlatformClient, params: PathOf<'claimRebate'>): Promise<void> {
  return done(valueOf(client.POST('/wps/rebates/{rebateId}/claim', { params: { path: params } })));
}

/** Reads profit and loss over a period (GET /wps/reports/summary). */
export function getReportSummary(client: PlatformClient, params: ReportSummaryQuery = {}): Promise<WalletReportSummary> {
  return valueOf(client.GET('/wps/reports/summary', { params: { query: params } }));
}
