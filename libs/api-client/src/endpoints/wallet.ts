import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { IdempotencyParam, PathOf, QueryOf } from './params';

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

/** Reads the ways to deposit (GET /wps/deposit/methods). */
export function listDepositMethods(client: PlatformClient): Promise<DepositMethodList> {
  return valueOf(client.GET('/wps/deposit/methods'));
}

/**
 * Starts a deposit (POST /wps/deposit). `idempotencyKey` is made once per user action
 * (`crypto.randomUUID()`) and passed again on every retry of it, so a retry never deposits twice.
 */
export function createDeposit(client: PlatformClient, params: CreateDepositParams): Promise<Deposit> {
  const { idempotencyKey, ...body } = params;
  return valueOf(
    client.POST('/wps/deposit', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
  );
}

/** Reads one page of the player's deposit record (GET /wps/deposit). */
export function listDeposits(client: PlatformClient, params: ListDepositsQuery = {}): Promise<DepositPage> {
  return valueOf(client.GET('/wps/deposit', { params: { query: params } }));
}

/** Reminds the operator of a waiting deposit (POST /wps/deposit/{depositId}/reminder); RATE_LIMITED within 10 minutes of the last. */
export function remindDeposit(client: PlatformClient, params: PathOf<'remindDeposit'>): Promise<Deposit> {
  return valueOf(client.POST('/wps/deposit/{depositId}/reminder', { params: { path: params } }));
}

/** Reads one of the player's deposits (GET /wps/deposit/{depositId}). */
export function getDeposit(client: PlatformClient, params: PathOf<'getDeposit'>): Promise<Deposit> {
  return valueOf(client.GET('/wps/deposit/{depositId}', { params: { path: params } }));
}

/**
 * Requests a withdrawal with an encrypted body (POST /wps/transaction/withdraw). `idempotencyKey`
 * is made once per user action (`crypto.randomUUID()`) and passed again on every retry of it; the
 * one automatic retry after a key rotation sends the same key. Fails with INSUFFICIENT_BALANCE,
 * AMOUNT_OUT_OF_RANGE, PAYMENT_PASSWORD_INVALID or IDEMPOTENCY_CONFLICT.
 */
export function createWithdrawal(client: PlatformClient, params: CreateWithdrawalParams): Promise<Withdrawal> {
  const { idempotencyKey, ...payload } = params;
  const data: WithdrawPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.POST('/wps/transaction/withdraw', {
        params: { header: { Encryption: encryption, 'Idempotency-Key': idempotencyKey } },
        body,
      }),
    ),
  );
}

/** Reads what the withdraw screen needs (GET /wps/transaction/withdraw/options). */
export function getWithdrawOptions(client: PlatformClient): Promise<WithdrawOptions> {
  return valueOf(client.GET('/wps/transaction/withdraw/options'));
}

/** Cancels a pending withdrawal and returns it (POST /wps/transaction/withdraw/{withdrawalId}/cancel). */
export function cancelWithdrawal(client: PlatformClient, params: PathOf<'cancelWithdrawal'>): Promise<Withdrawal> {
  return valueOf(
    client.POST('/wps/transaction/withdraw/{withdrawalId}/cancel', { params: { path: params } }),
  );
}
