import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { QueryOf } from './params';

/** A page of the member's withdrawals. */
export type WithdrawalPage = components['schemas']['WithdrawalPage'];
/** Which withdrawals to list and which page. */
export type ListWithdrawalsQuery = QueryOf<'listWithdrawals'>;

/** Reads the member's withdrawals, newest first (GET /wps/transaction/withdraw). */
export function listWithdrawals(client: PlatformClient, query: ListWithdrawalsQuery = {}): Promise<WithdrawalPage> {
  return valueOf(client.GET('/wps/transaction/withdraw', { params: { query } }));
}
