import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { PathOf } from './params';
import type { CreateWithdrawalParams, WithdrawOptions, WithdrawPayload, Withdrawal } from './wallet';

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

