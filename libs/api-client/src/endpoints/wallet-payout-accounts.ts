import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, type IdempotencyParam, type PathOf } from './params';

/** A payout account the member saved (number masked). */
export type PayoutAccount = components['schemas']['PayoutAccount'];
/** The member's saved payout accounts and the most kept per method. */
export type PayoutAccountList = components['schemas']['PayoutAccountList'];
/** What saving a payout account encrypts: the account and the payment password. */
export type PayoutAccountPayload = components['schemas']['PayoutAccountPayload'];
/** A payout account to save with its Idempotency-Key. */
export type AddPayoutAccountParams = PayoutAccountPayload & IdempotencyParam;

/** Reads the member's saved payout accounts (GET /wps/transaction/withdraw/accounts). */
export function listPayoutAccounts(client: PlatformClient): Promise<PayoutAccountList> {
  return valueOf(client.GET('/wps/transaction/withdraw/accounts'));
}

/**
 * Saves a payout account with an encrypted body (POST /wps/transaction/withdraw/accounts).
 * `idempotencyKey` is made once per attempt and sent again on its retries. Fails with
 * PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_INVALID, VALIDATION_FAILED or PAYOUT_ACCOUNT_LIMIT.
 */
export function addPayoutAccount(client: PlatformClient, params: AddPayoutAccountParams): Promise<PayoutAccount> {
  const { idempotencyKey, ...payload } = params;
  const data: PayoutAccountPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.POST('/wps/transaction/withdraw/accounts', {
        params: { header: { Encryption: encryption, 'Idempotency-Key': idempotencyKey } },
        body,
      }),
    ),
  );
}

/** Removes a saved payout account (DELETE /wps/transaction/withdraw/accounts/{accountId}); again is fine. */
export function removePayoutAccount(client: PlatformClient, params: PathOf<'removePayoutAccount'>): Promise<void> {
  return done(valueOf(client.DELETE('/wps/transaction/withdraw/accounts/{accountId}', { params: { path: params } })));
}
