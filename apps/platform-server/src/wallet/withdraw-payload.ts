import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../http/validation-failed';
import type { PlatformContext } from '../platform-context';
import { readEncryptedBody } from '../security/encrypted-body';
import { findPayoutMethod, PAYOUT_BANKS } from './payment-methods';
import type { Schema } from '../contract/schema-types';

/** The decrypted payload of createWithdrawal (contract schema `WithdrawPayload`). */
export type WithdrawPayload = Schema<'WithdrawPayload'>;

/**
 * Decrypts the encrypted body of createWithdrawal and checks it against the contract's
 * `WithdrawPayload` (the `contentSchema` of `EncryptedWithdrawBody`).
 */
export function readWithdrawPayload(request: FastifyRequest, context: PlatformContext): Promise<WithdrawPayload> {
  return readEncryptedBody<WithdrawPayload>(request, context, 'WithdrawPayload');
}

/** Message keys of payout fields that break their rules (VALIDATION_FAILED's `value.fields[].messageKey`). */
export const PAYOUT_MESSAGE_KEYS = { accountNumber: 'invalid_account_number_format', bankCode: 'invalid_bank_code' } as const;

/**
 * The payout rules the schema cannot say: the account number's form for the method and, for a
 * bank, a known bank; 400 VALIDATION_FAILED otherwise.
 */
export function checkPayoutAccount(payload: Pick<WithdrawPayload, 'payoutMethod' | 'accountNumber' | 'bankCode'>): void {
  const method = findPayoutMethod(payload.payoutMethod);
  const fields: (keyof typeof PAYOUT_MESSAGE_KEYS)[] = [];
  if (!method || !method.accountNumberPattern.test(payload.accountNumber)) fields.push('accountNumber');
  if (method?.needsBank && !PAYOUT_BANKS.some((bank) => bank.code === payload.bankCode)) fields.push('bankCode');
  if (fields.length) {
    throw validationFailed(
      fields.map((field) => ({ field, messageKey: PAYOUT_MESSAGE_KEYS[field] })),
      'Please check the account details of the payout',
    );
  }
}
