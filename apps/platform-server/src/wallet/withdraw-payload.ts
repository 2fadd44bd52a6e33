import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../http/validation-failed';
import type { PlatformContext } from '../platform-context';
import { readEncryptedBody } from '../security/encrypted-body';
import { ApiError } from '../http/envelope';
import { findPayoutMethod, PAYOUT_BANKS } from './payment-methods';
import type { PayoutAccountRecord } from './payout-account-repository';
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
export const PAYOUT_MESSAGE_KEYS = { accountNumber: 'invalid_account_number_format', bankCode: 'invalid_bank_code', accountName: 'invalid_payee_name_format' } as const;

/** The account a withdrawal pays out to. */
export interface PayoutTarget {
  readonly payoutMethod: WithdrawPayload['payoutMethod'];
  readonly bankCode?: string | undefined;
  readonly accountNumber: string;
  readonly accountName: string;
}

/**
 * The account a payload pays out to: the member's saved account `payoutAccountId` (404 NOT_FOUND
 * unless it is the member's, still saved and of the payload's method), or the account the payload
 * spells out (400 VALIDATION_FAILED without a number or a name).
 */
export function payoutTargetOf(payload: WithdrawPayload, savedAccount: (id: number) => PayoutAccountRecord | undefined): PayoutTarget {
  if (payload.payoutAccountId !== undefined) {
    const saved = savedAccount(payload.payoutAccountId);
    if (!saved || saved.removedAt !== null || saved.payoutMethod !== payload.payoutMethod) throw new ApiError(404, 'NOT_FOUND', 'No such payout account');
    return { payoutMethod: saved.payoutMethod, bankCode: saved.bankCode ?? undefined, accountNumber: saved.accountNumber, accountName: saved.accountName };
  }
  const { accountNumber, accountName } = payload;
  if (accountNumber === undefined || accountName === undefined) {
    const missing = (['accountNumber', 'accountName'] as const).filter((field) => payload[field] === undefined);
    throw validationFailed(missing.map((field) => ({ field, messageKey: PAYOUT_MESSAGE_KEYS[field] })), 'Please give the account to pay out to');
  }
  return { payoutMethod: payload.payoutMethod, bankCode: payload.bankCode, accountNumber, accountName };
}

/**
 * The payout rules the schema cannot say: the account number's form for the method and, for a
 * bank, a known bank; 400 VALIDATION_FAILED otherwise.
 */
export function checkPayoutAccount(payload: Pick<PayoutTarget, 'payoutMethod' | 'accountNumber' | 'bankCode'>): void {
  const method = findPayoutMethod(payload.payoutMethod);
  const fields: ('accountNumber' | 'bankCode')[] = [];
  if (!method || !method.accountNumberPattern.test(payload.accountNumber)) fields.push('accountNumber');
  if (method?.needsBank && !PAYOUT_BANKS.some((bank) => bank.code === payload.bankCode)) fields.push('bankCode');
  if (fields.length) {
    throw validationFailed(
      fields.map((field) => ({ field, messageKey: PAYOUT_MESSAGE_KEYS[field] })),
      'Please check the account details of the payout',
    );
  }
}
