import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { ImageUpload } from './accounts-member';
import type { PathOf } from './params';
import type { CreateDepositParams, Deposit, DepositMethodList, DepositPage, ListDepositsQuery } from './wallet';

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

/** Keeps a picture of the payment receipt with a waiting deposit (POST /wps/deposit/{depositId}/receipt); RATE_LIMITED within a minute of the last. */
export function uploadDepositReceipt(client: PlatformClient, params: PathOf<'uploadDepositReceipt'>, body: ImageUpload): Promise<Deposit> {
  return valueOf(client.POST('/wps/deposit/{depositId}/receipt', { params: { path: params }, body }));
}

/** Reads one of the player's deposits (GET /wps/deposit/{depositId}). */
export function getDeposit(client: PlatformClient, params: PathOf<'getDeposit'>): Promise<Deposit> {
  return valueOf(client.GET('/wps/deposit/{depositId}', { params: { path: params } }));
}
