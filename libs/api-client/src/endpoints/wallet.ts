import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { IdempotencyParam, QueryOf } from './params';

/** The player's wallet balance in minor units, with its currency. */
export type WalletBalance = components['schemas']['WalletBalance'];
/** One way to deposit, with its limits. */
export type DepositMethod = components['schemas']['DepositMethod'];
/** The ways to deposit. */
export type DepositMethodList = components['schemas']['DepositMethodList'];
/** What a deposit asks for: the method and the amount in minor units. */
export type CreateDepositRequest = components['schemas']['CreateDepositRequest'];
/** One deposit and its state. */
export type Deposit = components['schemas']['Deposit'];
/** How a pending deposit is paid besides its checkout page: a QR Ph code, the receiving bank account, or a store payment code. */
export type DepositInstructions = components['schemas']['DepositInstructions'];
/** A page of the player's deposits. */
export type DepositPage = components['schemas']['DepositPage'];
/** The status filter, period and paging of listDeposits. */
export type ListDepositsQuery = QueryOf<'listDeposits'>;
/** What a withdrawal encrypts: amount, payout account and payment password. */
export type WithdrawPayload = components['schemas']['WithdrawPayload'];
/** One withdrawal and its state. */
export type Withdrawal = components['schemas']['Withdrawal'];
/** What the withdraw screen needs: balances, payout methods and banks. */
export type WithdrawOptions = components['schemas']['WithdrawOptions'];
/** A deposit request with its Idempotency-Key. */
export type CreateDepositParams = CreateDepositRequest & IdempotencyParam;
/** A withdrawal payload with its Idempotency-Key. */
export type CreateWithdrawalParams = WithdrawPayload & IdempotencyParam;

/** Reads the player's wallet balance (GET /wps/wallets/gcs). */
export function getWalletBalance(client: PlatformClient): Promise<WalletBalance> {
  return valueOf(client.GET('/wps/wallets/gcs'));
}
